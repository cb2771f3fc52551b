import Testing

@testable import InstantSearchCore

@Suite("URL encoding with the ASCII unreserved set, read back by the decoder")
struct URLEncodingTests {
  @Test(
    "A space is %20, or + in form encoding; every other byte outside the set is %XX",
    arguments: [
      ("a-b_c.d~e", "a-b_c.d~e", "a-b_c.d~e"),
      (
        "my movies/ü#?&+*", "my%20movies%2F%C3%BC%23%3F%26%2B%2A",
        "my+movies%2F%C3%BC%23%3F%26%2B%2A"
      ),
      ("100% 日本", "100%25%20%E6%97%A5%E6%9C%AC", "100%25+%E6%97%A5%E6%9C%AC"),
      ("", "", ""),
    ])
  func encode(raw: String, encoded: String, form: String) {
    #expect(URLEncoding.encode(raw) == encoded)
    #expect(URLEncoding.encode(raw, spaceAsPlus: true) == form)
  }

  @Test("Parameters in order, values other than strings as JSON text, and read back")
  func parameters() throws {
    let parameters: JSONObject = [
      "query": "star wars & co", "hitsPerPage": 5, "facets": ["genre", "année"],
      "filters": "price < 10", "": "empty name", "clickAnalytics": true,
    ]
    let text = URLEncoding.parameters(parameters, spaceAsPlus: true)
    #expect(
      text == "query=star+wars+%26+co&hitsPerPage=5&facets=%5B%22genre%22%2C%22ann%C3%A9e%22%5D"
        + "&filters=price+%3C+10&=empty+name&clickAnalytics=true")
    #expect(URLEncoding.parameters(parameters).hasPrefix("query=star%20wars%20%26%20co&"))
    let read = Query.parameters(fromURLEncoded: text)
    #expect(read.keys == parameters.keys)
    #expect(read["query"] == "star wars & co")
    #expect(read["facets"] == #"["genre","année"]"#)
    #expect(read["hitsPerPage"] == "5")
    #expect(URLEncoding.parameters([:]) == "")
  }
}
