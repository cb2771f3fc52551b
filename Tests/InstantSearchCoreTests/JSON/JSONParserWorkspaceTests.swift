import Foundation
import InstantSearchCore
import Testing

@Suite("The parser's stacks and key cache are kept by each thread between parses")
struct JSONParserWorkspaceTests {
  @Test("a long key of one document is not taken for a key of the next")
  func keysDoNotCarryOver() throws {
    // Both keys share their first 16 bytes and their length; in the second document the first
    // key's place holds other bytes.
    let first = try JSONParser.parse(#"{"abcdefghijklmnopqrstuvwx": 1}"#)
    let second = try JSONParser.parse(#"{"abcdefghijklmnop12345678": 2}"#)
    #expect(first.objectValue?.keys.first == "abcdefghijklmnopqrstuvwx")
    #expect(second.objectValue?.keys.first == "abcdefghijklmnop12345678")
    let shorter = try JSONParser.parse(#"{"k": {"abcdefghijklmnopqrstuvwx": 3}}"#)
    #expect(shorter["k"]?["abcdefghijklmnopqrstuvwx"] == 3)
  }

  @Test("a parse that failed midway leaves nothing for the next one")
  func afterAFailure() throws {
    #expect(throws: JSONParseError.self) {
      try JSONParser.parse(#"{"a": [1, 2, {"b": [3, 4, "#)
    }
    #expect(try JSONParser.parse(#"{"c": [5, {"d": 6}]}"#) == ["c": [5, ["d": 6]]])
    #expect(try JSONParser.parse("[7]") == [7])
  }

  @Test("a parse within a parse's callback reads on its own")
  func nested() throws {
    let outer = Array(#"[{"inner": "{\"x\": [1, {\"y\": 2}]}"}, {"inner": "[3]"}]"#.utf8)
    var inner: [JSON] = []
    try JSONParser.forEachElement(outer) { element, _, _ in
      inner.append(try JSONParser.parse(element["inner"]?.stringValue ?? ""))
      // The outer parse's cache and stacks are in use: this one must not disturb them.
      #expect(try JSONParser.parse(#"{"inner": 0, "other": [[1], [2]]}"#)["other"] == [[1], [2]])
    }
    #expect(inner == [["x": [1, ["y": 2]]], [3]])
  }

  @Test("a large document, then small ones, and on many threads at once")
  func largeThenSmall() async throws {
    let large =
      "["
      + (0..<20_000).map { #"{"id": \#($0), "tags": ["a", "b"]}"# }
      .joined(separator: ",") + "]"
    #expect(try JSONParser.parse(large).arrayValue?.count == 20_000)
    #expect(try JSONParser.parse(#"{"id": 1}"#) == ["id": 1])
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var same = true
          for number in 0..<500 {
            let text = #"{"task": \#(task), "n": \#(number), "list": [\#(number), "\#(task)"]}"#
            let expected: JSON = [
              "task": .number(Double(task)), "n": .number(Double(number)),
              "list": [.number(Double(number)), .string(String(task))],
            ]
            same = try same && JSONParser.parse(text) == expected
          }
          return same
        }
      }
      for try await same in group { #expect(same) }
    }
  }
}
