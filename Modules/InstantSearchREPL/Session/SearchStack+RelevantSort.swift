import InstantSearchConnectors
import InstantSearchControllers

extension SearchStack {
  /// The Relevant Sort widget of `relevant`, made and connected the first time. It stays
  /// connected until the stack disconnects: disconnecting it takes its `relevancyStrictness`
  /// off the query, which would undo `relevant all` before the next search.
  func relevantSort() -> (connector: RelevantSortConnector, view: TerminalRelevantSortController) {
    if let widget = relevantWidget { return widget }
    let view = TerminalRelevantSortController(terminal: terminal)
    let widget = (RelevantSortConnector(searcher: searcher, controller: view), view)
    relevantWidget = widget
    return widget
  }
}
