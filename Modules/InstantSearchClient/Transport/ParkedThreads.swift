import Dispatch
import Foundation
import InstantSearchCore

/// Threads for blocking jobs (an exchange sleeping in `curl_multi_poll`) that wait for the next
/// job when theirs is done instead of exiting: a job runs on an idle thread when there is one,
/// and on a new thread otherwise, so a request does not pay for starting a thread.
///
/// At most ``idleLimit`` threads wait at once (one more exits when its job is done), and a
/// thread that waited ``idleSeconds`` without a job exits.
final class ParkedThreads: Sendable {
  /// The threads the live transport's exchanges run on.
  static let shared = ParkedThreads()

  /// How many threads may wait at once.
  let idleLimit: Int
  /// How long a thread waits for a job before it exits.
  let idleSeconds: Double

  /// One thread's mailbox: the job it is handed and the signal that wakes it.
  private final class Worker: Sendable {
    let wake = DispatchSemaphore(value: 0)
    let job = Locked<(@Sendable () -> Void)?>(nil)
  }

  private let idle = Locked<[Worker]>([])
  private let started = Locked(0)
  private let handed = Locked(0)

  /// A pool keeping up to `idleLimit` threads, each for `idleSeconds` without a job.
  init(idleLimit: Int = 16, idleSeconds: Double = 30) {
    self.idleLimit = idleLimit
    self.idleSeconds = idleSeconds
  }

  /// How many threads wait for a job now, for tests.
  var idleCount: Int { idle.withLock { $0.count } }

  /// How many threads were started so far, for tests.
  var startedCount: Int { started.withLock { $0 } }

  /// How many jobs were handed over so far, for tests.
  var jobCount: Int { handed.withLock { $0 } }

  /// Runs `job` on a waiting thread, or on a new one when none waits.
  func run(_ job: @escaping @Sendable () -> Void) {
    handed.withLock { $0 += 1 }
    if let worker = idle.withLock({ $0.popLast() }) {
      worker.job.withLock { $0 = job }
      worker.wake.signal()
      return
    }
    let worker = Worker()
    worker.job.withLock { $0 = job }
    started.withLock { $0 += 1 }
    Thread { self.serve(worker) }.start()
  }

  /// A thread's life: its job, then waiting for the next until none comes in time.
  private func serve(_ worker: Worker) {
    while true {
      let job = worker.job.withLock { job in
        defer { job = nil }
        return job
      }
      job?()
      let parked = idle.withLock { idle -> Bool in
        guard idle.count < idleLimit else { return false }
        idle.append(worker)
        return true
      }
      guard parked else { return }
      guard worker.wake.wait(timeout: .now() + idleSeconds) == .timedOut else { continue }
      // Still listed: nobody will hand it a job, it may exit. Taken meanwhile: its job comes.
      let listed = idle.withLock { idle -> Bool in
        guard let index = idle.firstIndex(where: { $0 === worker }) else { return false }
        idle.remove(at: index)
        return true
      }
      if listed { return }
      worker.wake.wait()
    }
  }
}
