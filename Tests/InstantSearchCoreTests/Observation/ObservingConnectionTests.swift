import InstantSearchCore
import Testing

/// A connection that records what it receives and how often its hooks run.
@MainActor
private final class RecordingConnection: ObservingConnection {
  let values: Observer<Int>
  let other: Observer<String>
  var received: [Int] = []
  var texts: [String] = []
  var didConnectCount = 0
  var didDisconnectCount = 0
  var subscribedWhileConnected: Bool?
  var onValue: ((RecordingConnection) -> Void)?

  init(_ values: Observer<Int>, _ other: Observer<String> = Observer()) {
    self.values = values
    self.other = other
  }

  override func didConnect() {
    didConnectCount += 1
    subscribedWhileConnected = isConnected
    subscribePast(to: values) { [self] value in
      received.append(value)
      onValue?(self)
    }
    subscribe(to: other) { [self] in texts.append($0) }
  }

  override func didDisconnect() {
    didDisconnectCount += 1
  }
}

@Suite("ObservingConnection: idempotent, kept alive while connected, released on disconnect")
@MainActor
struct ObservingConnectionTests {
  @Test("a second connect runs didConnect once and subscribes nothing more")
  func idempotentConnect() {
    let values = Observer<Int>()
    let other = Observer<String>()
    let connection = RecordingConnection(values, other)
    #expect(!connection.isConnected)
    connection.connect()
    connection.connect()
    #expect(connection.isConnected)
    #expect(connection.didConnectCount == 1)
    #expect(connection.subscribedWhileConnected == true)
    #expect(values.subscriptionCount == 1 && other.subscriptionCount == 1)
    values.fire(1)
    other.fire("a")
    #expect(connection.received == [1] && connection.texts == ["a"])
  }

  @Test("subscribePast replays the last value; subscribe waits for the next one")
  func replay() {
    let values = Observer<Int>()
    let other = Observer<String>()
    values.fire(4)
    other.fire("old")
    let connection = RecordingConnection(values, other).connected()
    #expect(connection.received == [4])
    #expect(connection.texts.isEmpty)
  }

  @Test("disconnect cancels every recorded subscription, runs didDisconnect once; reconnect works")
  func idempotentDisconnect() {
    let values = Observer<Int>()
    let other = Observer<String>()
    let connection = RecordingConnection(values, other).connected()
    connection.disconnect()
    connection.disconnect()
    #expect(!connection.isConnected)
    #expect(connection.didDisconnectCount == 1)
    #expect(values.subscriptionCount == 0 && other.subscriptionCount == 0)
    values.fire(2)
    #expect(connection.received.isEmpty)
    connection.connect()
    #expect(connection.didConnectCount == 2)
    #expect(connection.received == [2], "the reconnected subscription replays the last value")
    #expect(values.subscriptionCount == 1)
  }

  @Test("a dropped connected connection lives on; disconnecting releases it")
  func retention() {
    let values = Observer<Int>()
    weak var weakConnection: RecordingConnection?
    do {
      weakConnection = RecordingConnection(values).connected()
    }
    #expect(weakConnection != nil)
    values.fire(3)
    #expect(weakConnection?.received == [3])
    weakConnection?.disconnect()
    #expect(weakConnection == nil)
    #expect(values.subscriptionCount == 0)
  }

  @Test("a connection never connected is released when dropped")
  func neverConnected() {
    weak var weakConnection: RecordingConnection?
    do {
      let connection = RecordingConnection(Observer())
      weakConnection = connection
      #expect(weakConnection != nil)
    }
    #expect(weakConnection == nil)
  }

  @Test("a value fired after a disconnect within the same fire reaches no callback")
  func disconnectDuringFire() {
    let values = Observer<Int>()
    let first = RecordingConnection(values).connected()
    let second = RecordingConnection(values).connected()
    first.onValue = { _ in second.disconnect() }
    values.fire(1)
    #expect(first.received == [1])
    #expect(second.received.isEmpty)
  }
}
