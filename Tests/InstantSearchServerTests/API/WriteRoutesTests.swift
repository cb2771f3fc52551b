import InstantSearchServer
import Testing

/// Which requests the server answers off its daemons' threads: every route that logs a write,
/// and none of the searches.
@Suite("The routes that may write")
struct WriteRoutesTests {
  @Test(
    "every write route is taken for a write",
    arguments: [
      ("POST", "/1/indexes/shop"), ("DELETE", "/1/indexes/shop"), ("POST", "/1/indexes/*/batch"),
      ("POST", "/1/indexes/shop/batch"), ("POST", "/1/indexes/shop/deleteByQuery"),
      ("POST", "/1/indexes/shop/clear"), ("PUT", "/1/indexes/shop/settings"),
      ("POST", "/1/indexes/shop/settings"), ("POST", "/1/indexes/shop/operation"),
      ("PUT", "/1/indexes/shop/a"), ("DELETE", "/1/indexes/shop/a"),
      ("POST", "/1/indexes/shop/a/partial"), ("POST", "/1/indexes/shop/synonyms/batch"),
      ("POST", "/1/indexes/shop/rules/clear"), ("PUT", "/1/indexes/shop/rules/r1"),
      ("DELETE", "/1/indexes/shop/synonyms/s1"),
    ])
  func writes(method: String, path: String) {
    #expect(
      Router.mayWrite(method: method, segments: ServerRequest(method: method, path: path).segments))
  }

  @Test(
    "no read is taken for a write",
    arguments: [
      ("POST", "/1/indexes/shop/query"), ("POST", "/1/indexes/*/queries"),
      ("POST", "/1/indexes/*/objects"), ("POST", "/1/indexes/shop/browse"),
      ("GET", "/1/indexes/shop/browse"), ("POST", "/1/indexes/shop/facets/brand/query"),
      ("POST", "/1/indexes/shop/synonyms/search"), ("POST", "/1/indexes/shop/rules/search"),
      ("POST", "/1/events"), ("GET", "/1/indexes"), ("GET", "/1/indexes/shop/settings"),
      ("GET", "/1/indexes/shop/a"), ("GET", "/1/indexes/shop/task/12"),
      ("OPTIONS", "/1/indexes/shop/a"),
    ])
  func reads(method: String, path: String) {
    #expect(
      !Router.mayWrite(method: method, segments: ServerRequest(method: method, path: path).segments)
    )
  }
}
