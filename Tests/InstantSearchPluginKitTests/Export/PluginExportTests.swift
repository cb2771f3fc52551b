import CInstantSearchPlugin
import Glibc
import InstantSearchPluginKit
import Synchronization
import Testing

/// What the fake host below recorded.
private let recorded = Mutex<(output: String, log: [String], answers: [String])>(("", [], []))

/// When set, the plugin's initialize closure refuses with this message.
private let refusal = Mutex<String?>(nil)

/// An error whose description is its message.
private struct Refusal: Error, CustomStringConvertible {
  var description: String
}

/// A segment controller that records calls and picks what the host answers.
private final class RecordingSegment: SegmentPluginController {
  static let controllerID = "recording"
  static let displayName = "Recording segment"
  static let summary = "Records calls."

  let host: PluginHostConnection
  var items: [SegmentItem] = []
  var selected: Int?

  init(host: PluginHostConnection) { self.host = host }
  func setItems(_ items: [SegmentItem]) { self.items = items }
  func setSelected(_ key: Int?) { selected = key }
  func reload() {
    host.write("\(items.map(\.title)) selected \(selected.map(String.init) ?? "none")\n")
  }
  func present() -> Int? { host.readLine(prompt: "key? ").flatMap { Int($0) } }
}

/// A clear controller that clears when it can.
private final class RecordingClear: ClearPluginController {
  static let controllerID = "clear"
  static let displayName = "Recording clear"

  var canClear = false
  init(host: PluginHostConnection) {}
  func setCanClear(_ canClear: Bool) { self.canClear = canClear }
  func render() -> String { canClear ? "clear ✓" : "clear ✗" }
  func performClick() -> Bool { canClear }
}

/// A host struct whose functions record into `recorded`.
func makeHost() -> UnsafeMutablePointer<isp_host_t> {
  let host = UnsafeMutablePointer<isp_host_t>.allocate(capacity: 1)
  host.initialize(to: isp_host_t())
  host.pointee.struct_size = UInt32(MemoryLayout<isp_host_t>.size)
  host.pointee.abi_version = isp_version_t(major: 1, minor: 1, patch: 0)
  host.pointee.log = { _, level, message in
    recorded.withLock { $0.log.append("\(level) \(String(cString: message!))") }
  }
  host.pointee.write_text = { _, text in recorded.withLock { $0.output += String(cString: text!) } }
  host.pointee.read_line = { _, _, buffer, capacity in
    guard let answer = recorded.withLock({ $0.answers.isEmpty ? nil : $0.answers.removeFirst() })
    else { return Int64(ISP_READ_LINE_END) }
    let bytes = Array(answer.utf8CString)
    for index in 0..<min(bytes.count, capacity) { buffer![index] = bytes[index] }
    return Int64(bytes.count - 1)
  }
  host.pointee.get_extension = { _, _ in nil }
  return host
}

/// The kit-built table under test.
func exportedTable() -> UnsafeRawPointer {
  PluginExport.table(
    id: "test.kit", name: "Kit test", version: "2.0.0",
    controllers: [RecordingSegment.self, RecordingClear.self] + commonKindControllers
  ) { host in
    if let message = refusal.withLock({ $0 }) { throw Refusal(description: message) }
    host.log("started with \(host.columns) columns", level: .warning)
  }
}

@Suite("Plugin export", .serialized)
struct PluginExportTests {
  let table = exportedTable().assumingMemoryBound(to: isp_plugin_t.self)

  @Test("builds a 1.2 table describing the controllers")
  func describesControllers() throws {
    #expect(table.pointee.struct_size == UInt32(MemoryLayout<isp_plugin_t>.size))
    #expect(table.pointee.abi_version.major == 1 && table.pointee.abi_version.minor == 2)
    #expect(String(cString: table.pointee.plugin_id) == "test.kit")
    #expect(String(cString: table.pointee.plugin_version) == "2.0.0")
    #expect(table.pointee.controller_count() == 18)
    let first = try #require(table.pointee.controller_descriptor(0))
    #expect(String(cString: first.pointee.id) == "recording")
    #expect(first.pointee.kind == Int32(ISP_CONTROLLER_SEGMENT))
    #expect(String(cString: first.pointee.description) == "Records calls.")
    let second = try #require(table.pointee.controller_descriptor(1))
    #expect(second.pointee.kind == Int32(ISP_CONTROLLER_CLEAR_FILTERS))
    #expect(String(cString: second.pointee.description) == "")
    #expect(table.pointee.controller_descriptor(18) == nil)
    // The first table wins: an image exports one plugin.
    #expect(
      PluginExport.table(id: "other", name: "", version: "", controllers: []) == exportedTable())
  }

  @Test("initialize runs the plugin's closure with the host, and reports what it throws")
  func initialize() {
    let host = makeHost()
    var error = [CChar](repeating: 0, count: 16)
    refusal.withLock { $0 = "license file missing" }
    #expect(!table.pointee.initialize(host, "/x.so", &error, 16))
    let message = String(
      decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(message == "license file mi")
    refusal.withLock { $0 = nil }
    #expect(table.pointee.initialize(host, "/x.so", &error, 16))
    #expect(recorded.withLock { $0.log }.contains("2 started with 80 columns"))
  }

  @Test("a segment instance forwards calls and reports the chosen key through the callback")
  func segment() throws {
    let host = makeHost()
    let instance = try #require(table.pointee.create_segment_controller(host, "recording"))
    #expect(table.pointee.create_segment_controller(host, "clear") == nil)
    #expect(table.pointee.create_segment_controller(host, "nothing") == nil)
    let keys: [Int64] = [3, 8]
    let names: [String] = ["Three", "Eight"]
    let titles = names.map { name in name.withCString { strdup($0) } }
    instance.pointee.set_items(instance, keys, titles.map { UnsafePointer($0) }, 2)
    for title in titles { free(title) }
    instance.pointee.set_selected(instance, true, 8)
    instance.pointee.reload(instance)
    #expect(recorded.withLock { $0.output }.hasSuffix("[\"Three\", \"Eight\"] selected 8\n"))

    final class Clicks { var keys: [Int64] = [] }
    let clicks = Clicks()
    instance.pointee.set_on_click(
      instance,
      { context, key in
        Unmanaged<Clicks>.fromOpaque(context!).takeUnretainedValue().keys.append(key)
      },
      Unmanaged.passUnretained(clicks).toOpaque())
    recorded.withLock { $0.answers = ["3"] }
    #expect(instance.pointee.present(instance) == Int32(ISP_PRESENT_CHOSEN))
    #expect(instance.pointee.present(instance) == Int32(ISP_PRESENT_CANCELLED))
    #expect(clicks.keys == [3])
    instance.pointee.destroy(instance)
  }

  @Test("a clear instance renders with the snprintf contract and clicks only when it clears")
  func clear() throws {
    let host = makeHost()
    let instance = try #require(table.pointee.create_clear_controller(host, "clear"))
    final class Count { var value = 0 }
    let count = Count()
    instance.pointee.set_on_click(
      instance,
      { context in Unmanaged<Count>.fromOpaque(context!).takeUnretainedValue().value += 1 },
      Unmanaged.passUnretained(count).toOpaque())
    #expect(!instance.pointee.perform_click(instance))
    instance.pointee.set_can_clear(instance, true)
    #expect(instance.pointee.perform_click(instance))
    #expect(count.value == 1)
    let length = instance.pointee.render(instance, nil, 0)
    #expect(length == "clear ✓".utf8.count)
    var small = [CChar](repeating: 1, count: 4)
    #expect(instance.pointee.render(instance, &small, 4) == length)
    #expect(
      String(decoding: small.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        == "cle")
    instance.pointee.destroy(instance)
  }
}
