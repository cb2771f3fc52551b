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

  @Test("strict: each member its own JSON type only")
  func strict() throws {
    let members = try reader(["n": "12", "s": 7, "list": "a,b"], forms: .strict)
    #expect(
      throws: Failure(
        path: "root.n", reason: #"expected an integer, found the string "12""#,
        expected: .integer(nil))
    ) {
      try members.int("n")
    }
    #expect(
      throws: Failure(
        path: "root.s", reason: "expected a string, found a number", expected: .string)
    ) {
      try members.string("s")
    }
    #expect(
      throws: Failure(
        path: "root.list", reason: #"expected an array of strings, found the string "a,b""#,
        expected: .strings)
    ) {
      try members.strings("list")
    }
  }

  @Test("mismatches name the path, the element and what was expected")
  func mismatches() throws {
    let members = try reader(["n": 30, "tags": ["a", 1], "my key": ["x": true]])
    #expect(
      throws: Failure(
        path: "root.n", reason: "expected an integer from 0 to 20, found a number",
        expected: .integer(0...20))
    ) {
      try members.int("n", in: 0...20)
    }
    #expect(
      throws: Failure(
        path: "root.tags[1]", reason: "expected a string, found a number", expected: .strings)
    ) {
      try members.strings("tags")
    }
    #expect(
      throws: Failure(
        path: #"root["my key"].x"#, reason: "expected a number, found a boolean", expected: .number)
    ) {
      try members.object("my key")?.double("x")
    }
    #expect(throws: Failure(path: "root.id", reason: "missing", expected: .string)) {
      try members.required("id", .string, members.string)
    }
    #expect(
      throws: Failure(path: "$", reason: "expected an object, found an array", expected: .object)
    ) {
      try JSONFieldReader([1], path: "") {
        Failure(path: $0.path, reason: $0.reason, expected: $0.expected)
      }
    }
  }
}
