import Foundation
internal import InstantSearchLocking

/// One thread that does every read of a line reader, so nobody else blocks waiting for input
/// and the terminal is always read from the same thread.
///
/// libedit is not reliable when successive reads come from different threads (the terminal was
/// observed to stay in cooked mode), and only a signal delivered to the reading thread
/// interrupts its read, so the thread registers itself with ``TerminalSignals``.
public final class ReadingThread: Sendable {
  /// A read to do, with what to do with its line; `nil` ends the thread.
  private typealias Request = (prompt: String, deliver: @Sendable (LineInput) -> Void)?

  /// The requests shared with the thread.
  private final class Channel: Sendable {
    let requests = Locked<[Request]>([])
    let available = DispatchSemaphore(value: 0)
  }

  /// The channel to the thread.
  private let channel = Channel()

  /// Starts the thread.
  /// - Parameter reader: The reader whose reads the thread does.
  public init(reader: LineReader) {
    let channel = channel
    let thread = Thread {
      TerminalSignals.readOnCurrentThread()
      while true {
        channel.available.wait()
        let request = channel.requests.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let request else {
          TerminalSignals.stopReadingOnCurrentThread()
          return
        }
        request.deliver(reader.readLine(request.prompt))
      }
    }
    thread.name = "instantsearch.read"
    thread.start()
  }

  /// Reads one line on the thread, suspending the caller meanwhile.
  /// - Parameter prompt: The prompt.
  /// - Returns: What was read.
  public func read(_ prompt: String) async -> LineInput {
    await withCheckedContinuation { continuation in
      enqueue(prompt) { continuation.resume(returning: $0) }
    }
  }

  /// Reads one line on the thread, blocking the caller meanwhile: for synchronous callers such
  /// as a controller asking the user to choose.
  /// - Parameter prompt: The prompt.
  /// - Returns: What was read.
  public func readBlocking(_ prompt: String) -> LineInput {
    let result = Locked<LineInput>(.endOfInput)
    let done = DispatchSemaphore(value: 0)
    enqueue(prompt) { input in
      result.withLock { $0 = input }
      done.signal()
    }
    done.wait()
    return result.withLock { $0 }
  }

  /// Ends the thread once the reads already asked for are done.
  public func stop() {
    channel.requests.withLock { $0.append(nil) }
    channel.available.signal()
  }

  /// Queues a read.
  private func enqueue(_ prompt: String, deliver: @escaping @Sendable (LineInput) -> Void) {
    channel.requests.withLock { $0.append((prompt, deliver)) }
    channel.available.signal()
  }
}
