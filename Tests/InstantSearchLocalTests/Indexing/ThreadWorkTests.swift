import Foundation
import Testing

@testable import InstantSearchLocal

@Suite("Work on a thread of its own")
struct ThreadWorkTests {
  @Test("the work runs on another thread, and wait gives its result")
  func runsBesideTheCaller() {
    let caller = pthread_self()
    let work = ThreadWork(label: "test.thread-work") { pthread_equal(pthread_self(), caller) == 0 }
    #expect(work.wait(), "the work ran on the caller's thread")
  }

  @Test("an error the work returns reaches the caller")
  func resultsComeBack() {
    struct Failure: Error, Equatable {}
    let work = ThreadWork(label: "test.thread-work") { Result<Int, Failure>.failure(Failure()) }
    #expect(throws: Failure()) { try work.wait().get() }
  }
}
