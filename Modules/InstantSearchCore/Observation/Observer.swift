/// A thread-safe broadcaster of values to weakly held subscribers.
///
/// Subscribing and cancelling may happen on any thread; callbacks always run on the main actor,
/// synchronously inside ``fire(_:)`` (or inside ``subscribePast(with:callback:)`` for the replay).
/// A subscriber is held weakly: once it is deallocated, its subscriptions become inert and are
/// dropped at the next subscribe or fire. The observer retains the last value it fired (unless
/// created with `retainLastData: false`), so late subscribers can ask for it with
/// ``subscribePast(with:callback:)``.
public final class Observer<Value: Sendable>: Sendable {

  /// Whether the observer keeps the last fired value for ``subscribePast(with:callback:)``.
  public let retainLastData: Bool

  private let state = Locked(State())

  /// Creates an observer with no subscriber.
  ///
  /// - Parameter retainLastData: whether to keep the last fired value for late subscribers
  ///   (default `true`; searchers' error observers pass `false`).
  public init(retainLastData: Bool = true) {
    self.retainLastData = retainLastData
  }

  /// The last value fired, if the observer retains it and has fired at least once.
  public var lastDataFired: Value? {
    state.withLock { $0.lastValue }
  }

  /// The number of live subscriptions (deallocated subscribers are not counted).
  public var subscriptionCount: Int {
    state.withLock { state in
      state.flush()
      return state.subscriptions.count
    }
  }

  /// Subscribes `subscriber` to every value fired from now on.
  ///
  /// - Parameters:
  ///   - subscriber: the object the subscription belongs to, held weakly and handed back to the
  ///     callback, so the callback need not capture it.
  ///   - callback: called on the main actor with the subscriber and each fired value.
  public func subscribe<Subscriber: AnyObject & Sendable>(
    with subscriber: Subscriber,
    callback: @escaping @MainActor (Subscriber, Value) -> Void
  ) {
    add(subscriber, once: false, callback: callback)
  }

  /// Subscribes `subscriber` to the next fired value only.
  ///
  /// - Parameters:
  ///   - subscriber: the object the subscription belongs to, held weakly.
  ///   - callback: called once, on the main actor, with the subscriber and the next value.
  public func subscribeOnce<Subscriber: AnyObject & Sendable>(
    with subscriber: Subscriber,
    callback: @escaping @MainActor (Subscriber, Value) -> Void
  ) {
    add(subscriber, once: true, callback: callback)
  }

  /// Subscribes `subscriber`, first replaying the last fired value, if any, synchronously.
  ///
  /// When the observer has never fired (or does not retain values), nothing is replayed and the
  /// subscription simply waits for the next value.
  /// - Parameters:
  ///   - subscriber: the object the subscription belongs to, held weakly.
  ///   - callback: called on the main actor with the subscriber and each value.
  @MainActor
  public func subscribePast<Subscriber: AnyObject & Sendable>(
    with subscriber: Subscriber,
    callback: @escaping @MainActor (Subscriber, Value) -> Void
  ) {
    let last = add(subscriber, once: false, callback: callback)
    if let last {
      callback(subscriber, last)
    }
  }

  /// Cancels every subscription held by `subscriber` on this observer.
  ///
  /// - Parameter subscriber: the object whose subscriptions end.
  public func cancelSubscription(for subscriber: AnyObject) {
    let id = ObjectIdentifier(subscriber)
    state.withLock { state in
      state.subscriptions.removeAll { $0.subscriberID == id || $0.isDead }
    }
  }

  /// Cancels every subscription on this observer.
  public func cancelAllSubscriptions() {
    state.withLock { $0.subscriptions.removeAll() }
  }

  /// Forgets the retained last value, so ``subscribePast(with:callback:)`` replays nothing.
  public func clearLastData() {
    state.withLock { $0.lastValue = nil }
  }

  /// Delivers `value` to every live subscriber, synchronously, in subscription order.
  ///
  /// Subscriptions added or cancelled by a callback take effect from the next fire.
  /// - Parameter value: the value to deliver (and to retain, if the observer retains values).
  @MainActor
  public func fire(_ value: Value) {
    let deliveries: [Subscription] = state.withLock { state in
      if retainLastData { state.lastValue = value }
      state.flush()
      let current = state.subscriptions
      state.subscriptions.removeAll { $0.once }
      return current
    }
    for subscription in deliveries {
      subscription.deliver(value)
    }
  }

  @discardableResult
  private func add<Subscriber: AnyObject & Sendable>(
    _ subscriber: Subscriber,
    once: Bool,
    callback: @escaping @MainActor (Subscriber, Value) -> Void
  ) -> Value? {
    let subscription = Subscription(subscriber: subscriber, once: once, callback: callback)
    return state.withLock { state in
      state.flush()
      state.subscriptions.append(subscription)
      return state.lastValue
    }
  }

  /// The lock-protected part of the observer.
  private struct State: Sendable {
    var subscriptions: [Subscription] = []
    var lastValue: Value?

    mutating func flush() {
      subscriptions.removeAll { $0.isDead }
    }
  }

  /// One subscription: a weak reference to the subscriber and a type-erased callback.
  private struct Subscription: Sendable {
    let subscriberID: ObjectIdentifier
    let once: Bool
    private let box: WeakBox
    private let callback: @MainActor (AnyObject, Value) -> Void

    init<Subscriber: AnyObject & Sendable>(
      subscriber: Subscriber,
      once: Bool,
      callback: @escaping @MainActor (Subscriber, Value) -> Void
    ) {
      self.subscriberID = ObjectIdentifier(subscriber)
      self.once = once
      self.box = WeakBox(subscriber)
      self.callback = { object, value in
        // The box only ever holds a `Subscriber`, stored by the initializer above.
        guard let typed = object as? Subscriber else { return }
        callback(typed, value)
      }
    }

    var isDead: Bool { box.object == nil }

    @MainActor
    func deliver(_ value: Value) {
      guard let object = box.object else { return }
      callback(object, value)
    }
  }
}

/// A weak reference to a `Sendable` object.
private final class WeakBox: Sendable {
  // The reference is written once, in `init`, and `weak let` makes reads atomic; the object it
  // points to is itself `Sendable`, so handing it to any thread is safe.
  weak let object: (AnyObject & Sendable)?

  init(_ object: AnyObject & Sendable) {
    self.object = object
  }
}
