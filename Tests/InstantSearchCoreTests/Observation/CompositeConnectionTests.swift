import InstantSearchCore
import Testing

@MainActor
private final class CountingConnection: Connection {
  var connects = 0
  var disconnects = 0
  var log: [String]
  let name: String

  init(_ name: String, log: [String] = []) {
    self.name = name
    self.log = log
  }

  func connect() { connects += 1 }
  func disconnect() { disconnects += 1 }
}

@Suite("CompositeConnection")
@MainActor
struct CompositeConnectionTests {
  @Test func connectAndDisconnectAreIdempotent() {
    let a = CountingConnection("a")
    let b = CountingConnection("b")
    let composite = CompositeConnection([a, b])
    #expect(!composite.isConnected)
    composite.connect()
    composite.connect()
    #expect(composite.isConnected)
    #expect(a.connects == 1 && b.connects == 1)
    composite.disconnect()
    composite.disconnect()
    #expect(a.disconnects == 1 && b.disconnects == 1)
    #expect(!composite.isConnected)
  }

  @Test func aMemberAddedWhileConnectedIsConnected() {
    let composite = CompositeConnection()
    composite.connect()
    let late = CountingConnection("late")
    composite.append(late)
    #expect(late.connects == 1)
    let idle = CompositeConnection()
    let other = CountingConnection("other")
    idle.append(other)
    #expect(other.connects == 0)
  }
}
