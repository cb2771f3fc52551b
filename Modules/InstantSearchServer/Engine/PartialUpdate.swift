import InstantSearchCore

/// Algolia's partial update: attributes replace the record's, except values that are built-in
/// operations, `{"_operation": "Increment", "value": 1}` (and `Decrement`, `Add`, `Remove`,
/// `AddUnique`, `IncrementFrom`, `IncrementSet`).
enum PartialUpdate {
  /// The operations understood.
  static let operations: Set<String> = [
    "Increment", "Decrement", "Add", "Remove", "AddUnique", "IncrementFrom", "IncrementSet",
  ]

  /// Checks the attributes before anything is logged.
  /// - Throws: ``APIError`` 400 naming the attribute whose operation is unknown or malformed.
  static func validate(_ attributes: JSONObject) throws {
    for (name, value) in attributes {
      guard let operation = value["_operation"] else { continue }
      guard let text = operation.stringValue, operations.contains(text) else {
        throw APIError(400, "\(name): unknown _operation \(operation.jsonString)")
      }
      guard let argument = value["value"] else {
        throw APIError(400, "\(name): _operation \(text) needs a value")
      }
      if text.hasPrefix("Increment") || text == "Decrement", argument.doubleValue == nil {
        throw APIError(400, "\(name): _operation \(text) needs a number")
      }
    }
  }

  /// Applies the attributes to a record.
  static func apply(_ attributes: JSONObject, to record: JSONObject) -> JSONObject {
    var record = record
    for (name, value) in attributes where name != "objectID" {
      guard let operation = value["_operation"]?.stringValue, let argument = value["value"] else {
        record[name] = value
        continue
      }
      record[name] = update(record[name], operation, argument)
    }
    return record
  }

  private static func update(_ current: JSON?, _ operation: String, _ argument: JSON) -> JSON {
    let number = argument.doubleValue ?? 0
    let array = current?.arrayValue ?? (current.map { [$0] } ?? [])
    switch operation {
    case "Increment": return .number((current?.doubleValue ?? 0) + number)
    case "Decrement": return .number((current?.doubleValue ?? 0) - number)
    case "IncrementFrom":
      // Only when the stored value is the one given (or absent and 0): optimistic locking.
      return (current?.doubleValue ?? 0) == number ? .number(number + 1) : current ?? .null
    case "IncrementSet":
      return (current?.doubleValue ?? 0) < number ? .number(number) : current ?? .null
    case "Add": return .array(array + [argument])
    case "AddUnique": return .array(array.contains(argument) ? array : array + [argument])
    case "Remove": return .array(array.filter { $0 != argument })
    default: return current ?? .null
    }
  }
}
