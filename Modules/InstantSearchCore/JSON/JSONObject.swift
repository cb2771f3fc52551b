/// The members of a JSON object: keys in their original order, with fast lookup by key.
///
/// Small objects are searched linearly (faster than hashing for a handful of keys); larger ones
/// keep a key index. Setting an existing key replaces its value in place; a new key goes last.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
  /// The keys, in order.
  public private(set) var keys: [String]
  /// The values, in the order of ``keys``.
  public private(set) var values: [JSON]
  /// The position of each key, kept only for objects larger than ``indexThreshold``.
  private var positions: [String: Int]?

  /// The size above which an object keeps a key index.
  static let indexThreshold = 12

  /// Creates an empty object.
  public init() {
    keys = []
    values = []
  }

  /// Creates an object from key-value pairs in order; a repeated key keeps its last value at its
  /// first position.
  ///
  /// - Parameter pairs: the members, in order.
  public init(_ pairs: some Sequence<(String, JSON)>) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// Creates an object from keys and values already known to be distinct.
  init(uniqueKeys keys: [String], values: [JSON]) {
    self.keys = keys
    self.values = values
    if keys.count > Self.indexThreshold { rebuildPositions() }
  }

  private mutating func rebuildPositions() {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(keys.count)
    for (offset, key) in keys.enumerated() { positions[key] = offset }
    self.positions = positions
  }

  /// The position of `key` in ``keys``, if present.
  ///
  /// - Complexity: O(1) for large objects, O(n) over at most ``indexThreshold`` keys otherwise.
  public func index(forKey key: String) -> Int? {
    if let positions { return positions[key] }
    return keys.firstIndex(of: key)
  }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSON? {
    get {
      guard let offset = index(forKey: key) else { return nil }
      return values[offset]
    }
    set {
      if let offset = index(forKey: key) {
        if let newValue {
          values[offset] = newValue
        } else {
          keys.remove(at: offset)
          values.remove(at: offset)
          positions = nil
          if keys.count > Self.indexThreshold { rebuildPositions() }
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if positions != nil {
          positions?[key] = keys.count - 1
        } else if keys.count > Self.indexThreshold {
          rebuildPositions()
        }
      }
    }
  }

  /// The first position.
  public var startIndex: Int { 0 }

  /// One past the last position.
  public var endIndex: Int { keys.count }

  /// The member at `position`, as a key-value pair.
  public subscript(position: Int) -> (key: String, value: JSON) {
    (keys[position], values[position])
  }

  /// Equal when both objects hold the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.keys.count == rhs.keys.count else { return false }
    if lhs.keys == rhs.keys { return lhs.values == rhs.values }
    for (offset, key) in lhs.keys.enumerated() where rhs[key] != lhs.values[offset] {
      return false
    }
    return true
  }

  /// Hashes the members independently of their order.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for (offset, key) in keys.enumerated() {
      var member = Hasher()
      member.combine(key)
      member.combine(values[offset])
      combined ^= member.finalize()
    }
    hasher.combine(keys.count)
    hasher.combine(combined)
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object, keeping the literal's key order.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements)
  }
}
