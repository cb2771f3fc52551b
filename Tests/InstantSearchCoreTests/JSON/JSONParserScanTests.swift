import InstantSearchCore
import Testing

@Suite("The JSON parser's fast paths: strings eight bytes at a time, repeated keys")
struct JSONParserScanTests {
  /// Characters that end a plain run (a quote, a backslash, control characters) or are not
  /// ASCII, mixed with letters.
  static let alphabet: [Character] = [
    "a", "b", "z", "0", " ", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "é", "€", "😀", "/",
  ]

  /// A deterministic text of `length` characters, from `seed`.
  static func text(_ length: Int, seed: Int) -> String {
    var state = UInt64(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
    var result = ""
    for _ in 0..<length {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pick = Int(state >> 33)
      // Mostly letters, so runs of plain bytes of every length occur.
      result.append(pick % 4 == 0 ? alphabet[pick % alphabet.count] : alphabet[pick % 3])
    }
    return result
  }

  @Test("strings of every length and content read back as written")
  func strings() throws {
    for length in 0..<48 {
      for seed in 0..<12 {
        let value = JSON.string(Self.text(length, seed: seed))
        let bytes = JSONWriter().bytes(["v": value])
        #expect(try JSONParser.parse(bytes)["v"] == value, "length \(length) seed \(seed)")
      }
    }
  }

  @Test("keys repeated across objects, colliding or long, keep their own text")
  func keys() throws {
    var objects: [JSON] = []
    for seed in 0..<400 {
      var object = JSONObject()
      // Short keys that hash alike (same length, first, middle and last byte), long keys past
      // the cache's limit, escaped keys, and keys shared by every object.
      object["k" + String(seed % 7) + "x"] = .number(Double(seed))
      object["k" + String(seed % 5) + "x"] = .number(Double(seed + 1))
      object["objectID"] = .string(String(seed))
      object[Self.text(seed % 40 + 1, seed: seed % 9)] = true
      object[String(repeating: "long", count: 10) + String(seed % 3)] = .null
      objects.append(.object(object))
    }
    let value = JSON.array(objects)
    let parsed = try JSONParser.parse(JSONWriter().bytes(value))
    #expect(parsed == value)
    for (object, original) in zip(parsed.arrayValue ?? [], objects) {
      #expect(object.objectValue?.keys == original.objectValue?.keys)
    }
  }

  @Test("small documents, each filling a few slots of its own parse's key cache, read back")
  func keysOfSmallDocuments() throws {
    // Each parse starts with an empty cache and destroys only the keys it stored: one to a few
    // keys, some stored twice in one slot (the same key repeated, or replaced by another).
    for seed in 0..<300 {
      var object = JSONObject()
      for index in 0..<(seed % 6 + 1) {
        object["key" + String((seed + index * 37) % 50)] = .number(Double(index))
      }
      let value = JSON.array([.object(object), .object(object), ["k": .string(String(seed))]])
      #expect(try JSONParser.parse(JSONWriter().bytes(value)) == value, "seed \(seed)")
    }
  }

  @Test("documents of every key cache size read back, one with more keys than its cache's slots")
  func keyCacheSizes() throws {
    // A document's cache has a slot for every 16 of its bytes, 16 to 256: 100 short keys in one
    // object (about 900 bytes, 64 slots) share slots; the others repeat their keys, short and
    // long, in a second object in another order.
    let many = JSON.object(JSONObject((0..<100).map { ("k\($0)", JSON.number(Double($0))) }))
    #expect(try JSONParser.parse(JSONWriter().bytes(many)) == many)
    for count in [2, 6, 20, 60, 200] {
      let keys = (0..<count).map { $0 % 3 == 0 ? "a rather long key, number \($0)" : "k\($0)" }
      func object(_ order: [String]) -> JSON {
        .object(JSONObject(order.enumerated().map { ($1, JSON.number(Double($0))) }))
      }
      let value = JSON.array([object(keys), object(keys.reversed())])
      #expect(try JSONParser.parse(JSONWriter().bytes(value)) == value, "\(count) keys")
    }
  }

  @Test("containers nested in containers of every size keep their own elements, in order")
  func nestedContainers() throws {
    // Arrays and objects open inside others whose elements are still being collected, past
    // the first buffer's room, with a repeated key at every level.
    func value(_ depth: Int, _ seed: Int) -> JSON {
      guard depth > 0 else {
        return seed % 3 == 0 ? .string(Self.text(seed % 30, seed: seed)) : .number(Double(seed))
      }
      let width = (seed * 7 + depth) % 90
      if seed % 2 == 0 {
        return .array((0..<width).map { value(depth - 1, seed &+ $0 &* 31) })
      }
      var object = JSONObject()
      for index in 0..<width { object["m\(index % 60)"] = value(depth - 1, seed &+ index &* 17) }
      return .object(object)
    }
    for seed in 0..<6 {
      let original = value(3, seed)
      let parsed = try JSONParser.parse(JSONWriter().bytes(original))
      #expect(parsed == original, "seed \(seed)")
      #expect(parsed.objectValue?.keys == original.objectValue?.keys)
    }
    // An error inside nested containers leaves nothing behind for the next parse.
    #expect(throws: JSONParseError.self) {
      try JSONParser.parse(Array(#"[{"a": [1, {"b": ]}]"#.utf8))
    }
    #expect(try JSONParser.parse(Array(#"[{"a": [1, {"b": 2}]}]"#.utf8)) == [["a": [1, ["b": 2]]]])
  }

  @Test("a control character in a long string is found at its own column", arguments: 0..<20)
  func controlCharacter(at position: Int) throws {
    let text = #"{"k": ""# + String(repeating: "a", count: position) + "\u{07}" + "bcdefghij\"}"
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    #expect(error?.column == 8 + position)
    #expect(error?.reason == "control character in a string (escape it)")
  }
}
