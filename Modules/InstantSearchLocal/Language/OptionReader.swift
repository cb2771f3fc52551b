import InstantSearchCore

/// Reads one search option from a request's parameters, else from the index's settings, with
/// the error each side calls for: a 400 naming the parameter, or a ``LocalLoadError`` naming
/// the setting.
struct OptionReader {
  let request: JSONObject
  let settings: JSONObject
  let source: String
  /// Whether the value being read came from the request.
  private var fromRequest = true
  private var key = ""

  init(request: JSONObject, settings: JSONObject, source: String) {
    self.request = request
    self.settings = settings
    self.source = source
  }

  /// Whether the request or the settings set any of `names` (a search that sets none keeps
  /// the defaults without reading each).
  static func anySet(_ names: Set<String>, request: JSONObject, settings: JSONObject) -> Bool {
    request.keys.contains(where: names.contains) || settings.keys.contains(where: names.contains)
  }

  /// The error for the value last read.
  func bad(_ key: String, _ expected: String) -> any Error {
    if fromRequest {
      return SearchError.http(
        status: 400, message: "Invalid value for parameter `\(key)`: expected \(expected)")
    }
    return LocalLoadError(file: source, key: key, reason: "expected \(expected)")
  }

  private mutating func value(_ key: String, searchOnly: Bool) -> JSON? {
    self.key = key
    if let value = request[key], !value.isNull {
      fromRequest = true
      // The `params` string form writes arrays as JSON text.
      if let text = value.stringValue, text.hasPrefix("["), let array = try? JSON(parsing: text) {
        return array
      }
      return value
    }
    fromRequest = false
    guard !searchOnly, let value = settings[key], !value.isNull else { return nil }
    return value
  }

  mutating func boolean(_ key: String, searchOnly: Bool = false) throws -> Bool? {
    guard let value = value(key, searchOnly: searchOnly) else { return nil }
    if let flag = value.boolValue { return flag }
    if value.stringValue == "true" { return true }
    if value.stringValue == "false" { return false }
    throw bad(key, "a boolean")
  }

  mutating func string(_ key: String) throws -> String? {
    guard let value = value(key, searchOnly: false) else { return nil }
    guard let text = value.stringValue else { throw bad(key, "a string") }
    return text
  }

  /// An array of strings (a string is a comma-separated list, as in the `params` form).
  mutating func strings(_ key: String, searchOnly: Bool = false) throws -> [String]? {
    guard let value = value(key, searchOnly: searchOnly) else { return nil }
    if let text = value.stringValue {
      return text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
    guard let array = value.arrayValue else { throw bad(key, "an array of strings") }
    return try array.map {
      guard let text = $0.stringValue else { throw bad(key, "an array of strings") }
      return text
    }
  }

  /// `true` (the query languages, or every language with a list), `false`, or a list of
  /// language codes (which overrides the query languages).
  mutating func languages(_ key: String, default queryLanguages: [String]) throws -> [String] {
    guard let value = value(key, searchOnly: false) else { return [] }
    if let flag = value.boolValue ?? value.stringValue.flatMap({ Bool($0) }) {
      guard flag else { return [] }
      return queryLanguages.isEmpty ? Self.allLanguages : queryLanguages
    }
    guard let array = value.arrayValue else {
      throw bad(key, "true, false or an array of language codes")
    }
    return try array.map {
      guard let code = $0.stringValue else {
        throw bad(key, "true, false or an array of language codes")
      }
      return code
    }
  }

  /// Every language with a stop word list or a plural table.
  static let allLanguages = Array(Set(StopWords.languages + Plurals.languages)).sorted()
}
