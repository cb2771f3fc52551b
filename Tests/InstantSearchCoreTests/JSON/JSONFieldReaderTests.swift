import InstantSearchCore
import Testing

@Suite("JSONFieldReader")
struct JSONFieldReaderTests {
  struct Failure: Error, Equatable {
    var path: String
    var reason: String
    var expected: JSONFieldReader<Failure>.Expected
  }

  func reader(_ json: JSON, forms: JSONFieldReader<Failure>.Forms = .lenient) throws(Failure)
    -> JSONFieldReader<Failure>
  {
    try JSONFieldReader(json, path: "root", forms: forms) { mismatch in
      Failure(path: mismatch.path, reason: mismatch.reason, expected: mismatch.expected)
    }
  }

  @Test("lenient: numbers, booleans and lists in the params string's forms")
  func lenient() throws {
    let members = try reader([
      "n": "12", "x": "1.5", "b": "true", "s": 7, "list": "a, b,,c", "text": #"["x","y"]"#,
    ])
    #expect(try members.int("n", in: 0...20) == 12)
    #expect(try members.double("x") == 1.5)
    #expect(try members.bool("b") == true)
    #expect(try members.string("s") == "7")
    #expect(try members.strings("list") == ["a", "b", "", "c"])
    #expect(try members.strings("list", omittingEmpty: true) == ["a", "b", "c"])
    #expect(try members.strings("text") == ["x", "y"])
    #expect(try members.int("missing") == nil)
  }

  /// Expects `read` to fail with the member's path, the SDK's wording and the expectation.
  func expectMismatch(
    _ path: String, _ reason: String, _ expected: JSONFieldReader<Failure>.Expected,
    _ read: () throws(Failure) -> Any?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let failure = Failure(path: path, reason: reason, expected: expected)
    #expect(throws: failure, sourceLocation: sourceLocation) { try read() }
  }

  @Test("strict: each member its own JSON type only")
  func strict() throws {
    let members = try reader(["n": "12", "s": 7, "list": "a,b"], forms: .strict)
    expectMismatch("root.n", #"expected an integer, found the string "12""#, .integer(nil)) {
      () throws(Failure) in try members.int("n")
    }
    expectMismatch("root.s", "expected a string, found a number", .string) {
      () throws(Failure) in try members.string("s")
    }
    expectMismatch(
      "root.list", #"expected an array of strings, found the string "a,b""#, .strings
    ) { () throws(Failure) in try members.strings("list") }
  }

  @Test("mismatches name the path, the element and what was expected")
  func mismatches() throws {
    let members = try reader(["n": 30, "tags": ["a", 1], "my key": ["x": true]])
    expectMismatch("root.n", "expected an integer from 0 to 20, found a number", .integer(0...20)) {
      () throws(Failure) in try members.int("n", in: 0...20)
    }
    expectMismatch("root.tags[1]", "expected a string, found a number", .strings) {
      () throws(Failure) in try members.strings("tags")
    }
    expectMismatch(#"root["my key"].x"#, "expected a number, found a boolean", .number) {
      () throws(Failure) in try members.object("my key")?.double("x")
    }
    expectMismatch("root.id", "missing", .string) {
      () throws(Failure) in try members.required("id", .string, members.string)
    }
    expectMismatch("$", "expected an object, found an array", .object) {
      () throws(Failure) in
      try JSONFieldReader([1], path: "") {
        Failure(path: $0.path, reason: $0.reason, expected: $0.expected)
      }
    }
  }
}
