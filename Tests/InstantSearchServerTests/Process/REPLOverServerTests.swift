import Foundation
import InstantSearchClient
import InstantSearchTestSupport
import Testing

@Suite("The REPL opens the server like any Algolia host")
struct REPLOverServerTests {
  @Test("Searches and clicks through --host, with the admin key from the environment")
  func searchesThroughHost() async throws {
    let data = try datasetFolder([
      "movies.json":
        #"[{"objectID": "1", "title": "Star Wars"}, {"objectID": "2", "title": "Heat"}]"#
    ])
    defer { try? FileManager.default.removeItem(atPath: data) }
    let server = try ServeProcess(folder: data)
    let run = try await ProductRun.run(
      ProductsDirectory.executable("instantsearch"),
      arguments: ["--host", "http://127.0.0.1:\(server.port)", "--index", "movies"],
      input: "search star\nclick 1\n",
      environment: ["ALGOLIA_APP_ID": "local", "ALGOLIA_API_KEY": ServerHarness.adminKey])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("2 records in movies"), "\(run.output)")
    #expect(run.output.contains("1 hit"), "\(run.output)")
    #expect(run.output.contains("Star Wars"))
    // The REPL's Hits Tracker posts its click to /1/events on the --host server.
    #expect(
      run.output.contains("sent click \"Hit Clicked\" on 1 (hit 1) in movies"), "\(run.output)")
    #expect(server.stop(SIGINT) == 0)
  }
}
