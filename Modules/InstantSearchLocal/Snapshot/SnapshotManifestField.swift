import InstantSearchCore

/// Reads the members of one object of a snapshot's manifest with Core's `JSONFieldReader`
/// (each member its own JSON type only), with an error naming the member and the part of the
/// snapshot it describes when one is missing or of the wrong type.
struct SnapshotManifestField {
  let reader: SnapshotReader
  let object: JSON
  /// The part described (a section prefix or an index name), for errors.
  let at: String
  /// The members; any fault is ``mismatch(_:)``.
  private let fields: JSONFieldReader<LocalLoadError>

  init(reader: SnapshotReader, object: JSON, at: String) {
    self.reader = reader
    self.object = object
    self.at = at
    let path = reader.path
    fields = JSONFieldReader(members: object.objectValue ?? [:], path: "", forms: .strict) {
      Self.mismatch($0.key, path: path, at: at)
    }
  }

  /// The error for a member that is missing, of the wrong type, or disagrees with a section.
  func mismatch(_ member: String) -> LocalLoadError {
    Self.mismatch(member, path: reader.path, at: at)
  }

  private static func mismatch(_ member: String, path: String, at: String) -> LocalLoadError {
    LocalLoadError(
      file: path,
      reason: "corrupt snapshot: the manifest's `\(member)` for `\(at)` does not match the data")
  }

  func int(_ member: String) throws -> Int {
    try fields.required(member, .integer(0...Int.max)) { member throws(LocalLoadError) in
      try fields.int(member, in: 0...Int.max)
    }
  }

  func bool(_ member: String) throws -> Bool {
    try fields.required(member, .boolean, fields.bool)
  }

  func string(_ member: String) throws -> String {
    try fields.required(member, .string, fields.string)
  }

  /// A string member that may be missing (or null).
  func optionalString(_ member: String) throws -> String? {
    try fields.string(member)
  }

  func array(_ member: String) throws -> [JSON] {
    try fields.required(member, .array, fields.array)
  }

  func strings(_ member: String) throws -> [String] {
    try fields.required(member, .strings) { member throws(LocalLoadError) in
      try fields.strings(member)
    }
  }
}
