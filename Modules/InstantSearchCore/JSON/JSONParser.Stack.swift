extension JSONParser {
  /// The elements of the containers being read, innermost last, in one buffer reused across
  /// containers: a closed container's elements are moved out (no copy, no reference counting)
  /// into a buffer of the exact size.
  ///
  /// Owned by one ``Reader``; not thread-safe.
  final class Stack<Element> {
    // Only its reader touches a stack, one call at a time: the run-time exclusivity checks of
    // class properties (a call per access) are left out.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// How many elements are held.
    @exclusivity(unchecked) private(set) var count = 0

    /// The room a stack starts with, and keeps when emptied (``clear()``).
    static var initialCapacity: Int { 64 }
    /// The most room an emptied stack keeps.
    static var keptCapacity: Int { 4096 }

    init(capacity: Int = initialCapacity) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
    }

    /// Removes every element, and gives back the room a large document made past
    /// ``keptCapacity`` (a stack is kept between parses).
    func clear() {
      removeLast(from: 0)
      guard capacity > Self.keptCapacity else { return }
      base.deallocate()
      capacity = Self.initialCapacity
      base = .allocate(capacity: capacity)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }

    /// Adds `element` last, doubling the buffer when it is full.
    @inline(__always)
    func append(_ element: consuming Element) {
      if count == capacity { grow() }
      (base + count).initialize(to: element)
      count += 1
    }

    private func grow() {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      capacity *= 2
    }

    /// The element at `index` (below ``count``).
    @inline(__always)
    subscript(index: Int) -> Element {
      get { base[index] }
      set { base[index] = newValue }
    }

    /// Removes the elements from `start` to the end.
    @inline(__always)
    func removeLast(from start: Int) {
      (base + start).deinitialize(count: count - start)
      count = start
    }

    /// Moves the elements from `start` to the end out of the stack, in order.
    ///
    /// The buffer is reserved, then filled one moved element at a time: the standard library's
    /// `init(unsafeUninitializedCapacity:)` looks the storage type's metadata up at run time on
    /// every call, several times the cost of the whole move for small containers.
    @inline(__always)
    func take(from start: Int) -> ContiguousArray<Element> {
      var taken = ContiguousArray<Element>()
      taken.reserveCapacity(count - start)
      for index in start..<count { taken.append((base + index).move()) }
      count = start
      return taken
    }

    /// Moves the elements from `start` to the end out of the stack into an array, in order (as
    /// ``take(from:)``).
    @inline(__always)
    func takeArray(from start: Int) -> [Element] {
      var taken: [Element] = []
      taken.reserveCapacity(count - start)
      for index in start..<count { taken.append((base + index).move()) }
      count = start
      return taken
    }
  }
}
