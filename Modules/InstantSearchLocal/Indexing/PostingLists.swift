/// Every term's postings (or their places) in one flat array, with where each term's run
/// starts: `lists[term]` is that run as a ``PostingList`` (no copy).
struct PostingLists: Sendable {
  /// The runs, term after term.
  let values: IndexArray<UInt32>
  /// Where each term's run starts in `values`, one more entry than terms.
  let starts: IndexArray<UInt32>

  /// How many terms.
  var count: Int { starts.count - 1 }

  /// The term ids.
  var indices: Range<Int> { 0..<count }

  /// The run of term `term`.
  @inline(__always)
  subscript(term: Int) -> PostingList {
    PostingList(values, Int(starts[term])..<Int(starts[term + 1]))
  }
}
