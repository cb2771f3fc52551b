import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of an infinite list of hits, for views built on the Observation
/// framework: a list view shows ``hits`` and calls ``loadMore()`` when its last row appears.
@MainActor
@Observable
public final class InfiniteHitsObservableController: InfiniteHitsController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onLoadMore: (() -> Void)?
  /// Every hit loaded so far.
  public private(set) var hits: [Hit] = []
  /// Whether the last page is loaded.
  public private(set) var isLastPage = false
  /// How many records matched in all.
  public private(set) var totalCount = 0

  /// Creates an empty model.
  public init() {}

  /// Stores the list.
  public func setHits(_ hits: [Hit], isLastPage: Bool, totalCount: Int) {
    self.hits = hits
    self.isLastPage = isLastPage
    self.totalCount = totalCount
  }

  /// Asks for the next page (call it when the last row appears).
  public func loadMore() {
    onLoadMore?()
  }
}
