import Testing

@testable import InstantSearchClient

@Suite("Path segments are encoded with the ASCII unreserved set")
struct PathEncodingTests {
  @Test(
    "One segment",
    arguments: [
      ("movies", "movies"),
      ("my movies/ü é#?&+*", "my%20movies%2F%C3%BC%20%C3%A9%23%3F%26%2B%2A"),
      ("categories.lvl0 & co", "categories.lvl0%20%26%20co"),
      ("a-b_c.d~e", "a-b_c.d~e"),
      ("日本", "%E6%97%A5%E6%9C%AC"),
      ("100%", "100%25"),
    ])
  func segment(raw: String, encoded: String) {
    #expect(PathEncoding.segment(raw) == encoded)
  }

  @Test("A path joins encoded segments")
  func path() {
    #expect(PathEncoding.path(["1", "indexes", "a/b", "query"]) == "/1/indexes/a%2Fb/query")
  }
}
