/// A connection made of subscriptions: the base class every widget connection derives from.
///
/// It owns what every connection must get right, so a subclass writes only its subscribe lines
/// in ``didConnect()``:
///
/// - **Idempotence.** ``connect()`` calls ``didConnect()`` once until ``disconnect()``;
///   ``disconnect()`` on a disconnected connection does nothing.
/// - **Retention.** From ``connect()`` to ``disconnect()`` the connection keeps itself alive (and,
///   through its stored properties, the components it links), so
///   `interactor.connectSearcher(searcher)` works when the caller drops the result. Dropping a
///   connected connection does not disconnect it: only ``disconnect()`` does.
/// - **Disconnection.** Each ``subscribe(to:_:)`` and ``subscribePast(to:_:)`` is recorded;
///   ``disconnect()`` cancels them all, then calls ``didDisconnect()`` for whatever else the
///   subclass undoes (a controller's callbacks, a view emptied), then releases the connection.
///   A value fired after ``disconnect()``, even within the fire that disconnected it, reaches
///   no callback.
///
/// ```swift
/// public final class SearcherConnection: ObservingConnection {
///   public let interactor: StatsInteractor
///   public let searcher: HitsSearcher
///   // init stores both and calls super.init()
///   override public func didConnect() {
///     subscribePast(to: searcher.onResults) { [self] in interactor.item = SearchStats($0) }
///     subscribe(to: searcher.onError) { [self] _ in interactor.item = nil }
///   }
/// }
/// ```
///
/// Everything runs on the main actor; callbacks run synchronously inside the observer's
/// `fire(_:)`. Callbacks may capture `self` strongly: the cycle that makes lasts only while
/// connected, and ``disconnect()`` breaks it.
@MainActor
open class ObservingConnection: Connection {
  /// True from ``connect()`` to ``disconnect()``; subclasses read it, only the base class sets it.
  public private(set) final var isConnected = false

  /// The observers subscribed to since ``connect()``, cancelled by ``disconnect()``.
  private var observers: [any SubscriptionCancelling] = []

  /// What ``onDisconnect(_:)`` registered since ``connect()``, undone by ``disconnect()``.
  private var undoing: [@MainActor () -> Void] = []

  /// `self` while connected: the retention that lets callers drop a connected connection.
  private var keptAlive: ObservingConnection?

  /// Creates a connection, not yet connected.
  public init() {}

  /// Connects once: marks the connection connected, keeps it alive and calls ``didConnect()``.
  /// Does nothing if it is already connected.
  public final func connect() {
    guard !isConnected else { return }
    isConnected = true
    keptAlive = self
    didConnect()
  }

  /// Disconnects once: cancels every recorded subscription, runs what ``onDisconnect(_:)``
  /// registered (last first), calls ``didDisconnect()`` and releases the connection. Does
  /// nothing if it is not connected.
  public final func disconnect() {
    guard isConnected else { return }
    isConnected = false
    let subscribed = observers
    observers = []
    for observer in subscribed { observer.cancelSubscription(for: self) }
    let undo = undoing
    undoing = []
    for step in undo.reversed() { step() }
    didDisconnect()
    keptAlive = nil
  }

  /// Connects `self` and returns it, for `connectX` methods that hand back a live connection.
  ///
  /// - Returns: this connection, connected.
  @discardableResult
  public final func connected() -> Self {
    connect()
    return self
  }

  /// Makes the link: override it with the subscribe lines (and anything else to do on
  /// connect, such as pushing the current value to a controller). Called once per
  /// ``connect()``, with ``isConnected`` already true. The default does nothing.
  open func didConnect() {}

  /// Undoes what ``didConnect()`` did beyond its subscriptions, which are already cancelled
  /// when it runs (clear a controller's callbacks, empty a view). Called once per
  /// ``disconnect()``. The default does nothing.
  open func didDisconnect() {}

  /// Registers `undo` to run at the next ``disconnect()``, after the subscriptions are
  /// cancelled and before ``didDisconnect()``; steps run once, the last registered first. Call
  /// it from ``didConnect()`` next to what it undoes: a controller's callback set, an
  /// attribute added to a searcher.
  ///
  /// ```swift
  /// controller.onClick = { [weak interactor] in interactor?.toggle() }
  /// onDisconnect { [controller] in controller.onClick = nil }
  /// ```
  ///
  /// - Parameter undo: what to do on disconnect, on the main actor.
  public final func onDisconnect(_ undo: @escaping @MainActor () -> Void) {
    undoing.append(undo)
  }

  /// Subscribes to every value `observer` fires from now on, until ``disconnect()``. Call it
  /// from ``didConnect()``.
  ///
  /// - Parameters:
  ///   - observer: the observer to follow.
  ///   - callback: called on the main actor with each value, while connected.
  public final func subscribe<Value>(
    to observer: Observer<Value>,
    _ callback: @escaping @MainActor (Value) -> Void
  ) {
    observer.subscribe(with: self, callback: recording(observer, callback))
  }

  /// Like ``subscribe(to:_:)``, but first replays the observer's last value, if it has one,
  /// synchronously.
  public final func subscribePast<Value>(
    to observer: Observer<Value>,
    _ callback: @escaping @MainActor (Value) -> Void
  ) {
    observer.subscribePast(with: self, callback: recording(observer, callback))
  }

  /// Records `observer` for ``disconnect()`` and wraps `callback` so it runs only while
  /// connected.
  private func recording<Value>(
    _ observer: Observer<Value>,
    _ callback: @escaping @MainActor (Value) -> Void
  ) -> @MainActor (ObservingConnection, Value) -> Void {
    observers.append(observer)
    return { connection, value in
      if connection.isConnected { callback(value) }
    }
  }
}

/// What ``ObservingConnection`` needs of an observer to end its subscriptions, whatever the
/// observer's value type.
protocol SubscriptionCancelling: AnyObject, Sendable {
  /// Ends every subscription `subscriber` holds.
  func cancelSubscription(for subscriber: AnyObject)
}

extension Observer: SubscriptionCancelling {}
