import InstantSearchConnectors
import InstantSearchCore

/// The session's hits view: it keeps the page of hits the Hits widget delivers, and the
/// session draws it as a table when asked (`hits`, after a search).
@MainActor
final class HitsTableController: HitsController {
  /// The last page of hits delivered.
  private(set) var hits: [Hit] = []

  /// The response the hits came with.
  private(set) var response: SearchResponse?

  /// Keeps the page delivered by the Hits widget.
  func setHits(_ hits: [Hit], response: SearchResponse) {
    self.hits = hits
    self.response = response
  }
}
