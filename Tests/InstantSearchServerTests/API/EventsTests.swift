import Foundation
import InstantSearchCore
import Testing

@Suite("POST /1/events takes Insights events as the Insights API checks them")
struct EventsTests {
  /// A click after a search, as the Hits Tracker sends it.
  static let click =
    #"{"eventType": "click", "eventName": "Hit Clicked", "index": "films", "userToken": "user-1", "objectIDs": ["f1"], "positions": [2], "queryID": "q1"}"#

  @Test("Valid events are answered 200 OK, with the search key too")
  func accepted() async throws {
    let harness = try ServerHarness()
    let view =
      #"{"eventType": "view", "eventName": "Seen", "index": "films", "userToken": "u", "filters": ["genre:drama"]}"#
    let answer = try await harness.send(
      "POST", "/1/events", #"{"events": [\#(Self.click), \#(view)]}"#,
      key: ServerHarness.searchKey)
    #expect(answer.status == 200)
    #expect(answer.body == ["status": 200, "message": "OK"])
    let noKey = try await harness.send("POST", "/1/events", #"{"events": []}"#, key: "wrong")
    #expect(noKey.status == 403)
  }

  @Test(
    "A bad body or event is a 400 or 422 naming what is wrong and where",
    arguments: [
      (#"{"events": "#, 400, "Invalid JSON in the body"),
      (#"[1]"#, 400, "must be a JSON object"),
      (#"{}"#, 422, "Missing events"),
      (#"{"events": {}}"#, 422, "expected an array of events"),
      (#"{"events": []}"#, 422, "events must hold 1 to 1000 events, found 0"),
      (
        #"{"events": [\#(click), {"eventName": "x", "index": "films", "userToken": "u", "objectIDs": ["1"]}]}"#,
        422, "Missing events[1].eventType"
      ),
      (
        #"{"events": [{"eventType": "tap", "eventName": "x", "index": "films", "userToken": "u", "objectIDs": ["1"]}]}"#,
        422, "expected click, conversion or view"
      ),
      (
        #"{"events": [{"eventType": "click", "eventName": "x", "index": "films", "objectIDs": ["1"]}]}"#,
        422, "Missing events[0].userToken"
      ),
      (
        #"{"events": [{"eventType": "click", "eventName": "x", "userToken": "u", "objectIDs": ["1"]}]}"#,
        422, "Missing events[0].index"
      ),
      (
        #"{"events": [{"eventType": "click", "eventName": "x", "index": "films", "userToken": "a b", "objectIDs": ["1"]}]}"#,
        422, "events[0]: Insights event: userToken must be"
      ),
    ] as [(String, Int, String)])
  func refused(body: String, status: Int, message: String) async throws {
    let harness = try ServerHarness()
    let answer = try await harness.send("POST", "/1/events", body)
    #expect(answer.status == status)
    #expect(answer.body["status"]?.intValue == status)
    let text = answer.body["message"]?.stringValue ?? ""
    #expect(text.contains(message), "\(text)")
  }

  @Test("Only POST reaches the events route")
  func onlyPost() async throws {
    let harness = try ServerHarness()
    let answer = try await harness.send("GET", "/1/events")
    #expect(answer.status == 404)
    #expect(answer.body["message"] == "No route for GET /1/events")
  }
}
