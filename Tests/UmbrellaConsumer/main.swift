// A program that uses InstantSearch only through the umbrella module, as an app would. The
// umbrella tests read its symbols to check what `import InstantSearch` links.
import InstantSearch

let filterState = FilterState()
filterState.add(
  Filter.Facet(attribute: "brand", stringValue: "sony"), toGroupWithID: .and(name: "brand"))
print(filterState.filtersString ?? "")
