import InstantSearchCore

extension FacetColumn {
  /// The column's frequent values as bitmaps of their records: what counts a facet over a search
  /// that matches many records with a pass over words instead of a step for each matching
  /// record's value.
  ///
  /// A value held by at least one record in 32 gets a bitmap (it is then no larger than the
  /// value's run of postings); a rarer value is counted from its postings. Made from the
  /// postings on first use (``FacetColumn/valueBitmaps``), so an index that never counts a facet
  /// over many matches never holds them.
  struct ValueBitmaps: Sendable {
    /// 64-bit words in each bitmap: enough for the largest record of any posting.
    let wordCount: Int
    /// Where each value's bitmap starts in `words` (by value id), or -1 for a value counted
    /// from its postings.
    let starts: [Int]
    /// The bitmaps, one after another.
    let words: [UInt64]
    /// What counting every value costs, in steps of ``FacetCounter``'s cost model: a word for
    /// each word of a bitmap, a posting for each posting of the other values.
    let cost: Int

    /// The bitmaps of `column`'s values held by at least one record in 32 whose postings name
    /// each record once (every column the indexer makes).
    init(_ column: FacetColumn) {
      let postings = column.postingRecords
      // Each run is ascending: its last record is its largest.
      var records = 0
      for id in 0..<column.valueCount where column.postingStarts[id + 1] > column.postingStarts[id]
      {
        records = max(records, Int(postings[Int(column.postingStarts[id + 1]) - 1]) + 1)
      }
      let wordCount = (records + 63) / 64
      var starts = [Int](repeating: -1, count: column.valueCount)
      var words: [UInt64] = []
      var cost = 0
      postings.withUnsafeBufferPointer { postings in
        for id in 0..<column.valueCount {
          let run = Int(column.postingStarts[id])..<Int(column.postingStarts[id + 1])
          let ascending = run.dropFirst().allSatisfy { postings[$0 - 1] < postings[$0] }
          guard run.count * 32 >= records, ascending else {
            cost += run.count * FacetCounter.Cost.posting
            continue
          }
          starts[id] = words.count
          let start = words.count
          words.append(contentsOf: repeatElement(0, count: wordCount))
          for record in postings[run] {
            words[start + Int(record >> 6)] |= 1 << UInt64(record & 63)
          }
          cost += wordCount * FacetCounter.Cost.word
        }
      }
      self.wordCount = wordCount
      self.starts = starts
      self.words = words
      self.cost = cost
    }

    /// How many of the records in `matches` hold each of `column`'s values, by value id:
    /// bitmaps are intersected and their bits counted, the other values' postings looked up.
    func histogram(_ column: FacetColumn, _ matches: Bitmap) -> [UInt32] {
      var histogram = [UInt32](repeating: 0, count: column.valueCount)
      let shared = min(wordCount, matches.words.count)
      words.withUnsafeBufferPointer { words in
        matches.words.withUnsafeBufferPointer { matched in
          column.postingRecords.withUnsafeBufferPointer { postings in
            for id in 0..<column.valueCount {
              var count = 0
              if starts[id] >= 0 {
                let bitmap = UnsafeBufferPointer(rebasing: words[starts[id]..<starts[id] + shared])
                for index in 0..<shared {
                  count &+= (bitmap[index] & matched[index]).nonzeroBitCount
                }
              } else {
                let start = Int(column.postingStarts[id])
                for record in postings[start..<Int(column.postingStarts[id + 1])] {
                  let word = Int(record >> 6)
                  if word < matched.count, matched[word] & (1 << UInt64(record & 63)) != 0 {
                    count &+= 1
                  }
                }
              }
              histogram[id] = UInt32(count)
            }
          }
        }
      }
      return histogram
    }
  }

  /// Where a column's ``ValueBitmaps`` are kept once made: shared by every copy of the column,
  /// and replaced by an empty one when its postings change.
  final class ValueBitmapCache: Sendable {
    private let state = Locked<ValueBitmaps?>(nil)

    /// The bitmaps of `column`, made now when no one asked before.
    func bitmaps(_ column: FacetColumn) -> ValueBitmaps {
      state.withLock { kept in
        if let kept { return kept }
        let made = ValueBitmaps(column)
        kept = made
        return made
      }
    }

    /// The bitmaps if they were made (for memory figures).
    var madeBitmaps: ValueBitmaps? { state.withLock { $0 } }
  }

  /// The column's frequent values as bitmaps, made on first use.
  var valueBitmaps: ValueBitmaps { valueBitmapCache.bitmaps(self) }
}
