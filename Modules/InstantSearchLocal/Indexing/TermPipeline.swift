import Dispatch
import InstantSearchCore

/// The second stage of a two-stage build: a thread of its own adds batches of words to the
/// inverted index (``TermIndex/add(_:)``: the table lookups and the posting writes) while the
/// caller parses, stores and tokenizes the next records, on the machine's second core.
///
/// Batches go through a bounded queue (two waiting at most, so the words in flight stay a few
/// hundred kilobytes), and emptied batches come back to be filled again, keeping their
/// capacity. Records keep their order: the index is the one a single thread builds. Used by one
/// producer: ``send(_:)`` and ``finish()`` from the same thread; dropping the pipeline without
/// finishing it (a bad record, cancellation) stops the thread and frees what it built.
final class TermPipeline: Sendable {
  /// What the two threads share.
  private final class Channel: Sendable {
    /// Batches waiting to be added, the emptied ones to fill again, and whether the producer
    /// is done.
    let state = Locked<(waiting: [TokenBatch], spare: [TokenBatch], closed: Bool)>(([], [], false))
    /// Signalled once per batch sent, and once when closed.
    let filled = DispatchSemaphore(value: 0)
    /// Room in the queue.
    let room: DispatchSemaphore
    /// Signalled when the thread has added its last batch.
    let done = DispatchSemaphore(value: 0)
    /// The index, handed back when the thread is done.
    let result = Locked<TermIndex?>(nil)

    init(depth: Int) {
      room = DispatchSemaphore(value: depth)
    }

    func close() {
      let wasOpen = state.withLock { state in
        defer { state.closed = true }
        return !state.closed
      }
      if wasOpen { filled.signal() }
    }
  }

  private let channel = Channel(depth: 2)

  /// Starts the thread, which takes `terms` over until ``finish()`` hands it back.
  init(terms: sending TermIndex) {
    let channel = self.channel
    let terms = Locked<TermIndex?>(terms)
    // A queue of its own, not `DispatchQueue.global()`: the global queue has as many threads as
    // cores and shares them with Swift's cooperative pool, so on two cores this thread and the
    // loading task took both, and the task that delivers Ctrl-C's cancellation waited seconds.
    DispatchQueue(label: "org.instantsearch.local.term-pipeline").async {
      guard var index = terms.withLock({ $0.take() }) else { return }
      while true {
        channel.filled.wait()
        let next = channel.state.withLock { state -> TokenBatch? in
          state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
        // Nothing waiting after a signal: the producer closed the queue.
        guard var batch = next else { break }
        index.add(batch)
        batch.removeAll()
        channel.state.withLock { $0.spare.append(batch) }
        channel.room.signal()
      }
      let built = index
      channel.result.withLock { $0 = built }
      channel.done.signal()
    }
  }

  deinit { channel.close() }

  /// Queues `batch` for the thread (waiting while two are queued) and gives back an empty
  /// batch to fill next, one the thread is done with when there is one.
  func send(_ batch: inout TokenBatch) {
    channel.room.wait()
    let full = batch
    batch = channel.state.withLock { state in
      state.waiting.append(full)
      return state.spare.popLast() ?? TokenBatch()
    }
    channel.filled.signal()
  }

  /// Waits for the thread to add every batch sent, and takes the index back.
  func finish() -> TermIndex {
    channel.close()
    channel.done.wait()
    guard let index = channel.result.withLock({ $0.take() }) else {
      preconditionFailure("the indexing thread hands its index back when it is done")
    }
    return index
  }
}
