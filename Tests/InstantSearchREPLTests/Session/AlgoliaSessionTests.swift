import Foundation
import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport
import Testing

@testable import InstantSearchREPL

/// The real-API path end to end: the session's HTTP client talks to a loopback server that
/// answers Algolia's REST API from the local engine's JSON API.
@Suite("Sessions against the Algolia API")
@MainActor
struct AlgoliaSessionTests {
  private static let environment = [
    "ALGOLIA_APP_ID": "TESTAPP", "ALGOLIA_API_KEY": "sekret-key-42",
  ]

  /// A server that answers list-indices and multiple-queries from a small demo engine.
  private func server() throws -> LoopbackServer {
    let engine = LocalClient.demo(count: 300)
    return try LoopbackServer { request in
      do {
        switch (request.method, request.path) {
        case ("GET", "/1/indexes"):
          return .json(engine.listIndicesJSON().jsonString)
        case ("POST", "/1/indexes/*/queries"):
          let body = try JSON(parsing: request.bodyText)
          return .json(try engine.multipleQueries(body).jsonString)
        case ("POST", "/1/events"):
          return .json(#"{"status":200,"message":"OK"}"#)
        default:
          return .error(404, "no route \(request.method) \(request.path)")
        }
      } catch let error as SearchError {
        return .error(error.status ?? 500, error.message)
      } catch {
        return .error(400, "\(error)")
      }
    }
  }

  @Test("click N posts the click to the Insights API at the given host, with the query ID")
  func click() async throws {
    let server = try server()
    defer { server.stop() }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, environment: Self.environment))
    let status = await REPL(
      session: session,
      reader: .scripted(lines: [
        "connect algolia --host http://127.0.0.1:\(server.port)", "search phone", "click 2",
      ])
    ).run()
    #expect(status == 0)
    let posted = try #require(server.requests.first { $0.path == "/1/events" })
    let event = try #require(try JSON(parsing: posted.bodyText)["events"]?[0])
    let hits = try #require(session.stack?.hits.response)
    #expect(event["eventType"] == "click" && event["positions"] == [2])
    #expect(event["queryID"]?.stringValue == hits.queryID && hits.queryID != nil)
    #expect(event["objectIDs"] == [JSON.string(hits.hits[1].objectID ?? "")])
    #expect(transcript.output.contains("sent click \"Hit Clicked\" on "))
  }

  @Test("connect algolia --host searches through HTTP, sorts and facets; the key stays secret")
  func session() async throws {
    let server = try server()
    defer { server.stop() }
    let transcript = Transcript()
    let session = Session(
      configuration: .testing(transcript, environment: Self.environment))
    let status = await REPL(
      session: session,
      reader: .scripted(lines: [
        "connect algolia --host http://127.0.0.1:\(server.port)",
        "search phone",
        "indices",
        "sort 2",
        "facets brand",
      ])
    ).run()
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(
      output.contains(
        "opened Algolia application TESTAPP at http://127.0.0.1:\(server.port): 300 records in products"
      ))
    #expect(output.contains("query \"phone\""))
    #expect(output.contains("* 1  products\n"))
    #expect(output.contains("sorted by products_price_asc"))
    #expect(output.contains("index products_price_asc"))
    #expect(!output.contains("sekret-key-42"))

    let requests = server.requests
    #expect(requests.contains { $0.method == "GET" && $0.path == "/1/indexes" })
    let queries = requests.filter { $0.path == "/1/indexes/*/queries" }
    #expect(queries.count >= 3)
    #expect(queries.allSatisfy { $0.header("X-Algolia-API-Key") == "sekret-key-42" })
    #expect(queries.allSatisfy { $0.header("X-Algolia-Application-Id") == "TESTAPP" })
    #expect(queries.contains { $0.bodyText.contains("products_price_asc") })
  }

  @Test("An unreachable host is an error; the session keeps what was open")
  func unreachable() async throws {
    let closed = try ClosedPort()
    let folder = try ShopFolder()
    defer { folder.remove() }
    let transcript = Transcript()
    let session = Session(
      configuration: .testing(transcript, environment: Self.environment))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    let status = await REPL(
      session: session,
      reader: .scripted(lines: ["connect algolia --host http://127.0.0.1:\(closed.port)", "hat"])
    ).run()
    #expect(status == 1)
    #expect(transcript.errors.hasPrefix("error: connect: Unreachable hosts: "))
    #expect(!transcript.errors.contains("sekret-key-42"))
    #expect(transcript.output.contains("2 hits"))
    #expect(session.currentIndexName == "shop")
  }

  @Test("Without credentials in the environment, connect says what to set")
  func missingCredentials() async {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.execute("connect algolia --host http://127.0.0.1:9") == .failed)
    #expect(
      transcript.errors
        == "error: connect: set ALGOLIA_APP_ID and ALGOLIA_API_KEY in the environment "
        + "(keys are never typed or passed as arguments)\n")
  }

  @Test("A bad host URL is refused before anything is sent")
  func badHost() async {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, environment: Self.environment))
    #expect(await session.execute("connect algolia --host ftp://x") == .failed)
    #expect(
      transcript.errors == "error: connect: host \"ftp://x\": the scheme must be http or https\n")
  }
}

@Suite("Interrupting a running command", .timeLimit(.minutes(10)))
@MainActor
struct InterruptTests {
  @Test("Ctrl-C cancels a search waiting on a slow host; the session goes on")
  func interruptSlowSearch() async throws {
    let engine = LocalClient.demo(count: 50)
    let slow = try LoopbackServer { request in
      if request.path == "/1/indexes" { return .json(engine.listIndicesJSON().jsonString) }
      return LoopbackReply.json(#"{"results":[]}"#).delayed(by: .seconds(3600))
    }
    defer { slow.stop() }
    let transcript = Transcript()
    let pressed = Locked(false)
    var configuration = SessionConfiguration.testing(
      transcript, environment: ["ALGOLIA_APP_ID": "A", "ALGOLIA_API_KEY": "K"])
    // The user presses Ctrl-C once, after the search was sent (and hangs).
    configuration.interruptRequested = {
      guard slow.requests.contains(where: { $0.path.hasSuffix("/queries") }) else { return false }
      return pressed.withLock { wasPressed in
        defer { wasPressed = true }
        return !wasPressed
      }
    }
    let session = Session(configuration: configuration)
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await session.execute("connect algolia --host http://127.0.0.1:\(slow.port)")
    #expect(outcome == .failed)
    // Far less than the hour the host takes: a whole loaded test run can hold the threads for
    // minutes, but not for an hour, and the suite's time limit ends a wait that was not cancelled.
    #expect(clock.now - start < .seconds(600))
    #expect(transcript.errors == "cancelled\n")
    #expect(await session.execute("help quit") == .succeeded)
  }
}
