import InstantSearchCore

/// A controller for a hits list: it shows the hits of the last response.
@MainActor
public protocol HitsController: AnyObject {
  /// Called with the hits to show, and the response they come from.
  func setHits(_ hits: [Hit], response: SearchResponse)

  /// Called when the list needs to be drawn again.
  func reload()
}

extension HitsController {
  /// Does nothing: controllers that redraw in `setHits(_:response:)` need not implement it.
  public func reload() {}
}
