import InstantSearchCore
import Testing

@MainActor
private final class SnapshotRecorder {
  var snapshots: [FilterStateSnapshot] = []
}

@Suite("FilterState operations")
@MainActor
struct FilterStateTests {
  typealias Facet = Filter.Facet
  typealias Numeric = Filter.Numeric
  typealias Tag = Filter.Tag

  let red = Facet(attribute: "color", stringValue: "red")
  let blue = Facet(attribute: "color", stringValue: "blue")

  @Test func groupIdentityIncludesKindAndFilterType() {
    let state = FilterState()
    state[or: "x"].add(red)
    #expect(state.contains(red, inGroupWithID: .or(name: "x", filterType: .facet)))
    #expect(!state.contains(red, inGroupWithID: .or(name: "x", filterType: .tag)))
    #expect(!state.contains(red, inGroupWithID: .and(name: "x")))
    #expect(FilterGroup.ID.or(name: "x", filterType: .tag).description == "or<x>")
    #expect(FilterGroup.ID.and(name: "x").description == "and<x>")
    #expect(FilterGroup.ID.hierarchical(name: "x").description == "hierarchical<x>")
  }

  @Test func orGroupsIgnoreOtherKinds() {
    let state = FilterState()
    #expect(!state.add(Tag(value: "t"), toGroupWithID: .or(name: "x", filterType: .facet)))
    #expect(
      !state.add(
        Numeric(attribute: "p", operator: .lessThan, value: 1),
        toGroupWithID: .hierarchical(name: "h")))
    #expect(state.isEmpty)
    #expect(state.add(Tag(value: "t"), toGroupWithID: .and(name: "x")))
    #expect(!state.add(Tag(value: "t"), toGroupWithID: .and(name: "x")))
  }

  @Test func scoreIsPartOfIdentity() {
    let state = FilterState()
    let scored = Facet(attribute: "brand", stringValue: "apple", score: 1)
    let plain = Facet(attribute: "brand", stringValue: "apple")
    state[and: "b"].add(scored)
    #expect(!state[and: "b"].contains(plain))
    #expect(!state[and: "b"].remove(plain))
    #expect(state[and: "b"].contains(scored))
  }

  @Test func removingTheLastFilterOfAGroupDeletesIt() {
    let state = FilterState()
    state[or: "c"].add(red)
    #expect(state[or: "c"].remove(red))
    #expect(state.groupIDs.isEmpty)
    #expect(!state[or: "c"].remove(red))
  }

  @Test func removingEverywhereKeepsEmptyEntries() {
    let state = FilterState()
    state[or: "c"].add(red)
    state[and: "d"].add(red)
    #expect(state.remove(red))
    #expect(state.groupIDs == [.or(name: "c", filterType: .facet), .and(name: "d")])
    #expect(state.isEmpty)
    #expect(state.filtersString == nil)
    #expect(!state.remove(red))
  }

  @Test func removeAllForAnAttributeInOneGroupOnly() {
    let state = FilterState()
    state[or: "c"].addAll([red, blue])
    state[and: "d"].add(red)
    state.notify(.removeAll(for: "color", fromGroupWithID: .and(name: "d")))
    #expect(state.filtersString == #"( "color":"blue" OR "color":"red" )"#)
    state.notify(.removeAll(for: "color"))
    #expect(state.filtersString == nil)
  }

  @Test func clearingHierarchicalGroupsKeepsTheirAttributes() {
    let state = FilterState()
    let level0 = Facet(attribute: "cat.lvl0", stringValue: "a")
    let level1 = Facet(attribute: "cat.lvl1", stringValue: "a > b")
    let hierarchy = state[hierarchical: "_hierarchical"]
    hierarchy.hierarchicalAttributes = ["cat.lvl0", "cat.lvl1"]
    hierarchy.hierarchicalFilters = [level0, level1]
    hierarchy.add(level1)
    state[and: "color"].add(red)
    #expect(!hierarchy.isEmpty)
    state.removeAll()
    #expect(state.groupIDs == [.hierarchical(name: "_hierarchical")])
    #expect(hierarchy.hierarchicalAttributes == ["cat.lvl0", "cat.lvl1"])
    #expect(hierarchy.hierarchicalFilters.isEmpty)
    #expect(hierarchy.filters().isEmpty)
    #expect(state.filtersString == nil)
  }

  @Test func removeAllExceptKeepsTheListedGroups() {
    let state = FilterState()
    state[and: "color"].add(red)
    state[or: "category"].add(Facet(attribute: "category", stringValue: "shoe"))
    state[and: "tags"].add(Tag(value: "new"))
    state[hierarchical: "h"].add(Facet(attribute: "cat.lvl0", stringValue: "a"))
    state.removeAllExcept([.and(name: "color"), .or(name: "category", filterType: .facet)])
    #expect(state.filtersString == #"( "category":"shoe" ) AND ( "color":"red" )"#)
    #expect(state.groupIDs.contains(.hierarchical(name: "h")))
    state.removeAllExcept([])
    #expect(state.filtersString == nil)
  }

  @Test func removeAllFromGroupsIgnoresAbsentIDs() {
    let state = FilterState()
    state[and: "color"].add(red)
    state.removeAll(fromGroupWithIDs: [.and(name: "nope"), .or(name: "color", filterType: .facet)])
    #expect(state.filtersString == #"( "color":"red" )"#)
    state.removeAll(fromGroupWithIDs: [FilterGroup.ID]())
    #expect(state.filtersString == #"( "color":"red" )"#)
  }

  @Test func toggleAddsThenRemoves() {
    let state = FilterState()
    state[or: "c"].toggle(red)
    #expect(state[or: "c"].contains(red))
    state[or: "c"].toggle(!red)
    #expect(state[or: "c", Facet.self].filters() == [red, !red])
    state[or: "c"].toggle(red)
    #expect(state[or: "c", Facet.self].filters() == [!red])
  }

  @Test func accessorsReadTheirGroupOnly() {
    let state = FilterState()
    state[and: "a"].addAll([red, Tag(value: "t")])
    state[or: "b"].add(blue)
    state[hierarchical: "h"].add(Facet(attribute: "cat.lvl0", stringValue: "x"))
    #expect(state[and: "a"].filters(for: "color") == [.facet(red)])
    #expect(state[or: "b", Facet.self].filters() == [blue])
    #expect(state[hierarchical: "h"].filters() == [Facet(attribute: "cat.lvl0", stringValue: "x")])
    #expect(state[hierarchical: "other"].isEmpty)
    state[or: "b", Facet.self].removeAllOthers()
    #expect(state.filtersString == #"( "color":"blue" )"#)
  }

  @Test func readingAllFilters() {
    let state = FilterState()
    state[and: "a"].addAll([red, Tag(value: "t")])
    state[or: "b"].add(red)
    #expect(state.getFilters() == [.facet(red), .tag(Tag(value: "t"))])
    #expect(state.getFilters(for: "color") == [.facet(red)])
    #expect(
      state.getFiltersAndID() == [
        FilterAndID(filter: .facet(red), id: .and(name: "a")),
        FilterAndID(filter: .tag("t"), id: .and(name: "a")),
        FilterAndID(filter: .facet(red), id: .or(name: "b", filterType: .facet)),
      ])
    #expect(state.contains(red))
    #expect(!state.contains(blue))
  }

  @Test func disjunctiveAttributesComeFromOrFacetGroupsOnly() {
    let state = FilterState()
    state[or: "c"].add(red)
    state[or: "t", Tag.self].add(Tag(value: "x"))
    state[or: "p"].add(Numeric(attribute: "price", operator: .lessThan, value: 1))
    state[and: "b"].add(Facet(attribute: "brand", stringValue: "x"))
    #expect(state.disjunctiveFacetsAttributes == ["color"])
  }

  @Test func toFilterGroupsIsSortedAndTyped() throws {
    let state = FilterState()
    state[or: "b"].addAll([red, blue])
    state[and: "a"].add(Tag(value: "t"))
    state[and: "empty"].add(Tag(value: "t"))
    state[and: "empty"].remove(Tag(value: "t"))
    let groups = state.toFilterGroups()
    #expect(groups.count == 2)
    let first = try #require(groups.first as? FilterGroup.And)
    #expect(first.name == "a")
    let second = try #require(groups.last as? FilterGroup.Or<Facet>)
    #expect(second.typedFilters == [blue, red])
    #expect(FilterGroupConverter().sql(groups) == state.filtersString)
  }

  @Test func snapshotsMutateAsValues() {
    var snapshot = FilterStateSnapshot()
    let added = snapshot.add(red, toGroupWithID: .and(name: "a"))
    #expect(added)
    let copy = snapshot
    snapshot.toggle(blue, inGroupWithID: .and(name: "a"))
    #expect(snapshot.count == 2)
    #expect(copy.count == 1)
    let removed = snapshot.remove(red, fromGroupWithID: .and(name: "a"))
    #expect(removed)
    snapshot.toggle(blue, inGroupWithID: .and(name: "a"))
    #expect(snapshot.isEmpty && snapshot.groupIDs.isEmpty)
    #expect(copy != snapshot)
    let state = FilterState(copy)
    #expect(state.filtersString == #"( "color":"red" )"#)
    state.update { $0.add(blue, toGroupWithID: .and(name: "a")) }
    #expect(state.snapshot != copy)
  }

  @Test func copiesAreIndependent() {
    let state = FilterState()
    state[and: "a"].add(red)
    let copy = FilterState(state)
    copy[and: "a"].add(blue)
    #expect(state.filtersString == #"( "color":"red" )"#)
    state.setWithContent(of: copy)
    #expect(state.filtersString == copy.filtersString)
  }
}

@Suite("FilterState notifications")
@MainActor
struct FilterStateNotificationTests {
  let red = Filter.Facet(attribute: "color", stringValue: "red")

  @Test func mutationsAreSilent() {
    let state = FilterState()
    let recorder = SnapshotRecorder()
    state.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    state[and: "a"].add(red)
    state.removeAll()
    #expect(recorder.snapshots.isEmpty)
  }

  @Test func notifyChangeAlwaysFires() {
    let state = FilterState()
    let recorder = SnapshotRecorder()
    state.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    state.notifyChange()
    state.notifyChange()
    #expect(recorder.snapshots.count == 2)
  }

  @Test func notifyRunsCommandsThenFiresOnce() {
    let state = FilterState()
    let recorder = SnapshotRecorder()
    state.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    state.notify(
      .add(filter: red, toGroupWithID: .and(name: "a")),
      .add(filter: Filter.Tag(value: "t"), toGroupWithID: .or(name: "t", filterType: .tag)),
      .toggle(filter: Filter.Tag(value: "u"), inGroupWithID: .or(name: "t", filterType: .tag)))
    #expect(recorder.snapshots.count == 1)
    #expect(
      recorder.snapshots.first?.filtersString
        == #"( "color":"red" ) AND ( "_tags":"t" OR "_tags":"u" )"#)
    state.notify(.remove(filter: Filter.Tag(value: "missing"), fromGroupWithID: .and(name: "a")))
    #expect(recorder.snapshots.count == 2)
    state.notify(.removeAll(fromGroupWithID: .and(name: "a")), .removeAllExcept([]))
    #expect(recorder.snapshots.last?.filtersString == nil)
    state.notify(.add(filter: red, toGroupWithID: .and(name: "a")), .removeAll)
    #expect(recorder.snapshots.last?.isEmpty == true)
  }

  @Test func snapshotsDoNotChangeAfterDelivery() {
    let state = FilterState()
    let recorder = SnapshotRecorder()
    state.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    state[and: "a"].add(red)
    state.notifyChange()
    state[and: "a"].add(Filter.Tag(value: "later"))
    #expect(recorder.snapshots.first?.filtersString == #"( "color":"red" )"#)
    #expect(recorder.snapshots.first?.toFilterGroups().count == 1)
  }

  @Test func subscribePastReplaysOnlyAfterAFire() {
    let state = FilterState()
    let early = SnapshotRecorder()
    state.onChange.subscribePast(with: early) { $0.snapshots.append($1) }
    #expect(early.snapshots.isEmpty)
    state[and: "a"].add(red)
    state.notifyChange()
    let late = SnapshotRecorder()
    state.onChange.subscribePast(with: late) { $0.snapshots.append($1) }
    #expect(late.snapshots.map(\.filtersString) == [#"( "color":"red" )"#])
  }
}
