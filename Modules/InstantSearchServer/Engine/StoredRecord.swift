import InstantSearchCore

/// A record as the server's store keeps it: its compact JSON (`JSONWriter`'s form), a few hundred
/// bytes in one block where the parsed object takes kilobytes in many; parsed again when read
/// (``object``), which the writer's form always allows.
struct StoredRecord: Sendable, Equatable {
  /// The record's compact JSON.
  let bytes: [UInt8]

  /// The record `object`, written compactly.
  init(_ object: JSONObject) {
    bytes = JSONWriter().bytes(.object(object))
  }

  /// The record, parsed.
  var object: JSONObject {
    // The bytes are the writer's: they always parse, to an object.
    (try? JSONParser.parse(bytes))?.objectValue ?? [:]
  }
}
