import Foundation
import InstantSearchCore
import InstantSearchServer
import Testing

@testable import InstantSearchClient

/// Sends a write through the client's transporter (hosts, headers, retries), which has no typed
/// write API, and returns the answer.
private func write(_ client: Client, _ method: String, _ path: String, _ body: JSON) async throws
  -> JSON
{
  let data = try await client.transporter.execute(
    APIRequest(
      method: method, path: path, body: Data(JSONWriter().bytes(body)), callType: .write))
  return try JSON(parsing: [UInt8](data))
}

/// Polls the task until it is published, as the official clients' `waitForTask` does.
private func waitForTask(_ client: Client, _ index: String, _ answer: JSON) async throws {
  let task = try #require(answer["taskID"]?.intValue)
  for _ in 0..<1000 {
    let data = try await client.transporter.execute(
      APIRequest(method: "GET", path: "/1/indexes/\(index)/task/\(task)", callType: .read))
    if try JSON(parsing: [UInt8](data))["status"]?.stringValue == "published" { return }
    try await Task.sleep(for: .milliseconds(10))
  }
  Issue.record("task \(task) was never published")
}

private let movies: [JSON] = [
  ["objectID": "m0", "title": "Star Wars", "genre": "Science Fiction", "year": 1977],
  ["objectID": "m1", "title": "Star Trek", "genre": "Science Fiction", "year": 1979],
  ["objectID": "m2", "title": "The Matrix", "genre": "Science Fiction", "year": 1999],
  ["objectID": "m3", "title": "Amelie", "genre": "Comedy", "year": 2001, "rating": 8.3],
  ["objectID": "m4", "title": "Heat", "genre": "Crime", "year": 1995],
  ["objectID": "m5", "title": "Arrival", "genre": "Science Fiction", "year": 2016],
  ["objectID": "m6", "title": "Fargo", "genre": "Crime", "year": 1996],
]

@Suite("This project's Client against the server: the scenario of the Python client")
struct ClientScenarioTests {
  @Test("Save, search with filters and facets, multiple queries, browse, update, delete, replicas")
  func scenario() async throws {
    let harness = try ServerHarness()
    let admin = harness.client()
    let requests = movies.map { JSON.object(["action": "addObject", "body": $0]) }
    let saved = try await write(
      admin, "POST", "/1/indexes/movies/batch", ["requests": .array(requests)])
    #expect(saved["objectIDs"]?.arrayValue?.count == 7)
    try await waitForTask(admin, "movies", saved)
    try await waitForTask(
      admin, "movies",
      try await write(
        admin, "PUT", "/1/indexes/movies/settings?forwardToReplicas=true",
        ["attributesForFaceting": ["genre"], "replicas": ["movies_year_desc"]]))
    try await waitForTask(
      admin, "movies_year_desc",
      try await write(
        admin, "PUT", "/1/indexes/movies_year_desc/settings",
        ["ranking": ["desc(year)", "typo", "words", "proximity", "attribute", "exact", "custom"]]
      ))

    let search = harness.client(key: ServerHarness.searchKey)
    var query = Query("")
    query.filters = "year > 1990"
    query.facets = ["genre"]
    let filtered = try await search.search([IndexedQuery(indexName: "movies", query: query)])
    #expect(filtered.first?.nbHits == 5)
    #expect(filtered.first?.facets?["genre"] == ["Science Fiction": 2, "Crime": 2, "Comedy": 1])

    let both = try await search.search([
      IndexedQuery(indexName: "movies", query: Query("star")),
      IndexedQuery(indexName: "movies_year_desc", query: Query("")),
    ])
    #expect(both.map(\.nbHits) == [2, 7])
    #expect(both.last?.hits.first?.objectID == "m5")

    var browsed: [String] = []
    var body: JSON = ["hitsPerPage": 3]
    while true {
      let page = try await write(admin, "POST", "/1/indexes/movies/browse", body)
      browsed += (page["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
      guard let cursor = page["cursor"]?.stringValue else { break }
      body = ["cursor": .string(cursor)]
    }
    #expect(browsed == movies.compactMap { $0["objectID"]?.stringValue })
    try await updateAndDelete(harness, admin)
  }

  private func updateAndDelete(_ harness: ServerHarness, _ admin: Client) async throws {
    try await waitForTask(
      admin, "movies",
      try await write(
        admin, "POST", "/1/indexes/movies/m3/partial",
        ["rating": ["_operation": "Increment", "value": 1], "seen": true]))
    let amelie = try await harness.send("GET", "/1/indexes/movies/m3")
    #expect(amelie.body["rating"]?.doubleValue == 9.3)
    #expect(amelie.body["seen"] == true)

    try await waitForTask(
      admin, "movies", try await write(admin, "DELETE", "/1/indexes/movies/m4", [:]))
    #expect(try await harness.send("GET", "/1/indexes/movies/m4").status == 404)

    try await waitForTask(
      admin, "movies",
      try await write(
        admin, "PUT", "/1/indexes/movies/settings?forwardToReplicas=true",
        ["customRanking": ["desc(rating)"]]))
    let replica = try await harness.send("GET", "/1/indexes/movies_year_desc/settings")
    #expect(replica.body["customRanking"] == ["desc(rating)"])

    let search = harness.client(key: ServerHarness.searchKey)
    await #expect(
      throws: SearchError.http(status: 403, message: "Method not allowed with this API key")
    ) {
      _ = try await write(search, "POST", "/1/indexes/movies", ["title": "Nope"])
    }
    await #expect(throws: SearchError.http(status: 404, message: "Index nowhere does not exist")) {
      _ = try await search.search([IndexedQuery(indexName: "nowhere", query: Query("x"))])
    }
  }
}
