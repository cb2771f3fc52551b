import InstantSearchCore

extension IndexSettings {
  /// Reads typed members of a settings object with Core's `JSONFieldReader` (each member its
  /// own JSON type only), failing with a ``LocalLoadError`` that names the source and the key.
  struct Reader {
    /// The settings object.
    let object: JSONObject
    /// The settings' origin, for errors (a file name, or `NAME settings`).
    let source: String
    /// The members, read strictly.
    private let members: JSONFieldReader<LocalLoadError>

    init(object: JSONObject, source: String) {
      self.object = object
      self.source = source
      members = JSONFieldReader(members: object, path: "", forms: .strict) { mismatch in
        // An element at fault is named by its place: `searchableAttributes[2]`.
        LocalLoadError(
          file: source, key: mismatch.element == nil ? mismatch.key : mismatch.path,
          reason: Self.reason(mismatch))
      }
    }

    /// The error for `key`.
    func fail(_ key: String, _ reason: String) -> LocalLoadError {
      LocalLoadError(file: source, key: key, reason: reason)
    }

    /// A settings file's wording of a mismatch: what the element at fault in a list is, a
    /// number out of range, else what was expected.
    private static func reason(_ mismatch: JSONFieldReader<LocalLoadError>.Mismatch) -> String {
      switch mismatch.expected {
      case .strings where mismatch.element != nil:
        return "expected a string, found \(mismatch.found?.jsonString ?? "nothing")"
      case .integer(let range?):
        guard let number = mismatch.found?.intValue else { return "expected an integer" }
        return "\(number) is out of range \(range.lowerBound)...\(range.upperBound)"
      default:
        return "expected \(mismatch.expected)"
      }
    }

    /// An array of strings, or `nil` when absent or null.
    func strings(_ key: String) throws -> [String]? {
      try members.strings(key)
    }

    /// An integer in `range`, or `nil` when absent or null.
    func integer(_ key: String, _ range: ClosedRange<Int>) throws -> Int? {
      try members.int(key, in: range)
    }

    /// A string, or `nil` when absent or null.
    func string(_ key: String) throws -> String? {
      try members.string(key)
    }
  }
}
