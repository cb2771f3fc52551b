/// The base of a widget's filter state connection: it holds the widget's interactor and the
/// filter state, so the widget's subclass writes only ``ObservingConnection/didConnect()``.
///
/// A subclass with no stored property of its own inherits ``init(interactor:filterState:)``;
/// one with more (an attribute, a target) declares its own initializer and calls this one.
@MainActor
open class InteractorFilterStateConnection<Interactor: AnyObject>:
  InteractorConnection<Interactor, FilterState>
{
  /// The filter state the widget reads or writes; held strongly.
  public final var filterState: FilterState { component }

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - filterState: the filter state the widget reads or writes.
  public init(interactor: Interactor, filterState: FilterState) {
    super.init(interactor: interactor, component: filterState)
  }

  /// Calls `read` now and after every change notification of the filter state, until
  /// ``ObservingConnection/disconnect()``: how a widget shows what the filter state holds,
  /// whoever changed it. Call it from ``ObservingConnection/didConnect()``.
  ///
  /// - Parameter read: sets the interactor from the filter state, on the main actor.
  public final func followFilterState(_ read: @escaping @MainActor () -> Void) {
    read()
    subscribe(to: filterState.onChange) { _ in read() }
  }
}
