import InstantSearchCore

/// Reads the members of one object of a snapshot's manifest, with an error naming the member
/// and the part of the snapshot it describes when one is missing or of the wrong type.
struct SnapshotManifestField {
  let reader: SnapshotReader
  let object: JSON
  /// The part described (a section prefix or an index name), for errors.
  let at: String

  /// The error for a member that is missing, of the wrong type, or disagrees with a section.
  func mismatch(_ member: String) -> LocalLoadError {
    LocalLoadError(
      file: reader.path,
      reason: "corrupt snapshot: the manifest's `\(member)` for `\(at)` does not match the data")
  }

  private func value(_ member: String) throws -> JSON {
    guard let value = object[member] else { throw mismatch(member) }
    return value
  }

  func int(_ member: String) throws -> Int {
    guard let number = try value(member).intValue, number >= 0 else { throw mismatch(member) }
    return number
  }

  func bool(_ member: String) throws -> Bool {
    guard let flag = try value(member).boolValue else { throw mismatch(member) }
    return flag
  }

  func string(_ member: String) throws -> String {
    guard let text = try value(member).stringValue else { throw mismatch(member) }
    return text
  }

  /// A string member that may be missing (or null).
  func optionalString(_ member: String) throws -> String? {
    guard let value = object[member], !value.isNull else { return nil }
    guard let text = value.stringValue else { throw mismatch(member) }
    return text
  }

  func array(_ member: String) throws -> [JSON] {
    guard let elements = try value(member).arrayValue else { throw mismatch(member) }
    return elements
  }

  func strings(_ member: String) throws -> [String] {
    let texts = try array(member).compactMap(\.stringValue)
    guard texts.count == (try array(member)).count else { throw mismatch(member) }
    return texts
  }
}
