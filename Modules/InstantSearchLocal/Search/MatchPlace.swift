/// Where a query word matched a record, packed into 32 bits so that columns of places stay
/// plain `[UInt32]` arrays: `typos << 30 | notExact << 29 | slot << 16 | position`.
///
/// The inverted index stores the low 29 bits (the *location*: attribute slot and word position)
/// for each posting; a word match adds the typo count and the not-exact flag of the term it
/// matched through. Smaller places are better, so the best place of a record is the minimum.
enum MatchPlace {
  /// Where the typo count (0...2) starts; the top two bits.
  static let typoShift: UInt32 = 30
  /// Where the not-exact flag sits.
  static let notExactShift: UInt32 = 29
  /// Set when the word matched a longer word or with typos.
  static let notExactBit: UInt32 = 1 << notExactShift
  /// Where the attribute slot starts.
  static let slotShift: UInt32 = 16
  /// The slot's 13 bits, after shifting.
  static let slotMask: UInt32 = 0x1FFF
  /// The word position's 16 bits.
  static let positionMask: UInt32 = 0xFFFF
  /// The slot and position together, without the match flags.
  static let locationMask: UInt32 = 0x1FFF_FFFF
  /// How many searchable attribute slots a place can name.
  static let slotCount = Int(slotMask) + 1

  /// The location of word `position` in attribute `slot` (position capped at 65535).
  @inline(__always)
  static func location(slot: Int, position: UInt32) -> UInt32 {
    UInt32(slot) << slotShift | min(position, positionMask)
  }

  /// The flags a term adds to its postings' locations.
  @inline(__always)
  static func flags(typos: Int, exact: Bool) -> UInt32 {
    UInt32(typos) << typoShift | (exact ? 0 : notExactBit)
  }

  /// The place of an optional query word that a record does not hold (`optionalWords`,
  /// `removeWordsIfNoResults`): no typo, not exact, in no attribute.
  static let missing = UInt32.max

  /// The typos of the match (0 for `missing`, the only place whose typo bits are 3).
  @inline(__always)
  static func typos(_ place: UInt32) -> UInt32 {
    let typos = place >> typoShift
    return typos == 3 ? 0 : typos
  }

  /// 1 when the match is not exact (a prefix or a typo), else 0.
  @inline(__always)
  static func notExact(_ place: UInt32) -> UInt32 { (place >> notExactShift) & 1 }

  /// The attribute slot of the match.
  @inline(__always)
  static func slot(_ place: UInt32) -> Int { Int((place >> slotShift) & slotMask) }

  /// The word position of the match in its attribute.
  @inline(__always)
  static func position(_ place: UInt32) -> UInt32 { place & positionMask }

  /// The proximity of two consecutive query words: their distance in words (a word before the
  /// previous one costs more), capped at 8; 8 when they matched in different attributes.
  @inline(__always)
  static func proximity(_ previous: UInt32, _ current: UInt32) -> UInt32 {
    let a = previous & locationMask
    let b = current & locationMask
    if a >> slotShift != b >> slotShift { return 8 }
    let gap = Int(b & positionMask) - Int(a & positionMask)
    return UInt32(min(gap > 0 ? gap : 2 - gap, 8))
  }
}
