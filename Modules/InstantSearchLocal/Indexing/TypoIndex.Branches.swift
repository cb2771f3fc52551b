extension TypoIndex {
  /// The upper part of the trie made explicit: the children of every node holding more than
  /// ``threshold`` words, listed side by side, so the walk reads them in a row instead of
  /// searching the sorted words for each (searching a large range jumps across the vocabulary,
  /// a cache miss per step, which was most of a walk's time).
  ///
  /// Entry 0 is the root; an entry's children, when it has more than ``threshold`` words, are
  /// the entries `firstChild[entry]..<endChild[entry]`, in label order. Smaller nodes are
  /// walked in the sorted words themselves, where their few words sit next to each other. It
  /// costs 20 bytes per entry: a node of more than ``threshold`` words and its children, a
  /// small part of the trie (about 100,000 entries, 2 MB, for the 300,000 words of the
  /// large-vocabulary benchmark).
  struct Branches: Sendable {
    /// Nodes of more words than this have their children listed.
    static let threshold = 16

    /// The last scalar of each entry's text.
    let labels: IndexArray<UInt32>
    /// The sorted positions of each entry's words: `lows[entry]..<highs[entry]`.
    let lows: IndexArray<UInt32>
    let highs: IndexArray<UInt32>
    /// Where each entry's children start and end among the entries (empty for a node of at
    /// most ``threshold`` words).
    let firstChild: IndexArray<UInt32>
    let endChild: IndexArray<UInt32>

    /// Lists the children of every node of more than ``threshold`` words, breadth first,
    /// from the flat vocabulary of a ``TypoIndex``.
    ///
    /// - Complexity: O(*w* · *d*) for *w* words and *d* the depth of the deepest listed node.
    init(scalars: Scalars, starts: IndexArray<UInt32>) {
      switch scalars {
      case .narrow(let values): self.init(values, starts: starts)
      case .wide(let values): self.init(values, starts: starts)
      }
    }

    /// Lists the children from the scalars of one width.
    private init<Scalar: FixedWidthInteger & UnsignedInteger & BitwiseCopyable>(
      _ scalars: IndexArray<Scalar>, starts: IndexArray<UInt32>
    ) {
      let count = starts.count - 1
      var labels: [UInt32] = [0]
      var lows: [UInt32] = [0]
      var highs: [UInt32] = [UInt32(count)]
      var firstChild: [UInt32] = [0]
      var endChild: [UInt32] = [0]
      var depths: [Int] = [0]
      var entry = 0
      while entry < labels.count {
        defer { entry += 1 }
        let (low, high, depth) = (Int(lows[entry]), Int(highs[entry]), depths[entry])
        guard high - low > Self.threshold else { continue }
        var position = low
        if Int(starts[position + 1] - starts[position]) == depth { position += 1 }
        firstChild[entry] = UInt32(labels.count)
        while position < high {
          let label = scalars[Int(starts[position]) + depth]
          var end = position + 1
          while end < high && scalars[Int(starts[end]) + depth] == label { end += 1 }
          labels.append(UInt32(label))
          lows.append(UInt32(position))
          highs.append(UInt32(end))
          firstChild.append(0)
          endChild.append(0)
          depths.append(depth + 1)
          position = end
        }
        endChild[entry] = UInt32(labels.count)
      }
      self.labels = IndexArray(labels.trimmed)
      self.lows = IndexArray(lows.trimmed)
      self.highs = IndexArray(highs.trimmed)
      self.firstChild = IndexArray(firstChild.trimmed)
      self.endChild = IndexArray(endChild.trimmed)
    }

    /// About how many bytes the entries hold.
    var byteCount: Int {
      labels.byteCount + lows.byteCount + highs.byteCount + firstChild.byteCount
        + endChild.byteCount
    }
  }
}
