/// The filters of one group inside a ``FilterStateSnapshot``.
///
/// Each filter is rendered once, when it is added. A dictionary from filter to text gives O(1)
/// membership; an array of entries kept sorted by text (byte order, then kind) makes the
/// group's part of the filters string a plain concatenation.
struct StoredGroup: Sendable, Equatable {
  /// A filter and its text in the filters string.
  struct Entry: Sendable, Equatable {
    let text: String
    let filter: Filter
  }

  private(set) var texts: [Filter: String] = [:]
  private(set) var entries: [Entry] = []
  /// The total UTF-8 length of the texts.
  private(set) var textBytes = 0
  var hierarchicalAttributes: [String] = []
  var hierarchicalFilters: [Filter.Facet] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  func contains(_ filter: Filter) -> Bool { texts[filter] != nil }

  /// Adds `filter`; returns false if it was already there.
  @discardableResult
  mutating func insert(_ filter: Filter) -> Bool {
    guard texts[filter] == nil else { return false }
    let text = FilterSyntax.render(filter)
    texts[filter] = text
    textBytes += text.utf8.count
    let entry = Entry(text: text, filter: filter)
    if let last = entries.last, !Self.precedes(last, entry) {
      entries.insert(entry, at: upperBound(of: entry))
    } else {
      entries.append(entry)
    }
    return true
  }

  /// Adds many filters: one sort instead of one insertion each.
  mutating func insert(contentsOf filters: some Sequence<Filter>) {
    var added = false
    for filter in filters where texts[filter] == nil {
      let text = FilterSyntax.render(filter)
      texts[filter] = text
      textBytes += text.utf8.count
      entries.append(Entry(text: text, filter: filter))
      added = true
    }
    if added { entries.sort(by: Self.precedes) }
  }

  /// Removes `filter`; returns false if it was not there.
  @discardableResult
  mutating func remove(_ filter: Filter) -> Bool {
    guard let text = texts.removeValue(forKey: filter) else { return false }
    textBytes -= text.utf8.count
    var index = lowerBound(of: text)
    while index < entries.count, entries[index].filter != filter { index += 1 }
    entries.remove(at: index)
    return true
  }

  /// Removes the filters `shouldRemove` selects; returns whether any was removed.
  @discardableResult
  mutating func removeAll(where shouldRemove: (Filter) -> Bool) -> Bool {
    let before = entries.count
    entries.removeAll { entry in
      guard shouldRemove(entry.filter) else { return false }
      texts[entry.filter] = nil
      textBytes -= entry.text.utf8.count
      return true
    }
    return entries.count != before
  }

  /// Removes every filter and the hierarchical path; keeps the hierarchical attributes.
  mutating func clear() {
    texts = [:]
    entries = []
    textBytes = 0
    hierarchicalFilters = []
  }

  /// The filters in render order.
  var filters: [Filter] { entries.map(\.filter) }

  private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    let order = FilterSyntax.compare(lhs.text, rhs.text)
    return order != 0 ? order < 0 : lhs.filter.kind < rhs.filter.kind
  }

  private func upperBound(of entry: Entry) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if Self.precedes(entry, entries[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  private func lowerBound(of text: String) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if FilterSyntax.compare(entries[mid].text, text) < 0 { low = mid + 1 } else { high = mid }
    }
    return low
  }

  static func == (lhs: StoredGroup, rhs: StoredGroup) -> Bool {
    lhs.texts == rhs.texts && lhs.hierarchicalAttributes == rhs.hierarchicalAttributes
      && lhs.hierarchicalFilters == rhs.hierarchicalFilters
  }
}
