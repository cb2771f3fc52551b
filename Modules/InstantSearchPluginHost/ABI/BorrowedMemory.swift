/// Memory the host lends a plugin for one call: strings, structs and arrays copied into C form
/// by `withBorrowedMemory`, and released together when the call returns.
///
/// It is one arena: values are laid out one after the other in a block, first a block on the
/// stack of the call (`firstBlockSize` bytes, enough for a page of a few hits or a facet list's
/// values), then, only when that is full, heap blocks of at least `heapBlockSize` bytes. A small
/// call makes no allocation for what it lends; a large one makes a few, not one per value.
final class BorrowedMemory {
  /// The size of the block on the stack.
  static let firstBlockSize = 1024
  /// The smallest heap block, when the first is full.
  static let heapBlockSize = 16 * 1024
  /// Every value is placed at a multiple of this (the strictest alignment of the C values).
  private static let alignment = 8

  private var next: UnsafeMutableRawPointer
  private var end: UnsafeMutableRawPointer
  private var heapBlocks: [UnsafeMutableRawPointer] = []

  /// Memory that fills `first`, then heap blocks.
  init(first: UnsafeMutableRawBufferPointer) {
    // `withUnsafeTemporaryAllocation` never gives a buffer without a base address for a
    // non-zero size.
    next = first.baseAddress!
    end = next + first.count
  }

  /// `count` bytes at an aligned address, valid until the call returns.
  func bytes(_ count: Int) -> UnsafeMutableRawPointer {
    let size = (count + Self.alignment - 1) & ~(Self.alignment - 1)
    if end - next < size {
      let capacity = max(size, Self.heapBlockSize)
      let block = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: Self.alignment)
      heapBlocks.append(block)
      (next, end) = (block, block + capacity)
    }
    defer { next += size }
    return next
  }

  /// A NUL-terminated copy of `string`.
  func string(_ string: String) -> UnsafePointer<CChar> {
    let utf8 = string.utf8
    let count = utf8.count
    let copy = bytes(count + 1).bindMemory(to: CChar.self, capacity: count + 1)
    let copied: Bool? = utf8.withContiguousStorageIfAvailable { source in
      if let base = source.baseAddress {
        UnsafeMutableRawPointer(copy).copyMemory(from: base, byteCount: count)
      }
      return true
    }
    if copied == nil {
      for (offset, byte) in utf8.enumerated() { copy[offset] = CChar(bitPattern: byte) }
    }
    copy[count] = 0
    return UnsafePointer(copy)
  }

  /// A copy of `string`, or NULL for `nil`.
  func string(_ string: String?) -> UnsafePointer<CChar>? {
    string.map { self.string($0) }
  }

  /// A copy of `value` (a C struct).
  func value<Value>(_ value: Value) -> UnsafePointer<Value> {
    let copy = bytes(MemoryLayout<Value>.stride).bindMemory(to: Value.self, capacity: 1)
    copy.initialize(to: value)
    return UnsafePointer(copy)
  }

  /// A C array of `count` elements, each made by `element` from its index in order, or NULL when
  /// `count` is 0. The array is placed before anything `element` lends, so it may lend more.
  func array<Element>(count: Int, _ element: (Int) -> Element) -> UnsafePointer<Element>? {
    guard count > 0 else { return nil }
    let copy = bytes(MemoryLayout<Element>.stride * count)
      .bindMemory(to: Element.self, capacity: count)
    for index in 0..<count { (copy + index).initialize(to: element(index)) }
    return UnsafePointer(copy)
  }

  /// A C array of copies of the `count` strings `text` gives for each index, or NULL when
  /// `count` is 0.
  func strings(count: Int, _ text: (Int) -> String) -> UnsafePointer<UnsafePointer<CChar>?>? {
    array(count: count) { Optional(string(text($0))) }
  }

  deinit {
    // Every block holds trivial C values: freeing without deinitializing is enough.
    for block in heapBlocks { block.deallocate() }
  }
}

/// Runs `body` with memory to lend a plugin for one call, released when `body` returns.
func withBorrowedMemory<Result>(_ body: (BorrowedMemory) -> Result) -> Result {
  withUnsafeTemporaryAllocation(
    byteCount: BorrowedMemory.firstBlockSize, alignment: MemoryLayout<Int>.alignment
  ) { first in
    let memory = BorrowedMemory(first: first)
    return withExtendedLifetime(memory) { body(memory) }
  }
}
