import Testing

@testable import InstantSearchREPL

@Suite("Every error names its command")
@MainActor
struct ErrorNamingTests {
  /// Failing lines and the command each must name.
  static let failures: [(line: String, command: String)] = [
    ("sort 9", "sort"), ("filter add or:brand brand:(", "filter"),
    ("filter rm or:x x:y", "filter"), ("clear or:nothing", "clear"), ("page 99", "page"),
    ("facets", "facets"), ("facets name", "facets"), ("hits x", "hits"),
    ("hits per page 0", "hits"), ("show 99", "show"), ("open /no/such/place", "open"),
    ("open --index nope", "open"), ("plugin load /no/such.so", "plugin"),
    ("use sortby nope", "use"), ("tell hits x", "tell"), ("range price a b", "range"),
    ("toggle", "toggle"), ("menu nope", "menu"), ("indices x", "indices"),
    ("connect foo", "connect"), ("help nope", "help"), ("number price 5", "number"),
    ("list 9", "list"), ("relevant all", "relevant"),
    ("search " + String(repeating: "long ", count: 120), "search"),
  ]

  @Test("In text, each error line starts with its command's name")
  func text() async throws {
    let (transcript, status) = try await ShopFolder.run(Self.failures.map(\.line))
    #expect(status == 1)
    let errors = transcript.errors.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.count == Self.failures.count, "\(errors)")
    for (error, failure) in zip(errors, Self.failures) {
      #expect(error.hasPrefix("error: \(failure.command): "), "\(failure.line) → \(error)")
    }
  }

  @Test("In --json, each error object names its command, in the field and the message")
  func json() async throws {
    let (transcript, _) = try await ShopFolder.run(Self.failures.map(\.line), json: true)
    let errors = transcript.output.split(separator: "\n").filter { $0.contains(#""error":"#) }
    #expect(errors.count == Self.failures.count)
    for (error, failure) in zip(errors, Self.failures) {
      #expect(
        error.contains(#""command":"\#(failure.command)""#)
          && error.contains(#""error":"\#(failure.command): "#), "\(failure.line) → \(error)")
    }
  }
}
