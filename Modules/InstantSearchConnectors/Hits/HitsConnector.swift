import InstantSearchCore

/// Hits in one line: a hits list linked to a searcher and, optionally, controllers.
///
/// ```swift
/// let hits = HitsConnector(searcher: searcher, controller: table)
/// hits.interactor.hits  // the hits of the last response
/// ```
///
/// A ``SearcherConnector`` of ``HitsInteractor``: connected when created, disconnected only by
/// ``Connector/disconnect()``; `connectController(_:)` adds a controller.
public typealias HitsConnector = SearcherConnector<HitsInteractor>
