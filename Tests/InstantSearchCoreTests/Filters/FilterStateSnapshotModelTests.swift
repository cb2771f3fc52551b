import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// A plain model of the group storage: a set per group, rendered and sorted on demand.
private struct ModelState {
  var groups: [FilterGroup.ID: Set<Filter>] = [:]

  static func bytesLess(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  var filtersString: String? {
    let converter = FilterGroupConverter()
    let ids = groups.keys.sorted()
    let parts = ids.compactMap { id -> String? in
      let texts = groups[id]!.map(converter.sql).sorted(by: Self.bytesLess)
      guard !texts.isEmpty else { return nil }
      return "( " + texts.joined(separator: id.isDisjunctive ? " OR " : " AND ") + " )"
    }
    return parts.isEmpty ? nil : parts.joined(separator: " AND ")
  }
}

@Suite("FilterStateSnapshot against a plain model")
struct FilterStateSnapshotModelTests {
  @Test(arguments: [5, 6, 7, 8] as [UInt64])
  func randomAddsAndRemovesMatchTheModel(seed: UInt64) {
    var generator = FilterGenerator(rng: SeededGenerator(seed: seed))
    // A small pool, so removals often hit, and the arena is compacted along the way.
    let pool = (0..<60).map { _ in generator.filter(of: generator.pick(Filter.Kind.allCases)) }
    let ids: [FilterGroup.ID] = [
      .and(name: "a"), .or(name: "a", filterType: .facet), .or(name: "b", filterType: .tag),
      .or(name: "b", filterType: .numeric),
    ]
    var snapshot = FilterStateSnapshot()
    var model = ModelState()
    for step in 0..<3000 {
      let id = generator.pick(ids)
      let filter = generator.pick(pool)
      switch Int.random(in: 0..<10, using: &generator.rng) {
      case 0..<5:
        let added = snapshot.add(filter, toGroupWithID: id)
        let accepted = id.accepts(filter)
        #expect(added == (accepted && model.groups[id]?.contains(filter) != true))
        if accepted { model.groups[id, default: []].insert(filter) }
      case 5..<8:
        let removed = snapshot.remove(filter, fromGroupWithID: id)
        #expect(removed == (model.groups[id]?.remove(filter) != nil))
        if model.groups[id]?.isEmpty == true { model.groups[id] = nil }
      case 8:
        let attribute = filter.attribute
        snapshot.removeAll(for: attribute, fromGroupWithID: id)
        model.groups[id] = model.groups[id]?.filter { $0.attribute != attribute }
      default:
        let batch = (0..<5).map { _ in generator.pick(pool) }
        snapshot.addAll(batch, toGroupWithID: id)
        let accepted = batch.filter(id.accepts)
        if !accepted.isEmpty { model.groups[id, default: []].formUnion(accepted) }
      }
      if step % 25 == 0 || step == 2999 {
        #expect(snapshot.filtersString == model.filtersString, "step \(step)")
        for candidate in pool.prefix(10) {
          #expect(
            snapshot.contains(candidate, inGroupWithID: id)
              == (model.groups[id]?.contains(candidate) ?? false))
        }
      }
    }
  }
}
