import InstantSearchCore
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
  @Test(
    "numbers are written in shortest form without an exponent",
    arguments: [
      (10.0, "10"), (-5.0, "-5"), (0.5, "0.5"), (9.99, "9.99"), (1e16, "10000000000000000"),
      (0.00001, "0.00001"), (-0.0, "0"), (1.5e-7, "0.00000015"), (123_456.789, "123456.789"),
      (1e21, "1000000000000000000000"), (Double.nan, "null"), (Double.infinity, "null"),
    ])
  func numbers(number: Double, text: String) {
    #expect(JSONWriter.format(number) == text)
    #expect(JSON.number(number).jsonString == text)
  }

  @Test("byteCount is the length of the text bytes() writes, for every setting")
  func byteCount() {
    let values: [JSON] = [
      nil, true, 0, -0.0, 1.5e-7, 1e21, .number(.nan), "", "é📱\u{1}\"\\\n",
      ["b": 1, "a": ["x\"y", nil, false, [[], [:]]]],
      .array((0..<300).map { .object(["n": .number(Double($0)), "t": .string("ü\($0)")]) }),
    ]
    for writer in [
      JSONWriter(), JSONWriter(pretty: true), JSONWriter(sortedKeys: true),
      JSONWriter(pretty: true, sortedKeys: true),
    ] {
      for value in values { #expect(writer.byteCount(value) == writer.bytes(value).count) }
    }
  }

  @Test("compact output keeps key order and escapes strings")
  func compact() {
    let value: JSON = ["b": 1, "a": ["x\"y\\z\n\u{1}", nil, false]]
    #expect(value.jsonString == #"{"b":1,"a":["x\"y\\z\n\u0001",null,false]}"#)
  }

  @Test("every character that needs an escape gets it, at any place in a string of any length")
  func escapesEverywhere() throws {
    // What each escape must be, one character at a time.
    func reference(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{8}": out += "\\b"
        case "\u{C}": out += "\\f"
        case let control where control.value < 0x20:
          out +=
            "\\u00" + String(control.value >> 4, radix: 16) + String(control.value & 0xF, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let specials: [Character] = (0..<0x20).map { Character(Unicode.Scalar($0)!) } + ["\"", "\\"]
    let plain: [Character] = ["a", "é", "😀", " ", "~", "\u{7F}", "!", "#", "[", "]", "A", "|"]
    for length in 1...20 {
      for place in 0..<length {
        for special in specials + plain {
          var characters = (0..<length).map { plain[$0 % plain.count] }
          characters[place] = special
          let text = String(characters)
          let written = JSON.string(text).jsonString
          #expect(
            written == reference(text), "\(length) \(place) \(special.unicodeScalars.first!.value)")
          #expect(try JSON(parsing: Array(written.utf8)) == .string(text))
        }
      }
    }
  }

  @Test("pretty output indents by two spaces and can sort keys")
  func pretty() {
    let value: JSON = ["b": [1, 2], "a": [:], "c": []]
    #expect(
      value.serialized(pretty: true, sortedKeys: true) == """
        {
          "a": {},
          "b": [
            1,
            2
          ],
          "c": []
        }
        """)
  }

  @Test("setting members through subscripts keeps order and removes with nil")
  func mutation() {
    var value: JSON = ["a": 1]
    value["b"] = "two"
    value["a"] = nil
    value["c"] = [true]
    #expect(value.jsonString == #"{"b":"two","c":[true]}"#)
    #expect(value["c"]?[0]?.boolValue == true)
    #expect(JSON.number(3).intValue == 3)
    #expect(JSON.number(3.5).intValue == nil)
  }
}
