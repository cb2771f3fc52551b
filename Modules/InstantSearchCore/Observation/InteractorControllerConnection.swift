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
open class InteractorControllerConnection<Interactor: AnyObject, Controller>:
  InteractorConnection<Interactor, Controller>
{
  /// The view; held strongly, and told on the main actor.
  public final var controller: Controller { component }

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - controller: the view.
  public init(interactor: Interactor, controller: Controller) {
    super.init(interactor: interactor, component: controller)
  }

  /// Sets one of the controller's callbacks (`onClick`, `onLoadMore`) to `callback` until
  /// ``ObservingConnection/disconnect()``, which sets it back to nil. Call it from
  /// ``ObservingConnection/didConnect()``; capture the interactor weakly in `callback`.
  ///
  /// ```swift
  /// route(\.onClick) { [weak interactor] in interactor?.toggle() }
  /// ```
  ///
  /// - Parameters:
  ///   - member: the controller's callback property.
  ///   - callback: what the controller calls, on the main actor.
  public final func route<Callback>(
    _ member: ReferenceWritableKeyPath<Controller, Callback?>, to callback: Callback
  ) {
    controller[keyPath: member] = callback
    onDisconnect { [controller] in controller[keyPath: member] = nil }
  }
}
