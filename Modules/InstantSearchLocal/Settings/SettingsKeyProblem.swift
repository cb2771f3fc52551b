import InstantSearchCore

/// A top-level key of a settings object that the local engine does not apply: not an Algolia
/// index setting at all, or a documented one the engine does not honour. Loading warns about
/// each one (a strict ``LocalClient`` refuses the file); the server answers Algolia's 400
/// (``message``).
public struct SettingsKeyProblem: Sendable, Equatable {
  /// What is wrong with the key.
  public enum Kind: Sendable {
    /// Not an Algolia index setting (`bogusKey`, or a typo such as `searchableAtributes`).
    case unknown
    /// A documented Algolia setting this engine does not honour (`enablePersonalization`).
    case notImplemented
  }

  /// The key, as written.
  public var key: String
  /// What is wrong with it.
  public var kind: Kind
  /// The line where the key starts, from 1 (0 when it was not read from bytes).
  public var line: Int
  /// The column (in bytes) where the key's opening quote is, from 1 (0 when it was not read
  /// from bytes).
  public var column: Int

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - key: the key.
  ///   - kind: what is wrong with it.
  ///   - line: where it starts, from 1 (0 when unknown).
  ///   - column: where it starts in its line, from 1 (0 when unknown).
  public init(key: String, kind: Kind, line: Int = 0, column: Int = 0) {
    self.key = key
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// Algolia's error message for this key: `Invalid object attributes: KEY near line:L
  /// column:C`.
  public var message: String {
    Self.message(key: key, line: line, column: column)
  }

  /// Algolia's error message for a settings key it does not accept.
  ///
  /// - Parameters:
  ///   - key: the key.
  ///   - line: the line where it starts, from 1.
  ///   - column: the column where it starts, from 1.
  /// - Returns: `Invalid object attributes: KEY near line:L column:C`.
  public static func message(key: String, line: Int, column: Int) -> String {
    "Invalid object attributes: \(key) near line:\(line) column:\(column)"
  }
}

extension IndexSettings {
  /// The top-level keys of a settings object that the engine does not apply, in the order
  /// they are written, each with the line and column where it starts.
  ///
  /// A key the engine honours, or one Algolia reports back with the settings (`replicas`,
  /// `slaves`, `primary`, `attributesToIndex`, `version`, `userData`), is no problem; neither
  /// is a documented setting set to `null` (its default, as older exports write it). A key
  /// written twice is reported at its first place.
  ///
  /// - Parameter bytes: the settings' JSON text.
  /// - Returns: one problem per key the engine does not apply; none when the text is not an
  ///   object.
  /// - Throws: `JSONParseError` when the bytes are not JSON.
  public static func keyProblems(in bytes: [UInt8]) throws -> [SettingsKeyProblem] {
    guard let object = try JSONParser.parse(bytes).objectValue else { return [] }
    return keyProblems(in: object, bytes: bytes, objectOffset: 0)
  }

  /// The top-level keys of an already parsed settings object that the engine does not apply,
  /// in its order (see ``keyProblems(in:)``); line and column are 0.
  ///
  /// - Parameter object: the settings.
  /// - Returns: one problem per key the engine does not apply.
  public static func keyProblems(in object: JSONObject) -> [SettingsKeyProblem] {
    object.compactMap { key, value in problem(key, value) }
  }

  /// The problems of `object`, parsed from the object that starts at `objectOffset` in `bytes`
  /// (at or before its `{`), with the places of its keys there.
  static func keyProblems(in object: JSONObject, bytes: [UInt8], objectOffset: Int)
    -> [SettingsKeyProblem]
  {
    let problems = keyProblems(in: object)
    guard !problems.isEmpty else { return [] }
    var places: [String: Int] = [:]
    for member in JSONMembers.scan(bytes, from: objectOffset).reversed() {
      places[member.key] = member.keyOffset
    }
    return problems.map { problem in
      guard let offset = places[problem.key] else { return problem }
      let (line, column) = JSONMembers.lineAndColumn(of: offset, in: bytes)
      var placed = problem
      placed.line = line
      placed.column = column
      return placed
    }
  }

  /// The problem with one member, if any.
  private static func problem(_ key: String, _ value: JSON) -> SettingsKeyProblem? {
    if SettingsKeys.honoured.contains(key) { return nil }
    guard SettingsKeys.documented.contains(key) else {
      return SettingsKeyProblem(key: key, kind: .unknown)
    }
    return value.isNull ? nil : SettingsKeyProblem(key: key, kind: .notImplemented)
  }
}
