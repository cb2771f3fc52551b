import InstantSearchCore
import InstantSearchServer
import Testing

@Suite("A response's body, held as a value or as its text")
struct ServerResponseTests {
  static let value: JSON = ["hits": [["objectID": "1", "name": "Crème \"brûlée\""]], "nbHits": 1]

  @Test("a body given as text is sent as it is, and read as the value it writes")
  func text() {
    let written = JSONWriter().bytes(Self.value)
    let response = ServerResponse(status: 201, text: written)
    #expect(response.text == written)
    #expect(response.body == Self.value)
    #expect(response == ServerResponse(status: 201, Self.value))
    #expect(response != ServerResponse(status: 200, Self.value))
    #expect(ServerResponse(Self.value).text == written)
  }

  @Test("a body set anew replaces the text")
  func replaced() {
    var response = ServerResponse(text: JSONWriter().bytes(Self.value))
    response.body = ["nbHits": 0]
    #expect(response.text == Array(#"{"nbHits":0}"#.utf8))
  }
}
