import InstantSearchCore
import InstantSearchLocal
import Testing

@testable import InstantSearchREPL

@Suite("click N and convert N send Insights events on the hits shown")
@MainActor
struct InsightsSessionTests {
  @Test("the local engine logs a click with the hit's position and the search's query ID")
  func local() async throws {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    _ = try await session.open(
      service: LocalClient.demo(count: 200), sourceName: "the demo", primaries: [], notes: [],
      indexName: "products")
    #expect(session.stack?.tracker == nil, "a service alone names no events API")
    let engine = LocalClient.demo(count: 200)
    _ = try await session.open(
      service: engine, sourceName: "the demo", primaries: [], notes: [],
      indexName: "products", insights: LocalInsightsService(engine: engine))
    #expect(await session.execute("search phone") == .succeeded)
    #expect(await session.execute("next") == .succeeded)
    #expect(await session.execute("click 22") == .succeeded)
    #expect(await session.execute("convert 22") == .succeeded)
    let stack = try #require(session.stack)
    let log = try #require(stack.tracker?.tracker.insights.service as? LocalInsightsService)
    let response = try #require(stack.hits.response)
    #expect(log.events.map(\.kind) == [.click, .conversion])
    #expect(log.events[0].positions == [22] && log.events[1].positions == nil)
    #expect(log.events.allSatisfy { $0.queryID == response.queryID && $0.queryID != nil })
    #expect(log.events[0].objectIDs == [response.hits[1].objectID ?? ""])
    #expect(transcript.output.contains("logged click \"Hit Clicked\" on "))
    #expect(await session.execute("click 3") == .failed)
    #expect(transcript.errors.contains("click: no hit 3 on this page (it has 21 to 40)"))
    #expect(await session.execute("click") == .failed)
    #expect(log.events.count == 2)
  }

  @Test("open demo names the engine's log; --json gives the event")
  func demoJSON() async throws {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: true))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    #expect(await session.execute("click 1") == .succeeded)
    #expect(transcript.output.contains(#""event":{"eventType":"click","eventName":"Hit Clicked""#))
    #expect(transcript.output.contains(#""positions":[1],"queryID":""#))
  }
}
