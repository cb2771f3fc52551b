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

@Suite("CompositeConnection: building and removing members")
@MainActor
struct CompositeConnectionMembersTests {
  @Test func connectingSkipsNilMembersAndConnectsAtOnce() {
    let a = CountingConnection("a")
    let composite = CompositeConnection(connecting: [a, nil])
    #expect(composite.isConnected)
    #expect(composite.connections.count == 1)
    #expect(a.connects == 1)
  }

  @Test func removeDisconnectsAConnectedMemberAndIgnoresStrangers() {
    let a = CountingConnection("a")
    let b = CountingConnection("b")
    let composite = CompositeConnection(connecting: [a, b])
    composite.remove(a)
    #expect(a.disconnects == 1)
    #expect(composite.connections.count == 1)
    composite.remove(CountingConnection("stranger"))
    #expect(composite.connections.count == 1)
    composite.disconnect()
    #expect(a.disconnects == 1 && b.disconnects == 1)
    let idle = CompositeConnection([a])
    idle.remove(a)
    #expect(a.disconnects == 1, "a member of a disconnected composite is not disconnected again")
    #expect(idle.connections.isEmpty)
  }
}
