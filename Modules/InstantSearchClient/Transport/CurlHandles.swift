import CCurl
import InstantSearchCore

/// The libcurl handles of finished exchanges, kept with the connections they opened so that the
/// next exchange with the same host reuses an open connection (HTTP keep-alive) instead of
/// connecting, and for HTTPS negotiating TLS, again.
///
/// A pair is one multi handle (which holds the connection cache) and one easy handle, used by one
/// exchange at a time on any thread, as libcurl allows. An exchange takes the pair that last
/// spoke with its origin, or a new one (so a request to one host never takes the connection
/// another host's next request would reuse); it gives the pair back reset (`curl_easy_reset`
/// keeps the connections, the DNS and TLS session caches). At most ``idleLimit`` pairs wait; the
/// pair idle longest is freed, with its connections, when one more is given back.
/// libcurl itself drops a connection idle for more than two minutes, or one the server closed.
final class CurlHandles: Sendable {
  /// One multi handle and its easy handle, the origin (`scheme://host:port`) the pair last
  /// spoke with, and how quickly it answered.
  struct Pair: @unchecked Sendable {
    // @unchecked Sendable: a pair is only ever in the idle list or held by one exchange.
    let multi: UnsafeMutableRawPointer
    let easy: UnsafeMutableRawPointer
    var origin: String
    /// How long the host took to answer the pair's last exchange; nil when it did not answer,
    /// or before the first exchange.
    var lastAnswer: Duration?
  }

  /// The pool the live transport uses.
  static let shared = CurlHandles()

  /// How many pairs may wait at once.
  let idleLimit: Int
  private let idle = Locked<[Pair]>([])
  private let freed = Locked(0)

  /// A pool keeping up to `idleLimit` pairs.
  init(idleLimit: Int = 16) {
    self.idleLimit = idleLimit
  }

  deinit {
    for pair in idle.withLock({ $0 }) { Self.free(pair) }
  }

  /// How many pairs wait now, for tests.
  var idleCount: Int { idle.withLock { $0.count } }

  /// How many pairs given back were freed so far (over ``idleLimit``), for tests.
  var freedCount: Int { freed.withLock { $0 } }

  /// A pair for an exchange with `origin`: the idle one that spoke with it last, or a new one;
  /// nil when libcurl cannot make handles.
  func take(for origin: String) -> Pair? {
    let kept = idle.withLock { idle -> Pair? in
      idle.lastIndex { $0.origin == origin }.map { idle.remove(at: $0) }
    }
    if let kept { return kept }
    guard let multi = curl_multi_init() else { return nil }
    guard let easy = curl_easy_init() else {
      curl_multi_cleanup(multi)
      return nil
    }
    return Pair(multi: multi, easy: easy, origin: origin, lastAnswer: nil)
  }

  /// Takes back a pair whose exchange is over (its easy handle no longer in its multi handle):
  /// reset and kept for the next exchange, or freed when ``idleLimit`` pairs already wait.
  func give(_ pair: Pair) {
    curl_easy_reset(pair.easy)
    let extra = idle.withLock { idle -> Pair? in
      idle.append(pair)
      return idle.count > idleLimit ? idle.removeFirst() : nil
    }
    if let extra {
      Self.free(extra)
      freed.withLock { $0 += 1 }
    }
  }

  private static func free(_ pair: Pair) {
    curl_easy_cleanup(pair.easy)
    curl_multi_cleanup(pair.multi)
  }
}
