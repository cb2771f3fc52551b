import InstantSearchCore

extension IndexSettings {
  /// Reads typed members of a settings object, failing with a ``LocalLoadError`` that names
  /// the source and the key.
  struct Reader {
    /// The settings object.
    let object: JSONObject
    /// The settings' origin, for errors (a file name, or `NAME settings`).
    let source: String

    /// The error for `key`.
    func fail(_ key: String, _ reason: String) -> LocalLoadError {
      LocalLoadError(file: source, key: key, reason: reason)
    }

    /// An array of strings, or `nil` when absent or null.
    func strings(_ key: String) throws -> [String]? {
      guard let value = object[key], !value.isNull else { return nil }
      guard let array = value.arrayValue else { throw fail(key, "expected an array of strings") }
      return try array.map { element in
        guard let text = element.stringValue else {
          throw fail(key, "expected an array of strings, found \(element.jsonString)")
        }
        return text
      }
    }

    /// An integer in `range`, or `nil` when absent or null.
    func integer(_ key: String, _ range: ClosedRange<Int>) throws -> Int? {
      guard let value = object[key], !value.isNull else { return nil }
      guard let number = value.intValue else { throw fail(key, "expected an integer") }
      guard range.contains(number) else {
        throw fail(key, "\(number) is out of range \(range.lowerBound)...\(range.upperBound)")
      }
      return number
    }

    /// A string, or `nil` when absent or null.
    func string(_ key: String) throws -> String? {
      guard let value = object[key], !value.isNull else { return nil }
      guard let text = value.stringValue else { throw fail(key, "expected a string") }
      return text
    }
  }
}
