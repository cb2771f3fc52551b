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
open class InteractorSearcherConnection<Interactor: AnyObject>: ObservingConnection {
  /// The widget's logic; held strongly.
  public let interactor: Interactor
  /// The searcher the widget follows or drives; held strongly.
  public let searcher: HitsSearcher

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - searcher: the searcher the widget follows or drives.
  public init(interactor: Interactor, searcher: HitsSearcher) {
    self.interactor = interactor
    self.searcher = searcher
  }
}
