import Foundation
import Glibc
import InstantSearchTestSupport
import Testing

@testable import InstantSearchClient

/// The process's context switches (voluntary and involuntary) and CPU seconds so far.
private func usage() -> (switches: Int, cpu: Double) {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let cpu =
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  return (usage.ru_nvcsw + usage.ru_nivcsw, cpu)
}

@Suite("The transport against a host that accepts and never answers")
struct SilentHostTests {
  /// Waiting must sleep: a transport that polls switches context about 160,000 times a second
  /// (measured); one that waits, a handful over the whole timeout. The process's count also holds
  /// every other test running meanwhile, and on a loaded run the timeout itself fires late, so the
  /// bound is a rate per second of the wait, eight times under polling's.
  @Test("The live transport times out without spinning")
  func waitsWithoutPolling() async throws {
    let silent = try SilentPort()
    let request = HTTPRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(silent.port)/1/indexes")!,
      timeout: .milliseconds(1500))
    let before = usage()
    let start = ContinuousClock.now
    await #expect(throws: TransportFailure.timedOut) {
      _ = try await HTTPTransport.live.send(request)
    }
    let waited = ContinuousClock.now - start
    let after = usage()
    let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
    let switches = after.switches - before.switches
    #expect(
      Double(switches) / seconds < 20_000,
      "\(switches) context switches and \(after.cpu - before.cpu) s of CPU in \(waited) of waiting")
  }

  @Test("Cancelling the task stops the wait at once")
  func cancellationStopsTheWait() async throws {
    let silent = try SilentPort()
    let request = HTTPRequest(
      method: "GET", url: URL(string: "http://127.0.0.1:\(silent.port)/")!,
      timeout: .seconds(600))
    let task = Task { try await HTTPTransport.live.send(request) }
    task.cancel()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }
}
