import Foundation
import Testing

@testable import InstantSearchPluginHost

/// The arena setters lend their C values from: kept by the thread from call to call, grown to
/// what a call needed, and never shared by a call made from inside another.
@Suite("Borrowed memory")
struct BorrowedMemoryTests {
  /// The bytes of the C string at `pointer`, without its NUL.
  private func bytes(_ pointer: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map(UInt8.init(bitPattern:))
  }

  @Test("copies strings byte for byte with a NUL, and arrays in order")
  func copies() {
    withBorrowedMemory { memory in
      let text = "prix: 12 € — ok"
      let copy = memory.string(text)
      #expect(bytes(copy) == Array(text.utf8))
      #expect(copy[text.utf8.count] == 0)
      #expect(memory.string(nil as String?) == nil)
      let strings = memory.strings(count: 3) {
        ["a", "", "long enough to leave small strings"][$0]
      }
      #expect(strings.map { String(cString: $0[2]!) } == "long enough to leave small strings")
      #expect(strings.map { strlen($0[1]!) } == 0)
      #expect(memory.array(count: 0) { $0 } == nil)
    }
  }

  @Test("a thread reuses one arena, so a call that fits makes no allocation")
  func reused() {
    let first = withBorrowedMemory { ObjectIdentifier($0) }
    let second = withBorrowedMemory { memory in
      _ = memory.string("phone")
      return ObjectIdentifier(memory)
    }
    #expect(first == second)
  }

  @Test("a call made from inside a call gets its own arena and leaves the outer values intact")
  func nested() {
    withBorrowedMemory { outer in
      let kept = outer.string("outer value")
      let inner = withBorrowedMemory { inner in
        _ = inner.string(String(repeating: "x", count: 300))
        return ObjectIdentifier(inner)
      }
      #expect(inner != ObjectIdentifier(outer))
      #expect(String(cString: kept) == "outer value")
    }
  }

  @Test("a call larger than the kept block spills into heap blocks, then the block grows to it")
  func grows() {
    let memory = BorrowedMemory()
    let large = String(repeating: "abcdefgh", count: BorrowedMemory.initialCapacity / 4)
    let copies = memory.strings(count: 3) { _ in large }
    #expect((0..<3).allSatisfy { String(cString: copies![$0]!) == large })
    #expect(memory.keptCapacity == BorrowedMemory.initialCapacity)
    memory.reset()
    #expect(memory.keptCapacity >= 3 * (large.utf8.count + 1))
    let grown = memory.keptCapacity
    // The same call again fits the kept block: no spill, no further growth.
    _ = memory.strings(count: 3) { _ in large }
    memory.reset()
    #expect(memory.keptCapacity == grown)
    // What a call needs beyond the limit is freed, not kept.
    let huge = String(repeating: "z", count: BorrowedMemory.keptCapacityLimit * 2)
    #expect(strlen(memory.string(huge)) == huge.utf8.count)
    memory.reset()
    #expect(memory.keptCapacity == BorrowedMemory.keptCapacityLimit)
  }
}
