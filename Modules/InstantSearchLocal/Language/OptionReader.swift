import InstantSearchCore

/// Reads one search option from a request's parameters, else from the index's settings, with
/// the error each side calls for: a 400 naming the parameter, or a ``LocalLoadError`` naming
/// the setting. Both sides are read by Core's `JSONFieldReader`, in the `params` string's
/// lenient forms.
struct OptionReader {
  /// The request's parameters.
  private let request: JSONFieldReader<any Error>
  /// The index's settings.
  private let settings: JSONFieldReader<any Error>
  /// Whether the value being read came from the request.
  private var fromRequest = true
  /// The settings' origin, for errors.
  let source: String

  init(request: JSONObject, settings: JSONObject, source: String) {
    self.request = JSONFieldReader(members: request, path: "") { mismatch in
      Self.invalidParameter(mismatch.key, mismatch.expected.description)
    }
    self.settings = JSONFieldReader(members: settings, path: "") { mismatch in
      LocalLoadError(file: source, key: mismatch.key, reason: "expected \(mismatch.expected)")
    }
    self.source = source
  }

  private static func invalidParameter(_ key: String, _ expected: String) -> SearchError {
    SearchError.http(
      status: 400, message: "Invalid value for parameter `\(key)`: expected \(expected)")
  }

  /// The error for the value last read.
  func bad(_ key: String, _ expected: String) -> any Error {
    if fromRequest { return Self.invalidParameter(key, expected) }
    return LocalLoadError(file: source, key: key, reason: "expected \(expected)")
  }

  /// The side that sets `key`: the request, else (unless `searchOnly`) the settings.
  private mutating func side(_ key: String, searchOnly: Bool) -> JSONFieldReader<any Error>? {
    if request.value(key) != nil {
      fromRequest = true
      return request
    }
    fromRequest = false
    guard !searchOnly, settings.value(key) != nil else { return nil }
    return settings
  }

  /// The value of `key` as set; from the request, an array written as JSON text (the `params`
  /// string form) is parsed.
  private mutating func value(_ key: String, searchOnly: Bool) -> JSON? {
    guard let value = side(key, searchOnly: searchOnly)?.value(key) else { return nil }
    if fromRequest, let text = value.stringValue, text.hasPrefix("["),
      let array = try? JSON(parsing: text)
    {
      return array
    }
    return value
  }

  mutating func boolean(_ key: String, searchOnly: Bool = false) throws -> Bool? {
    try side(key, searchOnly: searchOnly)?.bool(key)
  }

  mutating func string(_ key: String) throws -> String? {
    guard let value = value(key, searchOnly: false) else { return nil }
    guard let text = value.stringValue else { throw bad(key, "a string") }
    return text
  }

  /// An array of strings (a string is a comma-separated list, as in the `params` form).
  mutating func strings(_ key: String, searchOnly: Bool = false) throws -> [String]? {
    try side(key, searchOnly: searchOnly)?.strings(key, omittingEmpty: true)
      .map { $0.filter { !$0.isEmpty } }
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

/// Options a search reads from its request over the index's settings (``TextOptions``,
/// ``SnippetOptions``), of which ``IndexSettings`` keeps what its settings alone give.
protocol SettingsOptions {
  /// The parameter names read.
  static var parameters: ParameterNames { get }
  /// Where ``IndexSettings`` keeps the options its settings alone give.
  static var kept: KeyPath<IndexSettings, Self> { get }
  /// The defaults, as settings and a request that set none of ``parameters`` give them.
  init()
  /// The options `reader` reads, over the defaults.
  init(reading reader: inout OptionReader) throws
}

extension SettingsOptions {
  /// The options of `request` over `settings`: the defaults, without reading each name, when
  /// neither sets any of ``parameters`` (most searches set none).
  ///
  /// - Parameters:
  ///   - request: the request's parameters (object members and the `params` string's).
  ///   - settings: the index's settings as given.
  ///   - settingsSource: the settings' name in a ``LocalLoadError``.
  /// - Throws: `SearchError.http` 400 naming a request parameter with a bad value, or
  ///   ``LocalLoadError`` for a bad setting (`settingsSource` names the settings).
  init(request: JSONObject, settings: JSONObject, settingsSource: String = "settings") throws {
    guard Self.parameters.anySet(request: request, settings: settings) else {
      self.init()
      return
    }
    var reader = OptionReader(request: request, settings: settings, source: settingsSource)
    try self.init(reading: &reader)
  }

  /// The options of a search under `settings`: the settings' own (read once with them) when
  /// the request sets none of ``parameters``.
  ///
  /// - Throws: `SearchError.http` 400 naming a request parameter with a bad value.
  init(request: JSONObject, settings: IndexSettings) throws {
    guard Self.parameters.anySet(request: request) else {
      self = settings[keyPath: Self.kept]
      return
    }
    try self.init(request: request, settings: settings.raw, settingsSource: "settings")
  }
}
