/// The filters of one group inside a ``FilterStateSnapshot``.
///
/// Each filter is rendered once, when it is added, into the group's byte arena. A dictionary
/// from filter to its text's place gives O(1) membership; an array of entries kept sorted by
/// text (byte order, then kind) makes the group's part of the filters string a sequence of
/// copies. Removed texts leave holes in the arena, compacted once they outweigh the live text.
struct StoredGroup: Sendable {
  /// A filter and where its text lies in the arena.
  struct Entry: Sendable {
    var start: Int
    let count: Int
    let filter: Filter
  }

  /// Each filter and where its text lies in `arena`.
  private(set) var offsets: [Filter: (start: Int, count: Int)] = [:]
  /// The entries, sorted by text.
  private(set) var entries: [Entry] = []
  /// The rendered texts, one after the other, with holes where filters were removed.
  private(set) var arena: [UInt8] = []
  private var garbage = 0
  var hierarchicalAttributes: [String] = []
  var hierarchicalFilters: [Filter.Facet] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  func contains(_ filter: Filter) -> Bool { offsets[filter] != nil }

  /// The filters in render order.
  var filters: [Filter] { entries.map(\.filter) }

  /// Adds `filter`; returns false if it was already there.
  @discardableResult
  mutating func insert(_ filter: Filter) -> Bool {
    guard offsets[filter] == nil else { return false }
    let entry = appendText(of: filter)
    let position: Int
    if let last = entries.last, !precedes(last, entry) {
      position = upperBound(of: entry)
    } else {
      position = entries.count
    }
    entries.insert(entry, at: position)
    return true
  }

  /// Adds many filters: one sort instead of one insertion each.
  mutating func insert(contentsOf filters: some Sequence<Filter>) {
    var added = false
    for filter in filters where offsets[filter] == nil {
      entries.append(appendText(of: filter))
      added = true
    }
    if added {
      let arena = self.arena
      arena.withUnsafeBufferPointer { bytes in
        entries.sort { Self.precedes($0, $1, in: bytes) }
      }
    }
  }

  /// Removes `filter`; returns false if it was not there.
  @discardableResult
  mutating func remove(_ filter: Filter) -> Bool {
    guard let span = offsets.removeValue(forKey: filter) else { return false }
    var index = lowerBound(of: Entry(start: span.start, count: span.count, filter: filter))
    while index < entries.count, entries[index].filter != filter { index += 1 }
    garbage += entries[index].count
    entries.remove(at: index)
    compactIfNeeded()
    return true
  }

  /// Removes the filters `shouldRemove` selects; returns whether any was removed.
  @discardableResult
  mutating func removeAll(where shouldRemove: (Filter) -> Bool) -> Bool {
    let before = entries.count
    entries.removeAll { entry in
      guard shouldRemove(entry.filter) else { return false }
      offsets[entry.filter] = nil
      garbage += entry.count
      return true
    }
    guard entries.count != before else { return false }
    compactIfNeeded()
    return true
  }

  /// Removes every filter and the hierarchical path; keeps the hierarchical attributes.
  mutating func clear() {
    offsets = [:]
    entries = []
    arena = []
    garbage = 0
    hierarchicalFilters = []
  }

  // MARK: Helpers

  private mutating func appendText(of filter: Filter) -> Entry {
    let start = arena.count
    FilterSyntax.render(filter, into: &arena)
    let count = arena.count - start
    offsets[filter] = (start, count)
    return Entry(start: start, count: count, filter: filter)
  }

  /// Rewrites the arena without holes once they are more than half of it.
  private mutating func compactIfNeeded() {
    if entries.isEmpty {
      arena = []
      garbage = 0
      return
    }
    guard garbage > 256, garbage * 2 > arena.count else { return }
    var compacted: [UInt8] = []
    compacted.reserveCapacity(arena.count - garbage)
    for index in entries.indices {
      let entry = entries[index]
      let start = compacted.count
      compacted.append(contentsOf: arena[entry.start..<(entry.start + entry.count)])
      entries[index].start = start
      offsets[entry.filter] = (start, entry.count)
    }
    arena = compacted
    garbage = 0
  }

  private static func compare(
    _ lhs: Entry, _ rhs: Entry, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    FilterSyntax.compare(
      UnsafeBufferPointer(rebasing: bytes[lhs.start..<(lhs.start + lhs.count)]),
      UnsafeBufferPointer(rebasing: bytes[rhs.start..<(rhs.start + rhs.count)]))
  }

  private static func precedes(
    _ lhs: Entry, _ rhs: Entry, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let order = compare(lhs, rhs, in: bytes)
    return order != 0 ? order < 0 : lhs.filter.kind < rhs.filter.kind
  }

  private func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    arena.withUnsafeBufferPointer { Self.precedes(lhs, rhs, in: $0) }
  }

  /// The first entry that sorts after `entry` (with its kind breaking ties).
  private func upperBound(of entry: Entry) -> Int {
    partitionPoint { Self.precedes(entry, $0, in: $1) }
  }

  /// The first entry whose text is not below the probe's.
  private func lowerBound(of probe: Entry) -> Int {
    partitionPoint { Self.compare($0, probe, in: $1) >= 0 }
  }

  /// The first position whose entry is in the upper part, by binary search: `isUpper` must be
  /// false for a prefix of `entries` and true for the rest.
  ///
  /// - Complexity: O(log n) calls of `isUpper`, for n entries.
  private func partitionPoint(
    where isUpper: (Entry, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Int {
    arena.withUnsafeBufferPointer { bytes in
      var low = 0
      var high = entries.count
      while low < high {
        let mid = (low + high) / 2
        if isUpper(entries[mid], bytes) { high = mid } else { low = mid + 1 }
      }
      return low
    }
  }
}

extension StoredGroup: Equatable {
  /// Same filters and same hierarchy, wherever the texts lie in the arenas.
  static func == (lhs: StoredGroup, rhs: StoredGroup) -> Bool {
    lhs.offsets.count == rhs.offsets.count
      && lhs.offsets.keys.allSatisfy { rhs.offsets[$0] != nil }
      && lhs.hierarchicalAttributes == rhs.hierarchicalAttributes
      && lhs.hierarchicalFilters == rhs.hierarchicalFilters
  }
}
