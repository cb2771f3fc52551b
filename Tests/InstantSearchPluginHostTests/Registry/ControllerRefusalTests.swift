import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// Controller instances are checked like plugin tables: a malformed one is destroyed and
/// refused, and the plugin stays usable.
@Suite("Controller instance refusals")
struct ControllerRefusalTests {
  @Test(
    "a malformed controller instance is refused with a clear message",
    arguments: [
      ("FIXTURE_SHORT_CONTROLLER", "struct_size 16"),
      ("FIXTURE_NULL_PRESENT", "required field present is NULL"),
    ])
  func malformedInstance(_ define: String, _ fragment: String) throws {
    let id = "test.instance.\(define.lowercased())"
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "Instance\(define)",
      defines: [FixtureBuilder.string("FIXTURE_ID", id), define])
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    try registry.load(path)
    let error = try #require(throws: PluginLoadError.self) {
      try registry.makeSegmentHandle("pick", services: .silent)
    }
    guard case .controllerCreationFailed(let controller, _) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(controller == "\(id)/pick")
    #expect(error.description.contains(fragment), "\(error)")
  }

  @Test("a well-formed C controller reads through the host and reports the key")
  func wellFormedInstance() throws {
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "InstanceGood",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.instance.good")])
    let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))
    try registry.load(path)
    let terminal = ScriptedTerminal(["-12"])
    let services = PluginHostServices(write: terminal.write, readLine: terminal.readLine)
    let handle = try registry.makeSegmentHandle("test.instance.good/pick", services: services)
    var keys: [Int] = []
    handle.onClick = { keys.append($0) }
    #expect(handle.present())
    #expect(!handle.present())
    #expect(keys == [-12])
    #expect(terminal.prompts == ["key? ", "key? "])
  }
}
