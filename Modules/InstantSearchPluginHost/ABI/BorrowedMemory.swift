/// Memory the host lends a plugin for one call: strings, structs and arrays copied into C form
/// by `withBorrowedMemory`, and freed together when the call returns.
final class BorrowedMemory {
  private var allocations: [UnsafeMutableRawPointer]

  /// Memory with room to record a few allocations without growing.
  init() {
    allocations = []
    allocations.reserveCapacity(16)
  }

  /// A NUL-terminated copy of `string`.
  func string(_ string: String) -> UnsafePointer<CChar> {
    let copy = duplicateCString(string)
    allocations.append(UnsafeMutableRawPointer(copy))
    return UnsafePointer(copy)
  }

  /// A copy of `string`, or NULL for `nil`.
  func string(_ string: String?) -> UnsafePointer<CChar>? {
    string.map { self.string($0) }
  }

  /// A copy of `value` (a C struct).
  func value<Value>(_ value: Value) -> UnsafePointer<Value> {
    let copy = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    copy.initialize(to: value)
    allocations.append(UnsafeMutableRawPointer(copy))
    return UnsafePointer(copy)
  }

  /// A C array of `elements`, or NULL when there are none.
  func array<Element>(_ elements: [Element]) -> UnsafePointer<Element>? {
    guard !elements.isEmpty else { return nil }
    let copy = UnsafeMutablePointer<Element>.allocate(capacity: elements.count)
    copy.initialize(from: elements, count: elements.count)
    allocations.append(UnsafeMutableRawPointer(copy))
    return UnsafePointer(copy)
  }

  /// A C array of copies of `strings`, or NULL when there are none.
  func strings(_ strings: [String]) -> UnsafePointer<UnsafePointer<CChar>?>? {
    array(strings.map { Optional(string($0)) })
  }

  deinit {
    // Every allocation holds trivial C values: freeing without deinitializing is enough.
    for allocation in allocations { allocation.deallocate() }
  }
}

/// Runs `body` with memory to lend a plugin for one call, freed when `body` returns.
func withBorrowedMemory<Result>(_ body: (BorrowedMemory) -> Result) -> Result {
  let memory = BorrowedMemory()
  return withExtendedLifetime(memory) { body(memory) }
}
