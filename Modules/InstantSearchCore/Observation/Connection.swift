/// A link between two components (an interactor and a searcher, a filter state or a
/// controller) that can be made and unmade, on the main actor.
///
/// Both methods must be idempotent: a second `connect()` must not subscribe twice, and
/// `disconnect()` on a disconnected connection does nothing. Derive from
/// ``ObservingConnection`` rather than conforming directly: it keeps that contract, and keeps a
/// connected connection alive until it is disconnected. Group connections with
/// ``CompositeConnection``, or behind a ``Connector``.
@MainActor
public protocol Connection {
  /// Makes the link (subscribes, pushes the current state); does nothing if already made.
  func connect()
  /// Unmakes the link (cancels every subscription it made); does nothing if not made.
  func disconnect()
}
