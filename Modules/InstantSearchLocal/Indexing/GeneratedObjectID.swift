import InstantSearchCore

/// The objectID given to a record that has none when it is added to an index, as Algolia's
/// `autoGenerateObjectIDIfNotExist` does, but deterministic: the same file gives the same IDs
/// on every load, in the REPL and the server alike.
///
/// The ID is a bijective 64-bit mix (splitmix64's step and finalizer) of the record's number in
/// its index, written as 16 lowercase hex digits: two records never get the same one, and it is
/// practically never equal to an ID of the records' own (`"1"`, `"sku-42"`).
public enum GeneratedObjectID {
  /// The objectID of the record numbered `number` (from 0, in the order records are added).
  ///
  /// - Parameter number: the record's number in its index.
  /// - Returns: 16 lowercase hex digits, such as `"e220a8397b1dcdaf"` for record 0.
  public static func forRecord(_ number: Int) -> String {
    var mixed = UInt64(truncatingIfNeeded: number) &+ 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    let hex = String(mixed, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `record` with the objectID of record `number` added last, or unchanged when it has an
  /// objectID (or is not an object).
  static func inserted(into record: JSON, number: Int) -> JSON {
    guard var object = record.objectValue, object["objectID"] == nil else { return record }
    object["objectID"] = .string(forRecord(number))
    return .object(object)
  }
}
