extension WordMatch {
  /// The places of a match's records: stored locations read with the flags of the term they
  /// came through added (the typos and the not-exact bit of ``MatchPlace``), so a one-term
  /// word's places are the index's own run, not a copy with the flags written in.
  struct Places: RandomAccessCollection, Sendable {
    /// The stored values, in record order.
    let stored: PostingList
    /// Added to every stored value as it is read (0 for places computed for this match).
    let flags: UInt32

    /// The first position (always 0).
    var startIndex: Int { 0 }

    /// One past the last position.
    var endIndex: Int { stored.endIndex }

    /// The place of the record at `position`.
    @inline(__always)
    subscript(position: Int) -> UInt32 { stored[position] | flags }

    /// The places with `extra` added too: no copy.
    func adding(_ extra: UInt32) -> Places { Places(stored: stored, flags: flags | extra) }
  }
}
