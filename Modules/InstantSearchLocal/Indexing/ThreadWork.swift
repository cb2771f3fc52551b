import Dispatch
import InstantSearchCore

/// Work running on a thread of its own while the caller does something else, and its result.
///
/// The thread comes from a serial queue made for the work, not from the global queue: that one
/// shares its threads with Swift's task pool (as many as the cores), so blocking work there
/// holds back every task, a cancellation among them (see ``TermPipeline``). The work runs
/// outside any task, so it sees no cancellation; the caller checks once it has waited.
final class ThreadWork<Value: Sendable>: Sendable {
  private let result = Locked<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts `body` at once on a thread of a queue labelled `label`.
  init(label: String, _ body: @escaping @Sendable () -> Value) {
    DispatchQueue(label: label).async { [result, done] in
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// Waits for the work to end and gives its result; call it once.
  func wait() -> Value {
    done.wait()
    guard let value = result.withLock({ $0.take() }) else {
      preconditionFailure("a thread's work was waited for twice")
    }
    return value
  }
}
