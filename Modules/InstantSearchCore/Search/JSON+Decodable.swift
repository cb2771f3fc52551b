#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSON {
  /// Decodes the value into your own `Decodable` type (a hit's record, a rule's `userData`).
  ///
  /// The value is written as JSON text and read back with `JSONDecoder`, so it costs one write
  /// and one parse of the value: fine for a hit or a rule's data, not for a whole response.
  /// - Parameter type: the type to decode.
  /// - Returns: the decoded value.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member that did not fit
  ///   (`price: expected Double`), `$` for the value itself.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws(SearchError)
    -> Value
  {
    let data = Data(JSONWriter().bytes(self))
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw JSON.searchError(error)
    } catch {
      throw .decoding(path: "$", reason: "\(error)")
    }
  }

  private static func searchError(_ error: DecodingError) -> SearchError {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.reduce("") { path, key in
        if let index = key.intValue { return path + "[\(index)]" }
        return JSONPath.join(path, key.stringValue)
      }
      return text.isEmpty ? "$" : text
    }
    switch error {
    case .typeMismatch(let type, let context):
      return .decoding(path: path(context.codingPath), reason: "expected \(type)")
    case .valueNotFound(let type, let context):
      return .decoding(path: path(context.codingPath), reason: "expected \(type), found null")
    case .keyNotFound(let key, let context):
      return .decoding(path: path(context.codingPath + [key]), reason: "missing")
    case .dataCorrupted(let context):
      return .decoding(path: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .decoding(path: "$", reason: "\(error)")
    }
  }
}
