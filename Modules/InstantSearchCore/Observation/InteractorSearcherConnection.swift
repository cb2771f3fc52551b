/// The base of a widget's searcher connection: it holds the widget's interactor and the
/// searcher, so the widget's subclass writes only ``ObservingConnection/didConnect()``.
///
/// ```swift
/// public final class SearcherConnection: InteractorSearcherConnection<StatsInteractor> {
///   override public func didConnect() {
///     subscribePast(to: searcher.onResults) { [self] in interactor.item = SearchStats($0) }
///   }
/// }
/// ```
///
/// A subclass with no stored property of its own inherits ``init(interactor:searcher:)``.
@MainActor
open class InteractorSearcherConnection<Interactor: AnyObject>:
  InteractorConnection<Interactor, HitsSearcher>
{
  /// The searcher the widget follows or drives; held strongly.
  public final var searcher: HitsSearcher { component }

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - searcher: the searcher the widget follows or drives.
  public init(interactor: Interactor, searcher: HitsSearcher) {
    super.init(interactor: interactor, component: searcher)
  }

  /// Makes the searcher face `attribute` disjunctively (its counts and stats leave out the
  /// attribute's own filters) until ``ObservingConnection/disconnect()``, which removes it
  /// again, unless it was there already: then the attribute stays. Call it from
  /// ``ObservingConnection/didConnect()``.
  ///
  /// - Parameter attribute: the facet attribute.
  public final func facetDisjunctively(_ attribute: String) {
    guard searcher.disjunctiveFacetsAttributes.insert(attribute).inserted else { return }
    onDisconnect { [searcher] in searcher.disjunctiveFacetsAttributes.remove(attribute) }
  }
}
