/// The base of a widget's filter state connection: it holds the widget's interactor and the
/// filter state, so the widget's subclass writes only ``ObservingConnection/didConnect()``.
///
/// A subclass with no stored property of its own inherits ``init(interactor:filterState:)``;
/// one with more (an attribute, a target) declares its own initializer and calls this one.
@MainActor
open class InteractorFilterStateConnection<Interactor: AnyObject>: ObservingConnection {
  /// The widget's logic; held strongly.
  public let interactor: Interactor
  /// The filter state the widget reads or writes; held strongly.
  public let filterState: FilterState

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - filterState: the filter state the widget reads or writes.
  public init(interactor: Interactor, filterState: FilterState) {
    self.interactor = interactor
    self.filterState = filterState
  }
}
