import Foundation
import Glibc
import InstantSearchCore
import InstantSearchServer
import Testing

@Suite("Bad requests get Algolia-shaped errors and the server keeps serving")
struct BadRequestTests {
  @Test(
    "Malformed JSON, wrong types, unknown paths and actions are 4xx with a message",
    arguments: [
      ("POST", "/1/indexes/movies/query", #"{"query": "#, 400, "Invalid JSON in the body"),
      ("POST", "/1/indexes/movies/batch", #"[1, 2]"#, 400, "must be a JSON object"),
      (
        "POST", "/1/indexes/movies/batch", #"{"requests": [{"action": "addObject", "body": 3}]}"#,
        400, "requests[0].body: a record must be a JSON object"
      ),
      (
        "POST", "/1/indexes/movies/batch", #"{"requests": [{"action": "explode"}]}"#, 400,
        "unknown action"
      ),
      (
        "POST", "/1/indexes/movies/m1/partial", #"{"n": {"_operation": "Triple", "value": 1}}"#,
        400, "unknown _operation"
      ),
      (
        "PUT", "/1/indexes/movies/settings", #"{"customRanking": "desc(year)"}"#, 400,
        "customRanking"
      ),
      ("GET", "/1/indexes/movies/task/soon", nil, 400, "taskID must be an integer"),
      ("GET", "/2/everything", nil, 404, "No route for GET /2/everything"),
      ("POST", "/1/indexes/movies/query", #"{"query": "x"}"#, 404, "Index movies does not exist"),
      // A name holding a slash (sent escaped), a NUL or a leading dot names no index.
      ("GET", "/1/indexes/a%2Fb/settings", nil, 400, #"Invalid index name "a/b""#),
      ("GET", "/1/indexes/a%00b/settings", nil, 400, "Invalid index name"),
      ("GET", "/1/indexes/.instantsearch/settings", nil, 400, "Invalid index name"),
    ] as [(String, String, String?, Int, String)])
  func refused(
    method: String, path: String, body: String?, status: Int, message: String
  ) async throws {
    let harness = try ServerHarness()
    let answer = try await harness.send(method, path, body)
    #expect(answer.status == status)
    #expect(answer.body["status"]?.intValue == status)
    let text = try #require(answer.body["message"]?.stringValue)
    #expect(text.contains(message), "\(text)")
    // Still serving.
    #expect(try await harness.send("GET", "/1/indexes").status == 200)
  }

  @Test("A body over the limit is 413 before it is read, and the server keeps serving")
  func hugeBody() async throws {
    var limits = SearchServer.Limits()
    limits.maxBodyBytes = 1024
    let harness = try ServerHarness(limits: limits)
    let big = #"{"query": ""# + String(repeating: "a", count: 5000) + #""}"#
    let answer = try await harness.send("POST", "/1/indexes/movies/query", big)
    #expect(answer.status == 413)
    #expect(answer.body["message"] == "Request body too large: the limit is 1024 bytes")
    #expect(try await harness.send("GET", "/1/indexes").status == 200)
  }

  @Test("A client that sends half a request does not hold up the others")
  func slowClient() async throws {
    let harness = try ServerHarness()
    let socket = try #require(RawHTTP.connect(port: harness.port))
    defer { close(socket) }
    let partial = Array("POST /1/indexes/movies/query HTTP/1.1\r\nHost: x\r\nContent-Le".utf8)
    _ = partial.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    for _ in 0..<3 {
      #expect(try await harness.send("GET", "/1/indexes").status == 200)
    }
  }

  @Test(
    "Keys: none or a wrong one is 403 invalid; the search key may not write, list or read settings")
  func keys() async throws {
    let harness = try ServerHarness()
    #expect(try await harness.send("POST", "/1/indexes/m", #"{"a": 1}"#).status == 201)
    let wrong = try await harness.send("GET", "/1/indexes", key: "guess")
    #expect(wrong.status == 403)
    #expect(wrong.body["message"] == "Invalid Application-ID or API key")
    for (method, path, body) in [
      ("GET", "/1/indexes", nil), ("GET", "/1/indexes/m/settings", nil),
      ("POST", "/1/indexes/m/clear", "{}"), ("PUT", "/1/indexes/m/x", #"{"a": 1}"#),
    ] as [(String, String, String?)] {
      let answer = try await harness.send(method, path, body, key: ServerHarness.searchKey)
      #expect(answer.status == 403, "\(method) \(path)")
      #expect(answer.body["message"] == "Method not allowed with this API key")
    }
    harness.engine.waitUntilPublished()
    let searched = try await harness.send(
      "POST", "/1/indexes/m/query", #"{"query": ""}"#, key: ServerHarness.searchKey)
    #expect(searched.status == 200)
    #expect(searched.body["nbHits"] == 1)
  }
}
