/// A flat array of fixed-width values the index keeps: an array it owns, or a typed view into a
/// mapped snapshot, read in place.
///
/// Indexed from 0 like an array. Mapped values stay valid while `owner` (the mapping) is alive,
/// and the value keeps it alive; nothing ever writes through them, so the value can be shared
/// between threads. Only an owned array can grow (while an index is built); appending to a view
/// is a programming error.
///
/// Reading costs one array read plus a test of whether the values are mapped, which the
/// compiler hoists out of loops; hot loops call ``withUnsafeBufferPointer(_:)`` once instead.
struct IndexArray<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
  /// The values when the index owns them (empty for a view).
  private var owned: [Element]
  /// The first mapped value, or nil when the values are owned.
  private let mapped: UnsafePointer<Element>?
  /// How many mapped values.
  private let mappedCount: Int
  /// What keeps the mapped values valid.
  private let owner: (any Sendable & AnyObject)?

  /// Values the index owns.
  init(_ values: [Element]) {
    owned = values
    mapped = nil
    mappedCount = 0
    owner = nil
  }

  /// Values inside a mapping that `owner` keeps alive; they must be aligned for `Element`.
  init(mapped values: UnsafeBufferPointer<Element>, owner: any Sendable & AnyObject) {
    owned = []
    mapped = values.baseAddress
    mappedCount = values.baseAddress == nil ? 0 : values.count
    self.owner = owner
  }

  /// Whether the values are read in place from a mapping.
  var isMapped: Bool { mapped != nil }

  /// The first position (always 0).
  var startIndex: Int { 0 }

  /// One past the last position.
  var endIndex: Int { mapped == nil ? owned.count : mappedCount }

  /// The value at `position` (from 0); traps when out of range, as an array does.
  @inline(__always)
  subscript(position: Int) -> Element {
    if let mapped {
      precondition(position >= 0 && position < mappedCount, "index out of range")
      return mapped[position]
    }
    return owned[position]
  }

  /// The bytes held in memory for the values: the owned array's capacity, or the mapped length.
  var byteCount: Int {
    (mapped == nil ? owned.capacity : mappedCount) * MemoryLayout<Element>.stride
  }

  /// Calls `body` with the values, valid only during the call, without copying them.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    if let mapped { return try body(UnsafeBufferPointer(start: mapped, count: mappedCount)) }
    return try owned.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the values' bytes, valid only during the call.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
  }

  /// The values as an array the caller owns (a copy for a view; the same storage when owned).
  var array: [Element] {
    mapped == nil ? owned : withUnsafeBufferPointer { Array($0) }
  }

  /// Appends a value to owned values (while an index is built).
  mutating func append(_ value: Element) {
    precondition(mapped == nil, "a mapped index array is read-only")
    owned.append(value)
  }

  /// Makes room for `capacity` owned values, so appending that many does not grow the array
  /// by doubling (while an index is built).
  mutating func reserveCapacity(_ capacity: Int) {
    precondition(mapped == nil, "a mapped index array is read-only")
    owned.reserveCapacity(capacity)
  }

  /// Appends values to owned values (while an index is built).
  mutating func append(contentsOf values: some Sequence<Element>) {
    precondition(mapped == nil, "a mapped index array is read-only")
    owned.append(contentsOf: values)
  }

  /// Owned values without spare capacity (appending leaves up to twice the room needed); a
  /// view is returned as it is.
  var trimmed: IndexArray {
    mapped == nil ? IndexArray(owned.trimmed) : self
  }
}

extension IndexArray: ExpressibleByArrayLiteral {
  /// Owned values, as listed.
  init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
