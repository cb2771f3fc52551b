import Foundation
import InstantSearchTestSupport
import Testing

/// `open` run in a process of its own, where the current folder and the user can be chosen: a
/// word is an index of the open source before a folder of that name here, and a file the user
/// may not read is an error naming it while the session goes on.
@Suite("open in the instantsearch process", .timeLimit(.minutes(10)))
struct OpenCommandProcessTests {
  private static let binary = ProductsDirectory.executable("instantsearch")

  /// The command that runs the REPL as a user who cannot read a file of mode 0: none when the
  /// tests do not run as root, `setpriv` to `nobody` when they do; nil when they run as root
  /// without `setpriv` (util-linux).
  private static let unprivileged: [String]? =
    getuid() != 0
    ? []
    : FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
      ? ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : nil

  /// A fresh folder anyone may enter.
  private static func folder() throws -> URL {
    try TestFolders.folder("instantsearch-open", permissions: 0o755)
  }

  /// Runs the REPL on `script` in `folder`, with history off, under `prefix` (a command that
  /// runs it as another user) when given.
  private static func run(
    _ script: [String], in folder: URL, prefix: [String] = []
  ) async throws -> ProductRun {
    var environment = [
      "HOME": folder.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "INSTANTSEARCH_HISTFILE": "",
    ]
    for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    let command = prefix + [binary]
    return try await ProductRun.run(
      command[0], arguments: Array(command.dropFirst()),
      input: script.joined(separator: "\n") + "\n", environment: environment,
      currentDirectory: folder)
  }

  @Test("open products is the demo's index though a folder products is here; ./products opens it")
  func indexBeforeFolder() async throws {
    let here = try Self.folder()
    defer { try? FileManager.default.removeItem(at: here) }
    let products = here.appendingPathComponent("products")
    try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
    try Data(#"[{"objectID":"g1","name":"Gadget"}]"#.utf8)
      .write(to: products.appendingPathComponent("gadgets.json"))
    let run = try await Self.run(
      ["sort products_price_asc", "open products", "open ./products", "open products"], in: here)
    #expect(run.status == 0, "\(run.errors)")
    let opened = run.output.split(separator: "\n").filter { $0.contains(" ms · index ") }
    // The launch, the sort, then the demo's products, the folder's gadgets, and its gadgets
    // again: once the folder is open, products names no index of it, so it is the folder.
    #expect(opened.count == 5, "\(opened)")
    #expect(opened.dropFirst(2).first?.contains("index products") == true)
    #expect(opened.dropFirst(3).first?.contains("1 hit in ") == true)
    #expect(opened.dropFirst(3).first?.contains("index gadgets") == true)
    #expect(opened.last?.contains("index gadgets") == true)
  }

  @Test(
    "open names a file the user may not read and why, and the session goes on",
    .enabled(
      if: unprivileged != nil,
      "the tests run as root and setpriv is missing, so no user is denied a file"))
  func permissionDenied() async throws {
    let here = try Self.folder()
    defer { try? FileManager.default.removeItem(at: here) }
    let unreadable = here.appendingPathComponent("unreadable.json")
    try Data(#"[{"objectID":"1","name":"alpha"}]"#.utf8).write(to: unreadable)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: unreadable.path)
    let closed = here.appendingPathComponent("closed")
    try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true)
    try Data(#"[{"objectID":"1","name":"alpha"}]"#.utf8)
      .write(to: closed.appendingPathComponent("inside.json"))
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: closed.path)
    let run = try await Self.run(
      ["open unreadable.json", "open closed/inside.json", "open closed", "search sam"], in: here,
      prefix: Self.unprivileged ?? [])
    let errors = run.errors.split(separator: "\n").map(String.init)
    #expect(errors.count == 3, "\(errors)")
    #expect(
      errors.first == "error: open: unreadable.json: cannot read the file: Permission denied")
    #expect(errors.dropFirst().first == "error: open: closed/inside.json: permission denied")
    #expect(
      errors.last?.hasPrefix("error: open: closed: cannot list the folder: Permission denied")
        == true)
    #expect(run.output.contains("query \"sam\""))
    #expect(run.output.contains("index products"))
    #expect(run.status == 1)
  }
}
