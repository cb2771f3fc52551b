import Testing

@testable import InstantSearchLocal

/// Index arrays read the same whether the index owns the values or views them in a mapping.
@Suite("Index arrays: owned or mapped")
struct IndexArrayTests {
  /// Memory standing in for a mapping: freed when the last view lets go of it.
  final class Mapping: @unchecked Sendable {
    let values: UnsafeMutableBufferPointer<UInt32>

    init(_ source: [UInt32]) {
      values = .allocate(capacity: source.count)
      _ = values.initialize(from: source)
    }

    deinit { values.deallocate() }
  }

  @Test("a view of mapped values reads as the owned array, from 0, without copying")
  func viewReadsLikeArray() {
    let source: [UInt32] = [5, 3, 9, 1, 7]
    let owned = IndexArray(source)
    let mapping = Mapping(source)
    let view = IndexArray(mapped: UnsafeBufferPointer(mapping.values), owner: mapping)
    #expect(!owned.isMapped && view.isMapped)
    #expect(Array(owned) == source && Array(view) == source)
    #expect(view.count == 5 && view[4] == 7 && view.byteCount == 20)
    #expect(Array(view[1..<3]) == [3, 9])
    mapping.values[2] = 42
    #expect(view[2] == 42, "a view reads the mapping in place")
    #expect(
      view.withUnsafeBufferPointer { $0.baseAddress } == UnsafePointer(mapping.values.baseAddress))
    #expect(view.array == [5, 3, 42, 1, 7] && view.trimmed.isMapped)
  }

  @Test("owned values grow while an index is built; a literal is owned")
  func ownedGrows() {
    var values: IndexArray<Int32> = [1]
    values.append(2)
    values.append(contentsOf: [3, 4])
    #expect(Array(values) == [1, 2, 3, 4] && !values.isMapped)
    #expect(Array(values.trimmed) == [1, 2, 3, 4] && values.byteCount >= 16)
  }

  @Test("a copy and a posting list keep their values while the array they came from grows")
  func copiesSurviveGrowth() {
    var values = IndexArray<UInt32>([10, 20, 30])
    let copy = values
    let run = PostingList(values, 1..<3)
    for value in 40..<1040 { values.append(UInt32(value)) }
    values.reserveCapacity(4096)
    #expect(Array(copy) == [10, 20, 30] && Array(run) == [20, 30])
    #expect(values.count == 1003 && values[1002] == 1039 && values[0] == 10)
    var grown = copy
    grown.append(contentsOf: [7, 8])
    #expect(Array(grown) == [10, 20, 30, 7, 8] && Array(copy) == [10, 20, 30])
    #expect(run.withUnsafeBufferPointer { Array($0) } == [20, 30])
  }
}
