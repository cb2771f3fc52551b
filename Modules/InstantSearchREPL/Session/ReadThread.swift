import Foundation
import LineEditor
import Synchronization

/// One thread that does every read of a line reader, so the main actor is never blocked
/// waiting for input and the terminal is always read from the same thread (libedit is not
/// reliable when successive reads come from different threads: the terminal stayed cooked).
final class ReadThread: Sendable {
  /// A read to do, or `nil` to end the thread.
  private typealias Request = (prompt: String, continuation: CheckedContinuation<LineInput, Never>)?

  /// The requests shared with the thread.
  private final class Channel: Sendable {
    let requests = Mutex<[Request]>([])
    let available = DispatchSemaphore(value: 0)
  }

  /// The channel to the thread.
  private let channel = Channel()

  /// Starts the thread.
  init(reader: LineReader) {
    let channel = channel
    let thread = Thread {
      TerminalSignals.readOnCurrentThread()
      while true {
        channel.available.wait()
        let request = channel.requests.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let request else { return }
        request.continuation.resume(returning: reader.readLine(request.prompt))
      }
    }
    thread.name = "instantsearch.read"
    thread.start()
  }

  /// Reads one line on the thread.
  func read(_ prompt: String) async -> LineInput {
    await withCheckedContinuation { continuation in
      channel.requests.withLock { $0.append((prompt, continuation)) }
      channel.available.signal()
    }
  }

  /// Ends the thread once the reads already asked for are done.
  func stop() {
    channel.requests.withLock { $0.append(nil) }
    channel.available.signal()
  }
}
