import Testing

@testable import InstantSearchPluginKit

/// A host's array of pointers read in place: NULL entries skipped, and `map` sized exactly.
@Suite("Borrowed pointers")
struct BorrowedPointersTests {
  @Test("skips NULL entries and counts the others before reading them")
  func skipsNull() {
    var values = [10, 20, 30]
    values.withUnsafeMutableBufferPointer { storage in
      let base = storage.baseAddress!
      let pointers: [UnsafePointer<Int>?] = [
        UnsafePointer(base), nil, UnsafePointer(base + 2), nil, UnsafePointer(base + 1),
      ]
      pointers.withUnsafeBufferPointer { array in
        let borrowed = BorrowedPointers(array)
        #expect(borrowed.underestimatedCount == 3)
        #expect(borrowed.map(\.pointee) == [10, 30, 20])
      }
    }
  }

  @Test("an empty or absent array reads as no entries")
  func empty() {
    let none = BorrowedPointers<Int>(UnsafeBufferPointer(start: nil, count: 0))
    #expect(none.underestimatedCount == 0)
    #expect(none.map(\.pointee).isEmpty)
    let allNull: [UnsafePointer<Int>?] = [nil, nil]
    allNull.withUnsafeBufferPointer { #expect(BorrowedPointers($0).map(\.pointee).isEmpty) }
  }
}
