import InstantSearchCore

extension IndexData {
  /// Calls `body` with each word of a record's searchable attributes in `slots` and its
  /// location (slot and position, numbered as the inverted index numbers them), in order;
  /// `body` returns false to stop.
  ///
  /// Parses the record's stored JSON: for the few records a phrase, an exclusion or an
  /// attribute restriction must look at again, never for every match.
  func forEachWord(
    of record: UInt32, slots wanted: [Int], _ body: (String, UInt32) -> Bool
  ) {
    let value = self.record(record)
    for slot in wanted {
      guard let attribute = value.value(atPath: slots[slot]) else { continue }
      var position: UInt32 = 0
      var going = true
      attribute.forEachScalar { scalar in
        guard going, let text = scalar.scalarText else { return }
        Tokenizer.forEachToken(in: text) { token in
          if going { going = body(token, UInt32(slot) << 16 | min(position, 0xFFFF)) }
          position += 1
        }
        position += 8
      }
      if !going { return }
    }
  }
}
