extension TypoIndex {
  /// Appends to `matches` each term within `maxTypos` of `word` but not equal to it, with its
  /// typos: the optimal-string-alignment distance (a transposition of neighbours counts as one
  /// typo), or with `prefix` the distance to the term's closest prefix. A term that `word`
  /// prefixes (distance 0) is not reported.
  ///
  /// The same terms, with the same typos, as comparing `word` with every term
  /// (``EditDistance``), in sorted order instead of term id order.
  ///
  /// - Complexity: O(*k* · *b* · log *v*) for *k* trie nodes whose automaton row is still
  ///   within the budget, *b* = 2 × `maxTypos` + 1 cells per row and *v* the vocabulary; a
  ///   node whose row is at the budget everywhere looks up only the few children whose label
  ///   can keep it there. Plus the candidates reported.
  func candidates(
    of word: [Unicode.Scalar], maxTypos: Int, prefix: Bool, into matches: inout [QueryWord.Match]
  ) {
    guard maxTypos > 0, maxTypos < 127, !word.isEmpty, !terms.isEmpty else { return }
    let query = word.map(\.value)
    let band = 2 * maxTypos + 1
    // A row deeper than the word plus the budget is past the budget everywhere.
    let depth = query.count + maxTypos + 2
    var rows = [UInt8](repeating: 0, count: depth * band)
    var labels = [UInt32](repeating: 0, count: depth * 2 * band)
    let cap = UInt8(maxTypos + 1)
    // Row 0 covers columns -maxTypos...maxTypos: the distance from the empty text to each
    // query prefix, none before the first column.
    for cell in 0..<band {
      let column = cell - maxTypos
      rows[cell] = column < 0 || column > query.count ? cap : UInt8(column)
    }
    switch scalars {
    case .narrow(let values):
      walk(
        query, values, rows: &rows, labels: &labels, band: band, maxTypos: maxTypos,
        prefix: prefix, into: &matches)
    case .wide(let values):
      walk(
        query, values, rows: &rows, labels: &labels, band: band, maxTypos: maxTypos,
        prefix: prefix, into: &matches)
    }
  }

  /// Walks the trie stored with scalars of one width (see ``candidates(of:maxTypos:prefix:into:)``).
  private func walk<Scalar: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
    _ query: [UInt32], _ scalars: IndexArray<Scalar>, rows: inout [UInt8], labels: inout [UInt32],
    band: Int, maxTypos: Int, prefix: Bool, into matches: inout [QueryWord.Match]
  ) {
    let cap = UInt8(maxTypos + 1)
    query.withUnsafeBufferPointer { query in
      scalars.withUnsafeBufferPointer { scalars in
        starts.withUnsafeBufferPointer { starts in
          terms.withUnsafeBufferPointer { terms in
            rows.withUnsafeMutableBufferPointer { rows in
              labels.withUnsafeMutableBufferPointer { labels in
                let walk = Walk(
                  query: query, scalars: scalars, starts: starts, terms: terms,
                  branches: branches, rows: rows, labels: labels, band: band,
                  limit: UInt8(maxTypos), prefix: prefix)
                walk.visit(
                  depth: 0, low: 0, high: terms.count, label: 0,
                  best: UInt8(min(query.count, Int(cap))), entry: 0, into: &matches)
              }
            }
          }
        }
      }
    }
  }

  /// One walk of the implicit trie: the query, the flat vocabulary, and one band of the
  /// automaton's row per depth.
  ///
  /// Row `d` holds the distances between the node's `d`-scalar text and the query prefixes of
  /// `d - limit ... d + limit` scalars (Ukkonen's cut-off: any other prefix is more than
  /// `limit` away), capped at `limit + 1`, which keeps every distance within the budget exact.
  private struct Walk<Scalar: FixedWidthInteger & UnsignedInteger> {
    let query: UnsafeBufferPointer<UInt32>
    let scalars: UnsafeBufferPointer<Scalar>
    let starts: UnsafeBufferPointer<UInt32>
    let terms: UnsafeBufferPointer<Int32>
    let branches: Branches
    let rows: UnsafeMutableBufferPointer<UInt8>
    /// For each depth, room for the labels a node at the budget looks up: up to one per band
    /// cell for a match and one per cell of the row above for a transposition.
    let labels: UnsafeMutableBufferPointer<UInt32>
    let band: Int
    let limit: UInt8
    let prefix: Bool

    @inline(__always)
    func length(_ word: Int) -> Int { Int(starts[word + 1] - starts[word]) }

    @inline(__always)
    func scalar(_ word: Int, _ depth: Int) -> UInt32 {
      UInt32(truncatingIfNeeded: scalars[Int(starts[word]) + depth])
    }

    @inline(__always)
    func report(_ low: Int, _ high: Int, _ typos: UInt8, _ matches: inout [QueryWord.Match]) {
      for position in low..<high {
        matches.append(QueryWord.Match(term: terms[position], typos: Int(typos), exact: false))
      }
    }

    /// Visits the node of the sorted words `low..<high`, which share their first `depth`
    /// scalars (row `depth` is filled), the last of them `label`; `best` is the smallest
    /// distance between the query and a prefix of the node's text (for prefix matching);
    /// `entry` is the node's entry among the listed branches, or -1 below them.
    func visit(
      depth: Int, low: Int, high: Int, label: UInt32, best: UInt8, entry: Int,
      into matches: inout [QueryWord.Match]
    ) {
      var position = low
      if length(low) == depth {
        // The node's text is a word (it sorts first among its extensions).
        let typos = prefix ? best : cell(depth, column: query.count)
        if typos > 0 && typos <= limit { report(low, low + 1, typos, &matches) }
        position += 1
      }
      guard position < high else { return }
      let live = liveLabels(depth: depth, label: label, best: best)
      if entry >= 0 && high - low > Branches.threshold {
        visitListed(depth: depth, entry: entry, label: label, best: best, live: live, &matches)
        return
      }
      if let count = live {
        // Every cell is at the budget: only a child whose label matches the query near the
        // band (or completes a transposition) stays within it, and the others report nothing.
        let base = depth * 2 * band
        for index in 0..<count {
          let child = labels[base + index]
          let start = lowerBound(child, depth: depth, from: position, to: high)
          guard start < high else { break }
          position = start
          guard scalar(start, depth) == child else { continue }
          let end = upperBound(child, depth: depth, from: start, to: high)
          visitChild(
            depth: depth, low: start, high: end, label: child, parent: label, best: best,
            entry: -1, into: &matches)
          position = end
        }
        return
      }
      while position < high {
        let child = scalar(position, depth)
        let end = upperBound(child, depth: depth, from: position, to: high)
        visitChild(
          depth: depth, low: position, high: end, label: child, parent: label, best: best,
          entry: -1, into: &matches)
        position = end
      }
    }

    /// Visits the listed children of branch `entry` (a node at `depth`), only those whose
    /// label is among the `live` ones when there are (see ``liveLabels(depth:label:best:)``).
    func visitListed(
      depth: Int, entry: Int, label: UInt32, best: UInt8, live: Int?,
      _ matches: inout [QueryWord.Match]
    ) {
      let base = depth * 2 * band
      for child in Int(branches.firstChild[entry])..<Int(branches.endChild[entry]) {
        let childLabel = branches.labels[child]
        if let live, !(0..<live).contains(where: { labels[base + $0] == childLabel }) {
          continue
        }
        visitChild(
          depth: depth, low: Int(branches.lows[child]), high: Int(branches.highs[child]),
          label: childLabel, parent: label, best: best, entry: child, into: &matches)
      }
    }

    /// Fills the row of the child `low..<high` of a node at `depth`, then reports it, descends
    /// or leaves it.
    @inline(__always)
    func visitChild(
      depth: Int, low: Int, high: Int, label: UInt32, parent: UInt32, best: UInt8, entry: Int,
      into matches: inout [QueryWord.Match]
    ) {
      let (minimum, last) = fillRow(depth + 1, label: label, parent: parent)
      let childBest = min(best, last)
      if prefix && childBest == 0 {
        // The query prefixes every word below: prefix matches, not typos.
      } else if prefix && childBest <= limit && childBest <= minimum {
        // A row's minimum never falls with depth (each cell comes from a cell of the row
        // above, or two above through a transposition, at no lower cost), and a deeper
        // prefix's distance is at least its row's minimum: no prefix below comes closer.
        report(low, high, childBest, &matches)
      } else if minimum <= limit {
        visit(
          depth: depth + 1, low: low, high: high, label: label, best: childBest, entry: entry,
          into: &matches)
      } else if prefix && childBest <= limit {
        // No longer prefix comes closer: every word below is as far as the closest so far.
        report(low, high, childBest, &matches)
      }
    }

    /// The cell of row `depth` at query `column`, or the cap outside the band.
    @inline(__always)
    func cell(_ depth: Int, column: Int) -> UInt8 {
      let index = column - depth + Int(limit)
      return index >= 0 && index < band ? rows[depth * band + index] : limit + 1
    }

    /// When every cell of row `depth` is at the budget, writes the labels a child may have to
    /// stay within it, ascending and distinct, and returns how many; otherwise nil (any label
    /// may).
    ///
    /// A child's cell within the budget comes from a match of its label with the query at a
    /// cell at the budget, or from a transposition over a cell of the row above under the
    /// budget (the label `query[x]` after `label` = `query[x + 1]`); a deletion or an insertion
    /// from a cell at the budget goes past it.
    func liveLabels(depth: Int, label: UInt32, best: UInt8) -> Int? {
      let row = depth * band
      let first = depth - Int(limit)
      var minimum = limit + 1
      for index in 0..<band { minimum = min(minimum, rows[row + index]) }
      // A prefix already within the budget reports every child, whatever its label.
      guard minimum == limit, !(prefix && best <= limit) else { return nil }
      let base = depth * 2 * band
      var count = 0
      func add(_ value: UInt32) {
        var slot = count
        for index in 0..<count where labels[base + index] >= value {
          if labels[base + index] == value { return }
          slot = index
          break
        }
        var index = count
        while index > slot {
          labels[base + index] = labels[base + index - 1]
          index -= 1
        }
        labels[base + slot] = value
        count += 1
      }
      for index in 0..<band where rows[row + index] == limit {
        let column = first + index
        if column >= 0 && column < query.count { add(query[column]) }
      }
      if depth >= 1 && limit >= 1 {
        for index in 0..<band {
          // Row depth - 1 starts one column before row depth.
          let column = first - 1 + index
          guard column >= 0, column + 1 < query.count, rows[row - band + index] < limit,
            query[column + 1] == label
          else { continue }
          add(query[column])
        }
      }
      return count
    }

    /// The first sorted position in `from..<to` whose scalar at `depth` is not below `label`
    /// (galloping from `from`).
    @inline(__always)
    func lowerBound(_ label: UInt32, depth: Int, from: Int, to: Int) -> Int {
      guard from < to, label > 0, scalar(from, depth) < label else { return from }
      return upperBound(label - 1, depth: depth, from: from, to: to)
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

    /// Fills row `depth` for a child labelled `label` whose parent is labelled `parent`, from
    /// the two rows above it: only the band's cells.
    ///
    /// - Returns: the row's minimum, and its cell at the end of the query (the distance to the
    ///   whole query), both capped.
    @inline(__always)
    func fillRow(_ depth: Int, label: UInt32, parent: UInt32) -> (UInt8, UInt8) {
      let cap = limit + 1
      let row = depth * band
      let above = row - band
      let first = depth - Int(limit)
      let count = query.count
      var minimum = cap
      var left = cap
      for index in 0..<band {
        let column = first + index
        var value: UInt8
        if column < 0 || column > count {
          value = cap
        } else if column == 0 {
          value = UInt8(min(depth, Int(cap)))
        } else {
          let up = index + 1 < band ? rows[above + index + 1] : cap
          let cost: UInt8 = query[column - 1] == label ? 0 : 1
          value = min(min(up, left) + 1, rows[above + index] + cost)
          if depth >= 2, column >= 2, query[column - 1] == parent, query[column - 2] == label {
            value = min(value, rows[above - band + index] + 1)
          }
          value = min(value, cap)
        }
        rows[row + index] = value
        left = value
        minimum = min(minimum, value)
      }
      let last = count - first
      return (minimum, last >= 0 && last < band ? rows[row + last] : cap)
    }
  }
}
