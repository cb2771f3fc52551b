import InstantSearchCore

extension FilterState {
  /// The state of the reference's clear matrix: `and<color>` {color:red},
  /// `or<category>` {category:shoe}, `or<tags>` (tags) {new}, and the hierarchical group
  /// `_hierarchical` {cat.lvl0:a} with levels [cat.lvl0, cat.lvl1] and path [cat.lvl0:a].
  static func clearMatrixFixture() -> FilterState {
    let state = FilterState()
    state.add(
      Filter.Facet(attribute: "color", stringValue: "red"), toGroupWithID: .and(name: "color"))
    state.add(
      Filter.Facet(attribute: "category", stringValue: "shoe"),
      toGroupWithID: .or(name: "category", filterType: .facet))
    state.add(Filter.Tag(value: "new"), toGroupWithID: .or(name: "tags", filterType: .tag))
    let level0 = Filter.Facet(attribute: "cat.lvl0", stringValue: "a")
    state.update { snapshot in
      snapshot.set(
        hierarchicalAttributes: ["cat.lvl0", "cat.lvl1"], forGroupWithName: "_hierarchical")
      snapshot.set(hierarchicalFilters: [level0], forGroupWithName: "_hierarchical")
    }
    state.add(level0, toGroupWithID: .hierarchical(name: "_hierarchical"))
    return state
  }

  /// The selected path of the `_hierarchical` group.
  var hierarchicalPath: [Filter.Facet] {
    snapshot.hierarchicalFilters(forGroupWithName: "_hierarchical")
  }

  /// The level attributes of the `_hierarchical` group.
  var hierarchicalLevels: [String] {
    snapshot.hierarchicalAttributes(forGroupWithName: "_hierarchical")
  }
}

/// Counts the change notifications of a filter state.
@MainActor
final class ChangeCounter {
  private(set) var count = 0

  init(_ filterState: FilterState) {
    filterState.onChange.subscribe(with: self) { counter, _ in counter.count += 1 }
  }
}
