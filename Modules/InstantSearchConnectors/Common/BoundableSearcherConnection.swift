import InstantSearchCore

/// The searcher connection of a ``Boundable`` widget (Number Range, Number): the searcher
/// faces the attribute disjunctively (its own numeric filters left out, as InstantSearch.js
/// does, so choosing a value does not shrink the bounds), and every response's `facets_stats`
/// set the bounds, not only the first one (InstantSearch iOS issue #225: they went stale).
///
/// Disconnecting stops asking for the stats, if this connection asked for them. Main actor
/// only.
@MainActor
public final class BoundableSearcherConnection<Interactor: Boundable>:
  InteractorSearcherConnection<Interactor>
{
  /// Asks for the attribute's stats and takes the bounds of the last response and every new
  /// one.
  override public func didConnect() {
    let attribute = interactor.attribute
    facetDisjunctively(attribute)
    subscribePast(to: searcher.onResults) { [self] response in
      interactor.bounds = response.facetsStats?[attribute].map { $0.min...$0.max }
    }
  }
}
