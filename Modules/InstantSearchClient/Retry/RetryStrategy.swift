import InstantSearchCore
/// Which hosts to try, in which order, and what each outcome does to a host.
///
/// A host is tried at most once per call. A timeout keeps it up but lengthens its next timeout;
/// a network error or a 5xx marks it down for ``ClientConfiguration/hostDownDelay``. When every
/// host of a call type is down, all of them are tried again.
final class RetryStrategy: Sendable {
  /// How one attempt ended, as far as the host's state is concerned.
  enum Outcome: Sendable {
    /// A 2xx (or a 4xx: the host works, the request was wrong).
    case success
    /// No answer in time, or HTTP 408.
    case timedOut
    /// Refused, lost, or a status other than 2xx and 4xx.
    case down
  }

  private let states: Locked<[HostState]>
  private let clock: RetryClock
  private let downDelay: Duration

  /// Creates a strategy over hosts, in their priority order.
  init(hosts: [APIHost], clock: RetryClock, downDelay: Duration) {
    let now = clock.now()
    self.states = Locked(hosts.map { HostState(host: $0, lastUpdated: now) })
    self.clock = clock
    self.downDelay = downDelay
  }

  /// The hosts to try for a call, in order, each with its current timeout multiplier.
  /// - Parameter callType: read or write.
  /// - Returns: the up hosts accepting the call type; all of them when none is up.
  func candidates(for callType: CallType) -> [(host: APIHost, retryCount: Int)] {
    let now = clock.now()
    return states.withLock { states in
      for index in states.indices where !states[index].isUp {
        if now - states[index].lastUpdated >= downDelay {
          states[index] = HostState(host: states[index].host, lastUpdated: now)
        }
      }
      let accepting = states.indices.filter { states[$0].host.accepts.contains(callType) }
      var up = accepting.filter { states[$0].isUp }
      if up.isEmpty {
        for index in accepting {
          states[index] = HostState(host: states[index].host, lastUpdated: now)
        }
        up = accepting
      }
      return up.map { (states[$0].host, states[$0].retryCount) }
    }
  }

  /// Records how an attempt on a host ended.
  func record(_ outcome: Outcome, for host: APIHost) {
    let now = clock.now()
    states.withLock { states in
      for index in states.indices where states[index].host == host {
        switch outcome {
        case .success:
          states[index].isUp = true
          states[index].retryCount = 0
        case .timedOut:
          states[index].retryCount += 1
        case .down:
          states[index].isUp = false
        }
        states[index].lastUpdated = now
      }
    }
  }

  /// Whether a host is currently considered up (for tests and diagnostics).
  func isUp(_ host: APIHost) -> Bool {
    states.withLock { $0.first { $0.host == host }?.isUp ?? false }
  }
}
