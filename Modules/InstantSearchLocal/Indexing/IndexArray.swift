/// A flat array of fixed-width values the index keeps: an array it owns, or a typed view into a
/// mapped snapshot, read in place.
///
/// Indexed from 0 like an array. Mapped values stay valid while `owner` (the mapping) is alive,
/// and the value keeps it alive; nothing ever writes through them, so the value can be shared
/// between threads. Only an owned array can grow (while an index is built); appending to a view
/// is a programming error.
///
/// Reading costs one bounds check and one load: the first value's address and the count are
/// kept beside the values (the owned array's buffer, refreshed after every change to it, or the
/// mapping), so no read tests which of the two holds them.
struct IndexArray<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
  /// The values when the index owns them (empty for a view).
  private var owned: [Element]
  /// The first value: in `owned`'s buffer, or in the mapping (nil only when there is none).
  private var base: UnsafePointer<Element>?
  /// How many values.
  private var length: Int
  /// What keeps the mapped values valid (nil when the values are owned).
  private let owner: (any Sendable & AnyObject)?

  /// Values the index owns.
  init(_ values: [Element]) {
    owned = values
    owner = nil
    (base, length) = values.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
  }

  /// Values inside a mapping that `owner` keeps alive; they must be aligned for `Element`.
  init(mapped values: UnsafeBufferPointer<Element>, owner: any Sendable & AnyObject) {
    owned = []
    base = values.baseAddress
    length = values.baseAddress == nil ? 0 : values.count
    self.owner = owner
  }

  /// Points `base` and `length` at `owned` again, after a change that may have moved it. The
  /// buffer stays where it is while `owned` holds it unchanged: a copy of this value shares it,
  /// and changing either copy makes the changed one a buffer of its own first.
  private mutating func refresh() {
    (base, length) = owned.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
  }

  /// Whether the values are read in place from a mapping.
  var isMapped: Bool { owner != nil }

  /// The first position (always 0).
  var startIndex: Int { 0 }

  /// One past the last position.
  var endIndex: Int { length }

  /// The value at `position` (from 0); traps when out of range, as an array does.
  @inline(__always)
  subscript(position: Int) -> Element {
    precondition(position >= 0 && position < length, "index out of range")
    return base.unsafelyUnwrapped[position]
  }

  /// The bytes held in memory for the values: the owned array's capacity, or the mapped length.
  var byteCount: Int {
    (owner == nil ? owned.capacity : length) * MemoryLayout<Element>.stride
  }

  /// Calls `body` with the values, valid only during the call, without copying them.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: length)) }
  }

  /// Calls `body` with the values' bytes, valid only during the call.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
  }

  /// The values as an array the caller owns (a copy for a view; the same storage when owned).
  var array: [Element] {
    owner == nil ? owned : withUnsafeBufferPointer { Array($0) }
  }

  /// Appends a value to owned values (while an index is built).
  mutating func append(_ value: Element) {
    precondition(owner == nil, "a mapped index array is read-only")
    owned.append(value)
    refresh()
  }

  /// Makes room for `capacity` owned values, so appending that many does not grow the array
  /// by doubling (while an index is built).
  mutating func reserveCapacity(_ capacity: Int) {
    precondition(owner == nil, "a mapped index array is read-only")
    owned.reserveCapacity(capacity)
    refresh()
  }

  /// Appends values to owned values (while an index is built).
  mutating func append(contentsOf values: some Sequence<Element>) {
    precondition(owner == nil, "a mapped index array is read-only")
    owned.append(contentsOf: values)
    refresh()
  }

  /// Owned values without spare capacity (appending leaves up to twice the room needed); a
  /// view is returned as it is.
  var trimmed: IndexArray {
    owner == nil ? IndexArray(owned.trimmed) : self
  }
}

extension IndexArray: ExpressibleByArrayLiteral {
  /// Owned values, as listed.
  init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
