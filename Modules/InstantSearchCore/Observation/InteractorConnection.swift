/// The base of the three widget connection bases (``InteractorSearcherConnection``,
/// ``InteractorFilterStateConnection``, ``InteractorControllerConnection``): the widget's
/// interactor and the one component it is linked to, both held strongly while the connection
/// lives. A widget derives from one of the three, which name the component (`searcher`,
/// `filterState`, `controller`) and add the helpers of that side.
@MainActor
open class InteractorConnection<Interactor: AnyObject, Component>: ObservingConnection {
  /// The widget's logic; held strongly.
  public final let interactor: Interactor
  /// The other end (a searcher, a filter state, a view); held strongly.
  public final let component: Component

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - component: the other end.
  public init(interactor: Interactor, component: Component) {
    self.interactor = interactor
    self.component = component
  }
}
