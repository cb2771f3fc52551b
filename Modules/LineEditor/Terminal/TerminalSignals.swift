import CLibEdit
import Foundation
import Glibc
import Synchronization

/// The signals a terminal program handles instead of dying: Ctrl-C and Ctrl-\ interrupt the
/// line or the running command; SIGTERM and SIGHUP ask for a clean exit (history saved,
/// terminal restored).
///
/// The handlers only store the signal number into an atomic; the program reads it between
/// steps. They are installed with `sigaction` without `SA_RESTART`, so a blocking read returns
/// with `EINTR` and the line editor can report the signal.
///
/// A request to stop (SIGTERM, SIGHUP) that the program has not taken yet is sent on to the
/// reading thread every 10 ms, for 3 s at the most (a command still running then takes it
/// before the next read). One delivery is not always enough: a signal that arrives after the
/// prompt is drawn but before the read blocks interrupts nothing, and libedit retries a read
/// that a signal interrupts once before it returns.
public enum TerminalSignals {
  /// How often a stop request not yet taken is sent on to the reading thread again, in
  /// microseconds, and how many times at the most.
  private static let redelivery = (interval: UInt32(10_000), rounds: 300)

  /// The last signal received and not yet consumed, or 0.
  private static let pending = Atomic<Int32>(0)

  /// Whether the handlers are installed.
  private static let installed = Atomic<Bool>(false)

  /// Posted by the handler of a stop request (`sem_post` is async-signal-safe): wakes the
  /// thread that sends it on to the reading thread until it is taken.
  // nonisolated(unsafe): a semaphore is made for sharing; the pointer is set once, before the
  // handlers are installed, and never freed.
  private nonisolated(unsafe) static let stopPosted: UnsafeMutablePointer<sem_t> = {
    let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    sem_init(semaphore, 0, 0)
    return semaphore
  }()

  /// The thread that reads the terminal (a `pthread_t`), or 0: a signal delivered to another
  /// thread is sent on to it, because only there does it interrupt the blocking read.
  private static let readingThread = Atomic<UInt>(0)

  /// Installs the handlers for SIGINT, SIGQUIT, SIGTERM and SIGHUP (once; later calls do nothing).
  public static func install() {
    // Touch the statics first, so their lazy initialisation never runs inside a handler.
    _ = pending.load(ordering: .relaxed)
    _ = readingThread.load(ordering: .relaxed)
    _ = stopPosted
    guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    startRedelivery()
    for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP] {
      _ = clibedit_install_handler(signal) { received in
        TerminalSignals.pending.store(received, ordering: .releasing)
        // Only async-signal-safe calls here: pthread_self, pthread_kill and sem_post are.
        let reader = TerminalSignals.readingThread.load(ordering: .acquiring)
        if reader != 0 && pthread_self() != reader {
          pthread_kill(reader, received)
        }
        if TerminalSignals.isTermination(received) { sem_post(TerminalSignals.stopPosted) }
      }
    }
  }

  /// Starts the thread that sends a stop request on to the reading thread until it is taken.
  private static func startRedelivery() {
    let thread = Thread {
      // The process's signals go to the other threads; this one only sends them on.
      _ = clibedit_block_terminal_signals(1)
      while true {
        guard sem_wait(stopPosted) == 0 else { continue }  // EINTR: wait again
        for _ in 0..<redelivery.rounds {
          let signal = pending.load(ordering: .acquiring)
          guard isTermination(signal) else { break }
          let reader = readingThread.load(ordering: .acquiring)
          if reader != 0 { pthread_kill(reader, signal) }
          usleep(redelivery.interval)
        }
      }
    }
    thread.name = "instantsearch.signals"
    thread.start()
  }

  /// Makes the calling thread the one that reads the terminal: the signals are let through
  /// to it, and a signal the kernel delivers to another thread (libdispatch's main thread
  /// takes them all) is sent on to it, so its blocking read returns with `EINTR`.
  public static func readOnCurrentThread() {
    _ = clibedit_block_terminal_signals(0)
    readingThread.store(UInt(pthread_self()), ordering: .releasing)
  }

  /// Stops sending signals on to the calling thread, when it is the reading thread: call it
  /// before the thread ends.
  public static func stopReadingOnCurrentThread() {
    _ = readingThread.compareExchange(
      expected: UInt(pthread_self()), desired: 0, ordering: .acquiringAndReleasing)
  }

  /// Takes the pending signal, if any, so it is reported once.
  /// - Returns: The signal number, or `nil` when none arrived since the last call.
  public static func consume() -> Int32? {
    let signal = pending.exchange(0, ordering: .acquiringAndReleasing)
    return signal == 0 ? nil : signal
  }

  /// Takes the pending signal only if it is an interrupt (SIGINT or SIGQUIT), leaving a
  /// termination request for the read loop.
  /// - Returns: Whether an interrupt was pending.
  public static func consumeInterrupt() -> Bool {
    consume(anyOf: [SIGINT, SIGQUIT]) != nil
  }

  /// Takes the pending signal only if it asks the program to stop (SIGTERM or SIGHUP), so a
  /// request that arrived while a command ran is honoured before the next read blocks.
  /// - Returns: The signal, or `nil` when none is pending.
  public static func consumeTermination() -> Int32? {
    consume(anyOf: [SIGTERM, SIGHUP])
  }

  /// Takes the pending signal if it is one of `signals`, atomically, leaving any other.
  /// - Parameter signals: The signals to take.
  /// - Returns: The signal taken, or `nil`.
  private static func consume(anyOf signals: [Int32]) -> Int32? {
    signals.first {
      pending.compareExchange(expected: $0, desired: 0, ordering: .acquiringAndReleasing).exchanged
    }
  }

  /// Whether `signal` asks the program to stop rather than to cancel what it is doing.
  /// - Parameter signal: A signal number.
  /// - Returns: `true` for SIGTERM and SIGHUP.
  public static func isTermination(_ signal: Int32) -> Bool {
    signal == SIGTERM || signal == SIGHUP
  }
}
