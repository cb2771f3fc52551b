import InstantSearchControllers
import InstantSearchCore
import InstantSearchLocal
import LineEditor

/// `show OBJECTID`: one record of the index searched now, in full, as JSON.
struct ShowCommand: SessionCommand {
  static let reference = CommandReference(
    "show", usage: "show OBJECTID",
    summary: "show one record in full, as JSON (the objectIDs are in the hits table)")

  /// The record's objectID.
  var objectID: String

}

extension ShowCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 1 else { throw arguments.usage("expected one objectID") }
    objectID = words[0].text
  }

  static func complete(_ context: CompletionContext) -> Completion {
    context.firstArgument(context.vocabulary.objectIDs)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let indexName = stack.searcher.indexName
    guard let record = try await Self.record(objectID, in: indexName, of: stack.searcher.service)
    else {
      throw SessionError("show: no record with objectID \"\(objectID)\" in \(indexName)")
    }
    let lines = record.serialized(pretty: true, sortedKeys: true)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.escaped(String($0)) }
    return Report(lines: lines, json: ["index": .string(indexName), "record": record])
  }

  /// The record `objectID` of `indexName`: read from the local engine, or found with an
  /// `objectID` filter through the service (the Algolia API filters on objectIDs).
  static func record(
    _ objectID: String, in indexName: String, of service: any SearchService
  ) async throws -> JSON? {
    if let local = service as? LocalClient {
      return try local.records(ofIndex: indexName).first {
        let id = $0["objectID"]
        return id?.stringValue == objectID || (id?.stringValue == nil && id?.jsonString == objectID)
      }
    }
    var query = Query()
    query.filters = Filter.Facet(attribute: "objectID", value: .string(objectID)).description
    query.hitsPerPage = 1
    let response = try await service.search(IndexedQuery(indexName: indexName, query: query))
    guard var object = response.hits.first?.json else { return nil }
    for key in object.keys where key.hasPrefix("_") && key != "_tags" { object[key] = nil }
    return .object(object)
  }
}
