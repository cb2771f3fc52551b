#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Hit {
  /// Decodes the hit into your own `Decodable` record type.
  ///
  /// ```swift
  /// struct Movie: Decodable { let objectID: String; let title: String; let year: Int }
  /// let movies = try response.hits.map { try $0.decode(Movie.self) }
  /// ```
  /// - Parameter type: the record type.
  /// - Returns: the record.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member that did not fit.
  public func decode<Record: Decodable>(_ type: Record.Type = Record.self) throws(SearchError)
    -> Record
  {
    let data = Data(JSONWriter().bytes(.object(json)))
    do {
      return try JSONDecoder().decode(Record.self, from: data)
    } catch let error as DecodingError {
      throw Hit.searchError(error)
    } catch {
      throw .decoding(path: "$", reason: "\(error)")
    }
  }

  private static func searchError(_ error: DecodingError) -> SearchError {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.reduce("") { path, key in
        if let index = key.intValue { return path + "[\(index)]" }
        return JSONFieldReader.join(path, key.stringValue)
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
