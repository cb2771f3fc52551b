import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore

extension SearchStack {
  /// The Infinite Hits widget `hits more` grows, made and connected the first time.
  func infiniteHits() -> (connector: InfiniteHitsConnector, view: TerminalInfiniteHitsController) {
    if let list = infiniteList { return list }
    let view = TerminalInfiniteHitsController(terminal: terminal, style: style)
    let list = (InfiniteHitsConnector(searcher: searcher, controller: view), view)
    infiniteList = list
    return list
  }
}

extension Session {
  /// `hits more`: loads the next page into the growing list and shows its new rows and
  /// where the list stands.
  func moreHits(_ stack: SearchStack) async throws -> Report {
    let (connector, view) = stack.infiniteHits()
    let interactor = connector.interactor
    // A list that does not start at page 0 (after `page N`) starts again from there.
    if interactor.hits.isEmpty { interactor.reset() }
    let before = interactor.hits.count
    if interactor.isLastPage {
      throw SessionError("hits more: all \(interactor.totalCount) hits are shown")
    }
    _ = try await ResponseWaiter.wait(for: stack.searcher) { view.loadMore() }
    let added = interactor.hits.count - before
    let lines = view.lines(lastRows: max(added, 0))
    let json: JSONObject = [
      "index": .string(stack.searcher.indexName),
      "shown": .number(Double(interactor.hits.count)),
      "nbHits": .number(Double(interactor.totalCount)),
      "isLastPage": .bool(interactor.isLastPage),
      "hits": .array(interactor.hits.suffix(max(added, 0)).map { JSON.object($0.json) }),
    ]
    return Report(lines: lines, json: json)
  }
}
