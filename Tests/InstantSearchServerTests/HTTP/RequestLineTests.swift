import Testing

@testable import InstantSearchServer

/// What the server reads off a request line and writes to its log: the path's segments decoded
/// one by one, and the time in tenths of a millisecond.
@Suite("A request's path and its log line")
struct RequestLineTests {
  @Test("each segment is percent-decoded on its own; one without an escape is kept as sent")
  func segments() {
    let encoded = ServerRequest(method: "POST", path: "/1/indexes/my%20movies/query")
    #expect(encoded.segments == ["1", "indexes", "my movies", "query"])
    let slash = ServerRequest(method: "GET", path: "/1/indexes/a%2Fb/settings")
    #expect(slash.segments == ["1", "indexes", "a/b", "settings"])
    let unicode = ServerRequest(method: "GET", path: "/1/indexes/caf%C3%A9")
    #expect(unicode.segments == ["1", "indexes", "café"])
    let plain = ServerRequest(method: "GET", path: "/1/indexes/products_price+asc")
    #expect(plain.segments == ["1", "indexes", "products_price+asc"])
    // A broken escape is left as it came (the index is then looked up by that name).
    let broken = ServerRequest(method: "GET", path: "/1/indexes/100%zz")
    #expect(broken.segments == ["1", "indexes", "100%zz"])
  }

  @Test("a query argument is decoded with + as a space; text without an escape is kept")
  func queryArguments() {
    #expect(ServerRequest.percentDecoded("a+b%20c", plusAsSpace: true) == "a b c")
    #expect(ServerRequest.percentDecoded("a+b", plusAsSpace: true) == "a b")
    #expect(ServerRequest.percentDecoded("a+b") == "a+b")
    #expect(ServerRequest.percentDecoded("caf%C3%A9%2B", plusAsSpace: true) == "café+")
    #expect(ServerRequest.percentDecoded("x-algolia-agent") == "x-algolia-agent")
    // A broken escape: the argument as it came, its + kept.
    #expect(ServerRequest.percentDecoded("1+100%zz", plusAsSpace: true) == "1+100%zz")
  }

  @Test("times are written with one decimal, rounded")
  func tenths() {
    #expect(RequestLog.tenths(0) == "0.0")
    #expect(RequestLog.tenths(0.04) == "0.0")
    #expect(RequestLog.tenths(1.44) == "1.4")
    #expect(RequestLog.tenths(1.46) == "1.5")
    #expect(RequestLog.tenths(9.96) == "10.0")
    #expect(RequestLog.tenths(1234.56) == "1234.6")
    #expect(RequestLog.tenths(.infinity) == "inf")
  }

  @Test("a quiet log counts every request by its status class")
  func quietCounts() {
    let log = RequestLog(quiet: true)
    for status in [200, 200, 404, 503] {
      log.record(method: "GET", path: "/1/indexes", status: status, milliseconds: 1.25)
    }
    #expect(log.summary.contains("served 4 requests"))
    #expect(log.summary.contains("(2xx 2, 4xx 1, 5xx 1), 1.3 ms on average"))
  }
}
