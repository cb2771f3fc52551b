import InstantSearchCore
import Testing

@MainActor
private final class Recorder {
  var values: [Int] = []
}

@Suite("Observer")
@MainActor
struct ObserverTests {
  @Test func deliversToSubscribersInOrder() {
    let observer = Observer<Int>()
    let first = Recorder()
    let second = Recorder()
    var order: [String] = []
    observer.subscribe(with: first) { recorder, value in
      recorder.values.append(value)
      order.append("first")
    }
    observer.subscribe(with: second) { recorder, value in
      recorder.values.append(value)
      order.append("second")
    }
    observer.fire(1)
    observer.fire(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    #expect(order == ["first", "second", "first", "second"])
  }

  @Test func subscribePastReplaysTheLastValueSynchronously() {
    let observer = Observer<Int>()
    observer.fire(7)
    observer.fire(8)
    let recorder = Recorder()
    observer.subscribePast(with: recorder) { recorder, value in recorder.values.append(value) }
    #expect(recorder.values == [8])
    observer.fire(9)
    #expect(recorder.values == [8, 9])
  }

  @Test func subscribePastOnAFreshObserverReplaysNothing() {
    let observer = Observer<Int>()
    let recorder = Recorder()
    observer.subscribePast(with: recorder) { recorder, value in recorder.values.append(value) }
    #expect(recorder.values.isEmpty)
    #expect(observer.lastDataFired == nil)
  }

  @Test func withoutRetainingNothingIsReplayed() {
    let observer = Observer<Int>(retainLastData: false)
    observer.fire(1)
    let recorder = Recorder()
    observer.subscribePast(with: recorder) { recorder, value in recorder.values.append(value) }
    #expect(recorder.values.isEmpty)
    #expect(observer.lastDataFired == nil)
  }

  @Test func clearLastDataStopsTheReplay() {
    let observer = Observer<Int>()
    observer.fire(1)
    observer.clearLastData()
    let recorder = Recorder()
    observer.subscribePast(with: recorder) { recorder, value in recorder.values.append(value) }
    #expect(recorder.values.isEmpty)
  }

  @Test func cancelSubscriptionRemovesEverySubscriptionOfTheObject() {
    let observer = Observer<Int>()
    let recorder = Recorder()
    let other = Recorder()
    observer.subscribe(with: recorder) { recorder, value in recorder.values.append(value) }
    observer.subscribe(with: recorder) { recorder, value in recorder.values.append(value * 10) }
    observer.subscribe(with: other) { other, value in other.values.append(value) }
    observer.fire(1)
    observer.cancelSubscription(for: recorder)
    observer.fire(2)
    #expect(recorder.values == [1, 10])
    #expect(other.values == [1, 2])
    #expect(observer.subscriptionCount == 1)
    observer.cancelAllSubscriptions()
    #expect(observer.subscriptionCount == 0)
  }

  @Test func subscribersAreHeldWeakly() {
    let observer = Observer<Int>()
    var delivered = 0
    weak var weakRecorder: Recorder?
    do {
      let recorder = Recorder()
      weakRecorder = recorder
      observer.subscribe(with: recorder) { _, _ in delivered += 1 }
      observer.fire(1)
      #expect(observer.subscriptionCount == 1)
    }
    #expect(weakRecorder == nil)
    observer.fire(2)
    #expect(delivered == 1)
    #expect(observer.subscriptionCount == 0)
  }

  @Test func subscribeOnceDeliversOneValue() {
    let observer = Observer<Int>()
    let recorder = Recorder()
    observer.subscribeOnce(with: recorder) { recorder, value in recorder.values.append(value) }
    observer.fire(1)
    observer.fire(2)
    #expect(recorder.values == [1])
    #expect(observer.subscriptionCount == 0)
  }

  @Test func aCallbackMaySubscribeAndCancelWhileFiring() {
    let observer = Observer<Int>()
    let recorder = Recorder()
    let late = Recorder()
    observer.subscribe(with: recorder) { recorder, value in
      recorder.values.append(value)
      observer.cancelSubscription(for: recorder)
      observer.subscribe(with: late) { late, value in late.values.append(value) }
    }
    observer.fire(1)
    observer.fire(2)
    #expect(recorder.values == [1])
    #expect(late.values == [2])
  }

  @Test func subscribingFromManyThreadsIsSafe() async {
    let observer = Observer<Int>()
    let subscribers = (0..<200).map { _ in Recorder() }
    await withTaskGroup(of: Void.self) { group in
      for subscriber in subscribers {
        group.addTask {
          observer.subscribe(with: subscriber) { subscriber, value in
            subscriber.values.append(value)
          }
          _ = observer.lastDataFired
        }
      }
    }
    #expect(observer.subscriptionCount == 200)
    observer.fire(5)
    #expect(subscribers.allSatisfy { $0.values == [5] })
  }
}
