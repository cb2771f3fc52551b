extension TypoIndex {
  /// Calls `body` with each term within `maxTypos` of `word` but not equal to it, and its
  /// typos: the optimal-string-alignment distance (a transposition of neighbours counts as one
  /// typo), or with `prefix` the distance to the term's closest prefix. A term that `word`
  /// prefixes (distance 0) is not reported.
  ///
  /// The same terms, with the same typos, as comparing `word` with every term
  /// (``EditDistance``), in sorted order instead of term id order.
  ///
  /// - Complexity: O(*k* · *m* · log *v*) for *k* trie nodes whose automaton row is still
  ///   within the budget (a few thousand for a word of 8 letters with two typos), *m* the word's
  ///   length and *v* the vocabulary; plus the candidates reported.
  func candidates(
    of word: [Unicode.Scalar], maxTypos: Int, prefix: Bool, _ body: (Int32, Int) -> Void
  ) {
    guard maxTypos > 0, !word.isEmpty, !terms.isEmpty else { return }
    let query = word.map(\.value)
    let width = query.count + 1
    // A row deeper than the word plus the budget is past the budget everywhere.
    let depth = query.count + maxTypos + 2
    var rows = [Int32](repeating: 0, count: depth * width)
    for column in 0..<width { rows[column] = Int32(column) }
    query.withUnsafeBufferPointer { query in
      scalars.withUnsafeBufferPointer { scalars in
        starts.withUnsafeBufferPointer { starts in
          rows.withUnsafeMutableBufferPointer { rows in
            let walk = Walk(
              query: query, scalars: scalars, starts: starts, rows: rows, width: width,
              limit: Int32(maxTypos), prefix: prefix)
            walk.visit(depth: 0, low: 0, high: terms.count, best: Int32(query.count)) {
              body(terms[$0], Int($1))
            }
          }
        }
      }
    }
  }

  /// One walk of the implicit trie: the query, the flat vocabulary, and one automaton row per
  /// depth (row `d` holds the distances between the node's `d`-scalar prefix and each prefix of
  /// the query).
  private struct Walk {
    let query: UnsafeBufferPointer<UInt32>
    let scalars: UnsafeBufferPointer<UInt32>
    let starts: UnsafeBufferPointer<UInt32>
    let rows: UnsafeMutableBufferPointer<Int32>
    let width: Int
    let limit: Int32
    let prefix: Bool

    @inline(__always)
    func length(_ word: Int) -> Int { Int(starts[word + 1] - starts[word]) }

    @inline(__always)
    func scalar(_ word: Int, _ depth: Int) -> UInt32 { scalars[Int(starts[word]) + depth] }

    /// Visits the node of the sorted words `low..<high`, which share their first `depth`
    /// scalars (row `depth` is filled); `best` is the smallest distance between the query and a
    /// prefix of the node's text (for prefix matching). Reports sorted positions and typos.
    func visit(depth: Int, low: Int, high: Int, best: Int32, _ report: (Int, Int32) -> Void) {
      var position = low
      if length(low) == depth {
        // The node's text is a word (it sorts first among its extensions).
        let typos = prefix ? best : rows[depth * width + width - 1]
        if typos > 0 && typos <= limit { report(low, typos) }
        position += 1
      }
      while position < high {
        let label = scalar(position, depth)
        let end = upperBound(label, depth: depth, from: position, to: high)
        let (minimum, last) = fillRow(depth + 1, label: label, word: position)
        let childBest = min(best, last)
        if prefix && childBest == 0 {
          // The query prefixes every word below: prefix matches, not typos.
        } else if prefix && childBest <= limit && childBest <= minimum {
          // A row's minimum never falls with depth (each cell comes from a cell of the row
          // above, or two above through a transposition, at no lower cost), and a deeper
          // prefix's distance is at least its row's minimum: no prefix below comes closer.
          for word in position..<end { report(word, childBest) }
        } else if minimum <= limit {
          visit(depth: depth + 1, low: position, high: end, best: childBest, report)
        } else if prefix && childBest <= limit {
          // No longer prefix comes closer: every word below is as far as the closest so far.
          for word in position..<end { report(word, childBest) }
        }
        position = end
      }
    }

    /// The first sorted position in `from..<to` whose scalar at `depth` is above `label`
    /// (galloping: most children are small).
    @inline(__always)
    func upperBound(_ label: UInt32, depth: Int, from: Int, to: Int) -> Int {
      var low = from + 1
      var step = 1
      var high = low
      while high < to && scalar(high, depth) <= label {
        low = high + 1
        high += step
        step <<= 1
      }
      high = min(high, to)
      while low < high {
        let middle = (low + high) / 2
        if scalar(middle, depth) <= label { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// Fills row `depth` for the child labelled `label` (the scalar at `depth - 1` of sorted
    /// word `word`) from the two rows above it.
    ///
    /// - Returns: the row's minimum, and its last cell (the distance to the whole query).
    @inline(__always)
    func fillRow(_ depth: Int, label: UInt32, word: Int) -> (Int32, Int32) {
      let row = depth * width
      let above = row - width
      let parent: UInt32? = depth >= 2 ? scalar(word, depth - 2) : nil
      rows[row] = Int32(depth)
      var minimum = rows[row]
      for column in 1..<width {
        let cost: Int32 = query[column - 1] == label ? 0 : 1
        var value = min(rows[above + column] + 1, rows[row + column - 1] + 1)
        value = min(value, rows[above + column - 1] + cost)
        if let parent, column > 1, query[column - 1] == parent, query[column - 2] == label {
          value = min(value, rows[above - width + column - 2] + 1)
        }
        rows[row + column] = value
        minimum = min(minimum, value)
      }
      return (minimum, rows[row + width - 1])
    }
  }
}
