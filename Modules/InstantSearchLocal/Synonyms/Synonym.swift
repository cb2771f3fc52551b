import InstantSearchCore

/// One synonym of an index, in the shape Algolia's dashboard, CLI and `browseSynonyms` export:
/// `{"objectID": …, "type": …}` plus the members of its type.
///
/// A value type with no engine state: an index compiles its synonyms into a ``SynonymTable``
/// when they are set, so decoding one never touches the index.
public struct Synonym: Sendable, Equatable {
  /// What the synonym does, with the words it names (as written; matching normalizes them).
  public enum Kind: Sendable, Equatable {
    /// `synonym`: every word or phrase of the list finds the others.
    case regular(synonyms: [String])
    /// `oneWaySynonym`: `input` finds the `synonyms`, not the reverse.
    case oneWay(input: String, synonyms: [String])
    /// `altCorrection1` / `altCorrection2`: `word` finds the `corrections`, which rank as
    /// one or two typos.
    case alternativeCorrection(word: String, corrections: [String], typos: Int)
    /// `placeholder`: the `placeholder` token written in records (`<Street>`) matches any of
    /// the `replacements` in queries.
    case placeholder(placeholder: String, replacements: [String])
  }

  /// The synonym's identifier (not a record's).
  public var objectID: String
  /// The type and its words.
  public var kind: Kind

  /// Creates a synonym.
  ///
  /// - Parameters:
  ///   - objectID: its identifier.
  ///   - kind: the type and its words.
  public init(objectID: String, kind: Kind) {
    self.objectID = objectID
    self.kind = kind
  }

  /// Decodes one exported synonym object.
  ///
  /// The `type` is read case-insensitively (`oneWaySynonym` and `onewaysynonym` are both in
  /// use); members of other types are ignored, as the API does.
  ///
  /// - Parameters:
  ///   - json: the synonym object.
  ///   - path: where it sits in its document (`[3]`, `synonyms[3]`), used in errors.
  ///   - file: the file (or source name) errors name.
  /// - Throws: ``LocalLoadError`` whose `key` is the JSON path of the member at fault
  ///   (`[3].synonyms[1]`) and whose reason says what was expected.
  public init(json: JSON, path: String, file: String = "synonyms") throws {
    func fail(_ member: String?, _ reason: String) -> LocalLoadError {
      LocalLoadError(file: file, key: member.map { "\(path).\($0)" } ?? path, reason: reason)
    }
    guard let object = json.objectValue else {
      throw fail(nil, "expected a synonym object, found \(json.jsonString)")
    }
    func text(_ member: String) throws -> String {
      guard let value = object[member] else { throw fail(member, "missing") }
      guard let text = value.stringValue, !text.allSatisfy({ $0 == " " }) else {
        throw fail(member, "expected a non-empty string, found \(value.jsonString)")
      }
      return text
    }
    func texts(_ member: String) throws -> [String] {
      guard let value = object[member] else { throw fail(member, "missing") }
      guard let array = value.arrayValue else {
        throw fail(member, "expected an array of strings, found \(value.jsonString)")
      }
      return try array.enumerated().map { index, element in
        guard let text = element.stringValue, !text.allSatisfy({ $0 == " " }) else {
          throw fail(
            "\(member)[\(index)]", "expected a non-empty string, found \(element.jsonString)")
        }
        return text
      }
    }
    guard let id = object["objectID"]?.scalarText else {
      throw fail("objectID", "missing, or not a string")
    }
    objectID = id
    let type = try text("type")
    switch type.lowercased() {
    case "synonym":
      kind = .regular(synonyms: try texts("synonyms"))
    case "onewaysynonym":
      kind = .oneWay(input: try text("input"), synonyms: try texts("synonyms"))
    case "altcorrection1", "altcorrection2":
      kind = .alternativeCorrection(
        word: try text("word"), corrections: try texts("corrections"),
        typos: type.hasSuffix("1") ? 1 : 2)
    case "placeholder":
      let token = try text("placeholder")
      guard token.hasPrefix("<"), token.hasSuffix(">"), token.count > 2 else {
        throw fail("placeholder", "expected a token in angle brackets like \"<Street>\"")
      }
      kind = .placeholder(placeholder: token, replacements: try texts("replacements"))
    default:
      throw fail(
        "type",
        "unknown synonym type \"\(type)\" (expected synonym, oneWaySynonym, altCorrection1, "
          + "altCorrection2 or placeholder)")
    }
  }

  /// Decodes an exported array of synonyms (`NAME_synonyms.json`, or the `synonyms` member of a
  /// configuration file).
  ///
  /// - Parameters:
  ///   - json: the array.
  ///   - path: the array's own path in its document (`""` for a whole file, `synonyms`).
  ///   - file: the file errors name.
  /// - Returns: the synonyms in order.
  /// - Throws: ``LocalLoadError`` naming the element's path (`synonyms[2].type`).
  public static func list(json: JSON, path: String = "", file: String = "synonyms") throws
    -> [Synonym]
  {
    guard let array = json.arrayValue else {
      throw LocalLoadError(
        file: file, key: path.isEmpty ? nil : path, reason: "expected an array of synonyms")
    }
    return try array.enumerated().map { index, element in
      try Synonym(json: element, path: "\(path)[\(index)]", file: file)
    }
  }

  /// The synonym in the export shape, with Algolia's type names.
  public var json: JSON {
    var object: JSONObject = ["objectID": .string(objectID)]
    func strings(_ values: [String]) -> JSON { .array(values.map { .string($0) }) }
    switch kind {
    case .regular(let synonyms):
      object["type"] = "synonym"
      object["synonyms"] = strings(synonyms)
    case .oneWay(let input, let synonyms):
      object["type"] = "oneWaySynonym"
      object["input"] = .string(input)
      object["synonyms"] = strings(synonyms)
    case .alternativeCorrection(let word, let corrections, let typos):
      object["type"] = .string("altCorrection\(typos)")
      object["word"] = .string(word)
      object["corrections"] = strings(corrections)
    case .placeholder(let placeholder, let replacements):
      object["type"] = "placeholder"
      object["placeholder"] = .string(placeholder)
      object["replacements"] = strings(replacements)
    }
    return .object(object)
  }
}
