import InstantSearchPluginHost
import Testing

extension WidgetKindTests {
  @Test("the fixture's record keeps the newest whole lines once it is full, in order")
  func recordKeepsNewestLines() throws {
    let pages: PluginPaginationHandle = try handle("pagination", events: Events())
    // About 20 bytes a line: five times what the 4 KiB record holds.
    for page in 0..<1000 { pages.setPages(page: page, pageCount: 1000) }
    let text = pages.render()
    #expect(text.utf8.count < 4096)
    #expect(text.hasSuffix("page 999 of 1000\n"))
    let kept = text.split(separator: "\n").map(String.init)
    let first = try #require(kept.first.flatMap { Int($0.split(separator: " ")[1]) })
    #expect(kept == (first...999).map { "page \($0) of 1000" })
    #expect(first > 0)
  }
}
