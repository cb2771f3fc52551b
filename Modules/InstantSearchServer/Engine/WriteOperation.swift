import InstantSearchCore

/// One change to the indices, as the log stores it and the publisher applies it. A request's
/// operations share one task and one log entry, so a batch is applied whole or not at all.
enum WriteOperation: Sendable, Equatable {
  /// Adds or replaces a record (its `objectID` is set).
  case save(index: String, record: JSONObject)
  /// Changes some attributes of a record (`_operation` values included); creates the record
  /// when it is missing and `create` is set.
  case partial(index: String, objectID: String, attributes: JSONObject, create: Bool)
  /// Deletes a record, if present.
  case delete(index: String, objectID: String)
  /// Deletes the records that search parameters match.
  case deleteBy(index: String, parameters: JSON)
  /// Deletes every record, keeping the settings.
  case clear(index: String)
  /// Replaces the settings named in `settings`, on the replicas too when `forward` is set.
  case setSettings(index: String, settings: JSONObject, forward: Bool)
  /// Copies records and settings (or only the scopes named) to another index.
  case copy(index: String, destination: String, scope: [String]?)
  /// Renames an index, replacing the destination.
  case move(index: String, destination: String)
  /// Deletes an index.
  case deleteIndex(index: String)
  /// Saves synonyms or rules (replacing those with the same objectIDs, or all when `replace`),
  /// on the replicas too when `forward` is set.
  case saveExtras(kind: ExtraKind, index: String, items: [JSON], replace: Bool, forward: Bool)
  /// Deletes one synonym or rule (`objectID`), or all of them (nil).
  case deleteExtras(kind: ExtraKind, index: String, objectID: String?, forward: Bool)

  /// The index the operation changes first.
  var index: String {
    switch self {
    case .save(let index, _), .partial(let index, _, _, _), .delete(let index, _),
      .deleteBy(let index, _), .clear(let index), .setSettings(let index, _, _),
      .copy(let index, _, _), .move(let index, _), .deleteIndex(let index),
      .saveExtras(_, let index, _, _, _), .deleteExtras(_, let index, _, _):
      return index
    }
  }

  /// The operation as a log record.
  var json: JSON {
    switch self {
    case .save(let index, let record):
      return ["op": "save", "index": .string(index), "record": .object(record)]
    case .partial(let index, let objectID, let attributes, let create):
      return [
        "op": "partial", "index": .string(index), "objectID": .string(objectID),
        "attributes": .object(attributes), "create": .bool(create),
      ]
    case .delete(let index, let objectID):
      return ["op": "delete", "index": .string(index), "objectID": .string(objectID)]
    case .deleteBy(let index, let parameters):
      return ["op": "deleteBy", "index": .string(index), "parameters": parameters]
    case .clear(let index):
      return ["op": "clear", "index": .string(index)]
    case .setSettings(let index, let settings, let forward):
      return [
        "op": "setSettings", "index": .string(index), "settings": .object(settings),
        "forward": .bool(forward),
      ]
    case .copy(let index, let destination, let scope):
      return [
        "op": "copy", "index": .string(index), "destination": .string(destination),
        "scope": scope.map { .array($0.map(JSON.string)) } ?? .null,
      ]
    case .move(let index, let destination):
      return ["op": "move", "index": .string(index), "destination": .string(destination)]
    case .deleteIndex(let index):
      return ["op": "deleteIndex", "index": .string(index)]
    case .saveExtras(let kind, let index, let items, let replace, let forward):
      return [
        "op": "saveExtras", "kind": .string(kind.rawValue), "index": .string(index),
        "items": .array(items), "replace": .bool(replace), "forward": .bool(forward),
      ]
    case .deleteExtras(let kind, let index, let objectID, let forward):
      return [
        "op": "deleteExtras", "kind": .string(kind.rawValue), "index": .string(index),
        "objectID": objectID.map(JSON.string) ?? .null, "forward": .bool(forward),
      ]
    }
  }

  /// Reads a log record back.
  /// - Throws: ``APIError`` when the record is not one this version writes.
  init(json: JSON) throws {
    let fail = APIError(500, "unreadable log record: \(json.jsonString.prefix(200))")
    guard let op = json["op"]?.stringValue, let index = json["index"]?.stringValue else {
      throw fail
    }
    let destination = json["destination"]?.stringValue
    switch op {
    case "save":
      guard let record = json["record"]?.objectValue else { throw fail }
      self = .save(index: index, record: record)
    case "partial":
      guard let objectID = json["objectID"]?.stringValue,
        let attributes = json["attributes"]?.objectValue
      else { throw fail }
      self = .partial(
        index: index, objectID: objectID, attributes: attributes,
        create: json["create"]?.boolValue ?? true)
    case "delete":
      guard let objectID = json["objectID"]?.stringValue else { throw fail }
      self = .delete(index: index, objectID: objectID)
    case "deleteBy": self = .deleteBy(index: index, parameters: json["parameters"] ?? [:])
    case "clear": self = .clear(index: index)
    case "setSettings":
      guard let settings = json["settings"]?.objectValue else { throw fail }
      self = .setSettings(
        index: index, settings: settings, forward: json["forward"]?.boolValue ?? false)
    case "copy":
      guard let destination else { throw fail }
      let scope = json["scope"]?.arrayValue?.compactMap(\.stringValue)
      self = .copy(index: index, destination: destination, scope: scope)
    case "move":
      guard let destination else { throw fail }
      self = .move(index: index, destination: destination)
    case "deleteIndex": self = .deleteIndex(index: index)
    case "saveExtras", "deleteExtras":
      guard let kind = json["kind"]?.stringValue.flatMap(ExtraKind.init(rawValue:)) else {
        throw fail
      }
      let forward = json["forward"]?.boolValue ?? false
      if op == "deleteExtras" {
        let objectID = json["objectID"]?.stringValue
        self = .deleteExtras(kind: kind, index: index, objectID: objectID, forward: forward)
      } else {
        self = .saveExtras(
          kind: kind, index: index, items: json["items"]?.arrayValue ?? [],
          replace: json["replace"]?.boolValue ?? false, forward: forward)
      }
    default: throw fail
    }
  }
}
