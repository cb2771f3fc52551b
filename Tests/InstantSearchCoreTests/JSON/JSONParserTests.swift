import InstantSearchCore
import Testing

@Suite("JSON parser")
struct JSONParserTests {
  @Test("parses every kind of value")
  func values() throws {
    let value = try JSON(
      parsing:
        #"{"a": null, "b": [true, false], "c": -12.5e1, "d": "x\ny\u00e9\ud83d\ude00", "e": {}}"#
    )
    #expect(value["a"] == .null)
    #expect(value["b"] == [true, false])
    #expect(value["c"]?.doubleValue == -125)
    #expect(value["d"]?.stringValue == "x\nyé😀")
    #expect(value["e"] == .object([:]))
    #expect(value["missing"] == nil)
    #expect(value["b"]?[1]?.boolValue == false)
  }

  @Test(
    "numbers are read exactly",
    arguments: [
      ("0", 0.0), ("-0.5", -0.5), ("9.99", 9.99), ("1e3", 1000.0),
      ("12345678901234567890", 1.2345678901234567e19),
      ("0.1", 0.1), ("2.2250738585072014e-308", 2.2250738585072014e-308), ("123.456e-2", 1.23456),
      ("0.000001", 0.000001), ("9007199254740993", 9_007_199_254_740_992.0),
    ])
  func numbers(text: String, expected: Double) throws {
    #expect(try JSON(parsing: text).doubleValue == expected)
  }

  @Test("object keys keep their order and a repeated key keeps its last value")
  func keyOrder() throws {
    let value = try JSON(parsing: #"{"z": 1, "a": 2, "m": 3, "a": 4}"#)
    let object = try #require(value.objectValue)
    #expect(object.keys == ["z", "a", "m"])
    #expect(object["a"] == 4)
  }

  @Test("large objects look keys up through an index and keep their order")
  func largeObject() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let object = try #require(try JSON(parsing: "{\(members)}").objectValue)
    #expect(object.count == 40)
    #expect(object.keys.first == "k0")
    #expect(object["k37"] == 37)
    var copy = object
    copy["k0"] = nil
    #expect(copy.count == 39)
    #expect(copy["k39"] == 39)
    #expect(copy["k0"] == nil)
  }

  @Test(
    "errors name the line, the column and what was wrong",
    arguments: [
      ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':'"),
      ("[1, 2", 1, 6, "unterminated array"),
      ("{\"a\": tru}", 1, 7, "expected 'true'"),
      ("[01]", 1, 2, "leading zero"),
      ("\"abc", 1, 1, "unterminated string"),
      ("[1] x", 1, 5, "after the value"),
      ("", 1, 1, "empty input"),
      ("{\"a\":\"\\q\"}", 1, 7, "invalid escape"),
      ("[1,]", 1, 4, "expected a value"),
    ])
  func errors(text: String, line: Int, column: Int, reason: String) {
    do {
      _ = try JSON(parsing: text)
      Issue.record("expected an error for \(text)")
    } catch let error as JSONParseError {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(error.description.hasPrefix("line \(line), column \(column): "))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test("deep nesting is refused, not a crash")
  func depth() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
  }

  @Test("NDJSON gives one value per non-blank line and reports the file's line")
  func ndjson() throws {
    let text = "{\"a\":1}\r\n\n  [2]\n\"three\"\n"
    let values = try JSONParser.parseLines(Array(text.utf8))
    #expect(values == [["a": 1], [2], "three"])
    do {
      _ = try JSONParser.parseLines(Array("{\"a\":1}\n{\"b\":2}\n{\"c\":}\n".utf8))
      Issue.record("expected an error")
    } catch let error as JSONParseError {
      #expect(error.line == 3)
      #expect(error.column == 6)
    }
  }

  @Test("elements of an array or of NDJSON come one by one with their line and offset")
  func elements() throws {
    var seen: [(JSON, Int, Int)] = []
    try JSONParser.forEachElement(Array("[1,\n {\"a\": 2},\n\n \"x\"]".utf8)) {
      seen.append(($0, $1, $2))
    }
    #expect(seen.map(\.0) == [1, ["a": 2], "x"])
    #expect(seen.map(\.1) == [1, 2, 4])
    #expect(seen.map(\.2) == [1, 5, 17])
    seen = []
    try JSONParser.forEachElement(Array("{\"a\":1}\n\n[2]\n".utf8)) { seen.append(($0, $1, $2)) }
    #expect(seen.map(\.0) == [["a": 1], [2]])
    #expect(seen.map(\.1) == [1, 3])
    #expect(seen.map(\.2) == [0, 9])
    #expect(throws: JSONParseError.self) {
      try JSONParser.forEachElement(Array("[1, 2".utf8)) { _, _, _ in }
    }
  }

  @Test("a value and its text survive a round trip")
  func roundTrip() throws {
    let value: JSON = [
      "name": "Ünïcode \"quoted\" \\ back\tslash", "n": [1, -2.5, 0.001, 1e20], "ok": true,
      "nested": ["x": nil],
    ]
    #expect(try JSON(parsing: value.jsonString) == value)
    #expect(try JSON(parsing: value.serialized(pretty: true, sortedKeys: true)) == value)
  }

  @Test("objects are equal whatever their key order")
  func equalityIgnoresKeyOrder() throws {
    let a = try JSON(parsing: #"{"a": 1, "b": [1, 2]}"#)
    let b = try JSON(parsing: #"{"b": [1, 2], "a": 1}"#)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != (try JSON(parsing: #"{"b": [2, 1], "a": 1}"#)))
  }
}
