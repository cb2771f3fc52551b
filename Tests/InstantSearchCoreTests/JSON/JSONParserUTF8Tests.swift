import InstantSearchCore
import Testing

@Suite("The JSON parser's strings: UTF-8 checked where it is met, escapes between plain runs")
struct JSONParserUTF8Tests {
  /// `prefix` plain bytes, then `bytes`, then plain bytes up to past two words, as the value of
  /// a string member.
  static func document(_ bytes: [UInt8], after prefix: Int, escaped: Bool = false) -> [UInt8] {
    let padding = Array(repeating: UInt8(ascii: "a"), count: prefix)
    let escape: [UInt8] = escaped ? Array(#"\n"#.utf8) : []
    return Array(#"{"k": ""#.utf8) + escape + padding + bytes + Array("bcdefghijklmnopq\"}".utf8)
  }

  @Test(
    "ill-formed UTF-8 is refused at its first byte, wherever it falls in a word",
    arguments: [
      [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xE0, 0x80, 0x80],
      [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF0, 0x8F, 0xBF, 0xBF],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF0, 0x9F, 0x98],
    ] as [[UInt8]])
  func invalid(bytes: [UInt8]) {
    for escaped in [false, true] {
      for prefix in 0..<17 {
        let text = Self.document(bytes, after: prefix, escaped: escaped)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        let expected = 7 + (escaped ? 2 : 0) + prefix
        #expect(error?.offset == expected, "prefix \(prefix), escaped \(escaped)")
        #expect(error?.column == expected + 1)
        #expect(error?.reason.hasPrefix("invalid UTF-8 in a string") == true)
      }
    }
  }

  @Test("ill-formed UTF-8 in a key is refused too")
  func invalidKey() {
    let text: [UInt8] = Array(#"[{"ok": 1}, {"b"#.utf8) + [0xC3, 0x28] + Array(#"d": 2}]"#.utf8)
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    #expect(error?.offset == 15)
  }

  @Test(
    "well-formed sequences of every length read back, wherever they fall in a word",
    arguments: ["é", "ß", "€", "한", "\u{FFFD}", "😀", "\u{10FFFF}", "\u{0800}", "\u{E000}"])
  func valid(character: String) throws {
    for escaped in [false, true] {
      for prefix in 0..<17 {
        let text = Self.document(Array(character.utf8), after: prefix, escaped: escaped)
        let expected =
          (escaped ? "\n" : "") + String(repeating: "a", count: prefix) + character
          + "bcdefghijklmnopq"
        #expect(try JSONParser.parse(text)["k"] == .string(expected), "prefix \(prefix)")
      }
    }
  }

  @Test("escapes decode between plain runs of every length")
  func escapes() throws {
    let escapes: [(String, String)] = [
      (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"),
      (#"\n"#, "\n"), (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0000"#, "\u{00}"),
      (#"\u00e9"#, "é"), (#"\u20AC"#, "€"), (#"\ud83d\ude00"#, "😀"), (#"\uD800!"#, "\u{FFFD}!"),
      (#"\udc00x"#, "\u{FFFD}x"),
    ]
    for (written, decoded) in escapes {
      for run in 0..<18 {
        let plain = String(repeating: "é", count: run % 3) + String(repeating: "z", count: run)
        let text = #"[""# + plain + written + plain + written + #""]"#
        #expect(try JSONParser.parse(text)[0] == .string(plain + decoded + plain + decoded))
      }
    }
  }

  @Test(
    "bad escapes are refused where they start",
    arguments: [
      (#"["abc\x"]"#, 5, "invalid escape"), (#"["\u12G4"]"#, 6, "invalid hex digit"),
      (#"["\ud83d\u0041"]"#, 8, "invalid low surrogate"), (#"["ab\u12"#, 6, "incomplete"),
      ("[\"abc\\", 1, "unterminated string"),
    ])
  func badEscapes(text: String, offset: Int, reason: String) {
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    #expect(error?.offset == offset)
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
  }

  @Test("a quote or a backslash at every place of a long string is found")
  func quotesAcrossWords() throws {
    for length in 0..<40 {
      for position in 0...length {
        var characters = Array(repeating: Character("x"), count: length)
        characters.insert(position % 2 == 0 ? "\"" : "\\", at: position)
        let value = JSON.string(String(characters))
        #expect(try JSONParser.parse(JSONWriter().bytes([value])) == [value])
      }
    }
  }

  @Test("keys of every length are shared across records and stay distinct, up to the end")
  func keysOfEveryLength() throws {
    // Keys that differ only in their last byte, or only past the first word, read again in
    // later records; the last records end near the end of the input.
    let keys = (1..<24).flatMap { length in
      ["a", "b"].map { String(repeating: "k", count: length - 1) + $0 }
    }
    var records: [JSON] = []
    for seed in 0..<3 {
      records.append(
        .object(JSONObject(keys.enumerated().map { ($1, .number(Double($0 + seed))) })))
    }
    let value = JSON.array(records)
    let parsed = try JSONParser.parse(JSONWriter().bytes(value))
    #expect(parsed == value)
    #expect(parsed[2]?.objectValue?.keys == keys)
    let tail = try JSONParser.parse(Array(#"[{"ab": 1}, {"ab": 2, "ac": 3}]"#.utf8))
    #expect(tail == [["ab": 1], ["ab": 2, "ac": 3]])
  }

  @Test("a repeated key is found among many, whatever bits the others hash to")
  func repeatedKeys() throws {
    for count in 1..<40 {
      for repeated in 0..<count {
        let members = (0..<count).map { "\"key\($0)\": \($0)" } + ["\"key\(repeated)\": -1"]
        let object = try #require(
          try JSON(parsing: "{\(members.joined(separator: ","))}").objectValue)
        #expect(object.count == count)
        #expect(object["key\(repeated)"] == -1)
        #expect(object.keys == (0..<count).map { "key\($0)" })
      }
    }
  }

  @Test("keys that are equal strings with different bytes are one key, as before")
  func canonicallyEqualKeys() throws {
    // U+212A KELVIN SIGN is canonically "K": `String` finds "\u{212A}ey" equal to "Key".
    for text in [
      #"{"Key": 1, "a": 0, "\u212Aey": 2}"#, #"{"\u212Aey": 1, "a": 0, "Key": 2}"#,
      "{\"\u{212A}ey\": 1, \"a\": 0, \"Key\": 2}",
    ] {
      let object = try #require(try JSON(parsing: text).objectValue)
      #expect(object.count == 2, "\(text)")
      #expect(object["Key"] == 2)
    }
  }

  @Test("strings made from the checked bytes know which are ASCII, plain or escaped")
  func asciiFlag() throws {
    // A string wrongly taken for ASCII counts its bytes as characters and compares them as
    // bytes; one taken for the opposite is only slower. Both shapes, every position of the
    // first byte that is not ASCII, short (inline) and long.
    for character in ["é", "€", "😀", "\u{301}"] {
      for length in [1, 7, 14, 15, 16, 40] {
        for position in 0..<length {
          var plain = Array(repeating: "a", count: length)
          plain[position] = character
          let expected = plain.joined()
          for escaped in [false, true] {
            let written =
              escaped ? expected.replacingOccurrences(of: "a", with: #"\u0061"#) : expected
            let parsed = try #require(
              try JSONParser.parse(#"[""# + written + #""]"#)[0]?.stringValue)
            #expect(parsed.count == expected.count, "\(written)")
            #expect(parsed.utf8.elementsEqual(expected.utf8))
            #expect(parsed.unicodeScalars.count == expected.unicodeScalars.count)
            #expect(parsed.utf16.count == expected.utf16.count)
          }
        }
      }
    }
    // Canonical equality, which compares the scalars of strings that are not ASCII, inline
    // and in storage of their own.
    for prefix in ["", "a string in storage "] {
      for written in [#"e\u0301"#, "e\u{301}", #"\u00e9"#, "\u{E9}"] {
        let parsed = try #require(try JSONParser.parse(#"[""# + prefix + written + #""]"#)[0])
        let composed = prefix + "\u{E9}"
        #expect(parsed == .string(composed) && parsed == .string(prefix + "e\u{301}"))
        #expect(parsed.stringValue?.hashValue == composed.hashValue)
        #expect(Set([parsed.stringValue, composed, prefix + "e\u{301}"]).count == 1)
      }
    }
  }

  @Test("a key written once plain and once escaped is one key, at every length")
  func escapedRepeatedKey() throws {
    // The plain key is read from the words that hold it (or past them), the escaped one as a
    // string: both must hash alike for the object to find the repeat.
    for length in 1..<42 {
      let key = String(repeating: "k", count: length - 1) + "a"
      let escapedLast = String(repeating: "k", count: length - 1) + #"\u0061"#
      let escapedFirst = length == 1 ? #"\u0061"# : #"\u006b"# + key.dropFirst()
      for escaped in [escapedLast, escapedFirst] {
        for text in [
          #"{""# + key + #"": 1, "z": 0, ""# + escaped + #"": 2}"#,
          #"{""# + escaped + #"": 1, "z": 0, ""# + key + #"": 2}"#,
        ] {
          let object = try #require(try JSONParser.parse(text).objectValue)
          #expect(object.count == 2, "\(text)")
          #expect(object[key] == 2)
          #expect(object.keys == [key, "z"])
        }
      }
    }
  }
}
