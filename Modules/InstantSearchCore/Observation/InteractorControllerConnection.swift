/// The base of a widget's controller connection: it holds the widget's interactor and the
/// controller (the view), so the widget's subclass writes only
/// ``ObservingConnection/didConnect()`` (and ``ObservingConnection/didDisconnect()`` when it
/// sets the controller's callbacks).
///
/// ```swift
/// public final class ControllerConnection:
///   InteractorControllerConnection<LoadingInteractor, any LoadingController>
/// {
///   override public func didConnect() {
///     subscribePast(to: interactor.onItemChanged) { [self] in controller.setItem($0) }
///   }
/// }
/// ```
///
/// A subclass with no stored property of its own inherits ``init(interactor:controller:)``.
@MainActor
open class InteractorControllerConnection<Interactor: AnyObject, Controller>: ObservingConnection {
  /// The widget's logic; held strongly.
  public let interactor: Interactor
  /// The view; held strongly, and told on the main actor.
  public let controller: Controller

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - controller: the view.
  public init(interactor: Interactor, controller: Controller) {
    self.interactor = interactor
    self.controller = controller
  }
}
