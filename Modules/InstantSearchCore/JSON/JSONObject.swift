/// The members of a JSON object: keys in their original order, with fast lookup by key.
///
/// Small objects are searched linearly (faster than hashing for a handful of keys); larger ones
/// keep a key index. Setting an existing key replaces its value in place; a new key goes last.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
  /// The members in order, in one buffer (one allocation per object).
  private var members: ContiguousArray<Member>
  /// The position of each key, kept only for objects larger than ``indexThreshold``.
  private var positions: [String: Int]?

  /// The keys, in order (made on each call: iterate the object itself to avoid the array).
  public var keys: [String] { members.map { $0.key } }
  /// The values, in the order of ``keys`` (made on each call, like ``keys``).
  public var values: [JSON] { members.map { $0.value } }

  /// The size above which an object keeps a key index.
  static let indexThreshold = 24

  /// Creates an empty object.
  public init() {
    members = []
  }

  /// Creates an object from key-value pairs in order; a repeated key keeps its last value at its
  /// first position.
  ///
  /// - Parameter pairs: the members, in order.
  public init(_ pairs: some Sequence<(String, JSON)>) {
    self.init()
    members.reserveCapacity(pairs.underestimatedCount)
    for (key, value) in pairs { self[key] = value }
  }

  /// Makes room for `count` members, so that adding them allocates once.
  ///
  /// - Parameter count: how many members the object will hold.
  public mutating func reserveCapacity(_ count: Int) {
    members.reserveCapacity(count)
  }

  /// Creates an object from members whose keys are already known to be distinct.
  init(uniqueMembers members: ContiguousArray<Member>) {
    self.members = members
    if members.count > Self.indexThreshold { rebuildPositions() }
  }

  private mutating func rebuildPositions() {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(members.count)
    for (offset, member) in members.enumerated() { positions[member.key] = offset }
    self.positions = positions
  }

  /// The position of `key` in ``keys``, if present.
  ///
  /// - Complexity: O(1) for large objects, O(n) over at most ``indexThreshold`` keys otherwise.
  public func index(forKey key: String) -> Int? {
    if let positions { return positions[key] }
    return members.firstIndex { $0.key == key }
  }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSON? {
    get {
      guard let offset = index(forKey: key) else { return nil }
      return members[offset].value
    }
    set {
      if let offset = index(forKey: key) {
        if let newValue {
          members[offset].value = newValue
        } else {
          members.remove(at: offset)
          positions = nil
          if members.count > Self.indexThreshold { rebuildPositions() }
        }
      } else if let newValue {
        members.append(Member(key, newValue))
        if positions != nil {
          positions?[key] = members.count - 1
        } else if members.count > Self.indexThreshold {
          rebuildPositions()
        }
      }
    }
  }

  /// The first position.
  public var startIndex: Int { 0 }

  /// One past the last position.
  public var endIndex: Int { members.count }

  /// The member at `position`, as a key-value pair.
  public subscript(position: Int) -> (key: String, value: JSON) {
    let member = members[position]
    return (member.key, member.value)
  }

  /// Equal when both objects hold the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    if lhs.members.elementsEqual(rhs.members, by: { $0.key == $1.key && $0.value == $1.value }) {
      return true
    }
    for member in lhs.members where rhs[member.key] != member.value { return false }
    return true
  }

  /// Hashes the members independently of their order.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for member in members {
      var memberHasher = Hasher()
      memberHasher.combine(member.key)
      memberHasher.combine(member.value)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(members.count)
    hasher.combine(combined)
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object, keeping the literal's key order.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements)
  }
}
