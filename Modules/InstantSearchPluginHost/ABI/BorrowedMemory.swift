#if canImport(Glibc)
  internal import Glibc
#endif

/// Memory the host lends a plugin for one call: strings, structs and arrays copied into C form
/// by `withBorrowedMemory`, and given back together when the call returns.
///
/// It is an arena: values are laid out one after the other in one block the thread keeps from
/// call to call (`initialCapacity` bytes at first), then, only when that is full, in extra heap
/// blocks of at least `heapBlockSize` bytes. When a call needed extra blocks, they are freed as
/// it returns and the kept block grows to what the call used (up to `keptCapacityLimit`), so the
/// next call of that size makes no allocation at all. Not thread-safe: each thread has its own.
final class BorrowedMemory {
  /// The size of a new arena's block.
  static let initialCapacity = 4 * 1024
  /// The smallest extra block, when the kept one is full.
  static let heapBlockSize = 16 * 1024
  /// The largest block an arena keeps between calls; a call that needs more frees the excess.
  static let keptCapacityLimit = 256 * 1024
  /// Every value is placed at a multiple of this (the strictest alignment of the C values).
  private static let alignment = 8

  /// The block kept between calls, and its size.
  private var block: UnsafeMutableRawPointer
  private var capacity: Int
  /// Where the next value goes, and the end of the block it goes in. Only this arena's own
  /// methods touch them, one at a time, so the runtime's exclusivity checks (a thread-local
  /// access set per access) are left out.
  @exclusivity(unchecked) private var next: UnsafeMutableRawPointer
  @exclusivity(unchecked) private var end: UnsafeMutableRawPointer
  /// The extra blocks of the current call, and their total size.
  @exclusivity(unchecked) private var heapBlocks: [UnsafeMutableRawPointer] = []
  @exclusivity(unchecked) private var heapBytes = 0

  /// An arena whose kept block holds `capacity` bytes.
  init(capacity: Int = BorrowedMemory.initialCapacity) {
    self.capacity = capacity
    block = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: Self.alignment)
    (next, end) = (block, block + capacity)
  }

  /// How many bytes the kept block holds (what the next call can lend without allocating).
  var keptCapacity: Int { capacity }

  /// `count` bytes at an aligned address, valid until the call returns.
  @inline(__always)
  func bytes(_ count: Int) -> UnsafeMutableRawPointer {
    let size = (count + Self.alignment - 1) & ~(Self.alignment - 1)
    if end - next < size { spill(size) }
    defer { next += size }
    return next
  }

  /// Starts an extra block with room for `size` bytes, when the current one is full.
  @inline(never)
  private func spill(_ size: Int) {
    let capacity = max(size, Self.heapBlockSize)
    let extra = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: Self.alignment)
    heapBlocks.append(extra)
    heapBytes += capacity
    (next, end) = (extra, extra + capacity)
  }

  /// A NUL-terminated copy of `string`, written straight from its UTF-8 storage (read through
  /// a span, which borrows the storage instead of retaining it).
  func string(_ string: String) -> UnsafePointer<CChar> {
    string.utf8.span.withUnsafeBytes { copy($0) }
  }

  /// A NUL-terminated copy of `bytes`.
  private func copy(_ bytes: UnsafeRawBufferPointer) -> UnsafePointer<CChar> {
    let copy = self.bytes(bytes.count + 1)
    if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
    copy.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
    return UnsafePointer(copy.bindMemory(to: CChar.self, capacity: bytes.count + 1))
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

  /// Takes everything back after a call: frees its extra blocks and, when there were some,
  /// replaces the kept block by one as large as the call needed (within `keptCapacityLimit`).
  func reset() {
    if !heapBlocks.isEmpty {
      for extra in heapBlocks { extra.deallocate() }
      let needed = min(capacity + heapBytes, Self.keptCapacityLimit)
      (heapBlocks, heapBytes) = ([], 0)
      if needed > capacity {
        block.deallocate()
        block = UnsafeMutableRawPointer.allocate(byteCount: needed, alignment: Self.alignment)
        capacity = needed
      }
    }
    (next, end) = (block, block + capacity)
  }

  deinit {
    // Every block holds trivial C values: freeing without deinitializing is enough.
    for extra in heapBlocks { extra.deallocate() }
    block.deallocate()
  }
}

/// Runs `body` with memory to lend a plugin for one call, given back when `body` returns: every
/// setter of every kind lends through this. The thread's arena is reused, so a call whose values
/// fit the kept block makes no allocation; a call made from inside `body` (a plugin's event
/// running host code that calls a plugin again) finds the arena taken and uses one of its own,
/// which it then keeps for the thread if the slot is still empty.
func withBorrowedMemory<Result>(_ body: (BorrowedMemory) -> Result) -> Result {
  let key = borrowedMemoryKey
  let memory: BorrowedMemory
  if let kept = pthread_getspecific(key) {
    // The slot's reference moves to this call; the slot stays empty while it runs.
    memory = Unmanaged<BorrowedMemory>.fromOpaque(kept).takeRetainedValue()
    pthread_setspecific(key, nil)
  } else {
    memory = BorrowedMemory()
  }
  defer {
    memory.reset()
    if pthread_getspecific(key) == nil {
      pthread_setspecific(key, Unmanaged.passRetained(memory).toOpaque())
    }
  }
  return body(memory)
}

/// The thread-specific slot of each thread's arena; a thread's arena is released when it exits.
private let borrowedMemoryKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { kept in
    kept.map { Unmanaged<BorrowedMemory>.fromOpaque($0).release() }
  }
  precondition(status == 0, "pthread_key_create failed for the plugin arena: \(status)")
  return key
}()
