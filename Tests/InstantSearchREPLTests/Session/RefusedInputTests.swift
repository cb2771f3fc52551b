import Testing

@testable import InstantSearchREPL

/// Refused input changes nothing: after a refused search the last good query stays in force,
/// so the commands after it search with it.
@Suite("Refused input")
@MainActor
struct RefusedInputTests {
  @Test("after a query too long, filter add, sort and the stats use the previous query")
  func queryTooLong() async {
    let long = String(repeating: "a", count: 600)
    let (transcript, status) = await DemoSession.run([
      "search phone", "search \(long)", "filter add or:brand brand:Apple", "sort 2", "hits 1",
    ])
    #expect(status == 1)
    let errors = transcript.errors.split(separator: "\n")
    #expect(errors.count == 1, "\(transcript.errors)")
    #expect(errors.first?.contains("search: HTTP 400: Parameter `query` is too long") == true)
    #expect(transcript.output.contains("added \"brand\":\"Apple\" to or:brand"))
    #expect(!transcript.output.contains(long))
    #expect(transcript.output.contains("index products_price_asc"))
  }
}
