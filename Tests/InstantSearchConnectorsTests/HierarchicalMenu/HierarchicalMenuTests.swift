import InstantSearchConnectors
import InstantSearchCore
import InstantSearchTestSupport
import Testing

@MainActor
@Suite("Hierarchical menu and breadcrumb")
struct HierarchicalMenuTests {
  static let attributes = [
    "hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2",
  ]

  /// A fake index of 10 products in three levels of categories: Audio (6: Speaker 3, with
  /// Portable 2 and Smart 1, and Headphones 3), Cameras (2) and Phones (2); 4 of them by Sony.
  static func catalog() -> FakeSearchService {
    let products: [(brand: String, path: String)] = [
      ("Sony", "Audio > Speaker > Portable"), ("JBL", "Audio > Speaker > Portable"),
      ("Sony", "Audio > Speaker > Smart"), ("Sony", "Audio > Headphones > Wireless"),
      ("Apple", "Audio > Headphones > Wireless"), ("Sennheiser", "Audio > Headphones > Wired"),
      ("Canon", "Cameras > Lenses > Zoom"), ("Sony", "Cameras > Bodies > Mirrorless"),
      ("Apple", "Phones > Smartphones > Unlocked"), ("Samsung", "Phones > Cases > Leather"),
    ]
    let records = products.enumerated().map { offset, product -> JSONObject in
      let names = product.path.components(separatedBy: " > ")
      let levels = names.indices.map { level -> (String, JSON) in
        ("lvl\(level)", .string(names[...level].joined(separator: " > ")))
      }
      return [
        "objectID": .string("\(offset + 1)"), "brand": .string(product.brand),
        "hierarchicalCategories": .object(JSONObject(levels)),
      ]
    }
    return FakeSearchService(catalogs: ["products": FakeCatalog(records)])
  }

  @Test("a click selects a value with its parents; a click on the path cuts it there")
  func selections() {
    let menu = HierarchicalInteractor(hierarchicalAttributes: ["c.lvl0", "c.lvl1", "c.lvl2"])
    #expect(menu.selections(afterSelecting: "A > B") == ["A", "A > B"])
    #expect(menu.selections(afterSelecting: "A > B > C > D") == ["A", "A > B", "A > B > C"])
    menu.selections = ["A", "A > B"]
    #expect(menu.selections(afterSelecting: "A > B") == ["A"], "the deepest goes up one level")
    #expect(menu.selections(afterSelecting: "A").isEmpty, "a parent goes with its children")
    #expect(menu.selections(afterSelecting: "A > X") == ["A", "A > X"])
    #expect(HierarchicalInteractor.subPaths(of: "A", separator: " > ") == ["A"])
  }

  @Test("the tree lists the top level and the children of selected values only")
  func tree() {
    let levels = [
      [Facet(value: "B", count: 5), Facet(value: "A", count: 9)],
      [
        Facet(value: "A > Y", count: 2), Facet(value: "A > X", count: 7),
        Facet(value: "B > Z", count: 5), Facet(value: "AB > W", count: 1),
      ],
      [Facet(value: "A > X > Deep", count: 1)],
    ]
    let rows = HierarchicalPresenter().present(
      levels: levels, selections: ["A"], separator: " > ")
    #expect(rows.map(\.facet.value) == ["A", "A > X", "A > Y", "B"])
    #expect(rows.map(\.level) == [0, 1, 1, 0])
    #expect(rows.map(\.isSelected) == [true, false, false, false])
    #expect(rows.map(\.label) == ["A", "X", "Y", "B"])
    let byCount = HierarchicalPresenter(order: .count).present(
      levels: levels, selections: [], separator: " > ")
    #expect(byCount.map(\.facet.value) == ["A", "B"])
  }

  @Test("a selection filters, lists siblings and children with counts")
  func selection() async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.searching(Self.catalog())
    let view = MenuView()
    let crumbs = CrumbView()
    let menu = HierarchicalConnector(
      searcher: searcher, filterState: filterState, hierarchicalAttributes: Self.attributes,
      controller: view, breadcrumbController: crumbs)
    searcher.search()
    await recorder.waitForOutcomes(1)
    let top = view.rows
    #expect(top.contains { $0.facet.value == "Audio" })
    #expect(top.allSatisfy { $0.level == 0 && !$0.isSelected })
    let audio = try #require(top.first { $0.facet.value == "Audio" })

    view.onClick?("Audio > Speaker")
    #expect(menu.interactor.selections == ["Audio", "Audio > Speaker"])
    #expect(crumbs.items.map(\.label) == ["Audio", "Speaker"])
    #expect(
      filterState.getFilters(forGroupWithID: .hierarchical(name: "_hierarchical"))
        == [.facet(Filter.Facet(attribute: Self.attributes[1], stringValue: "Audio > Speaker"))])
    await recorder.waitForOutcomes(2)
    let speaker = try #require(view.rows.first { $0.facet.value == "Audio > Speaker" })
    #expect(recorder.responses.last?.nbHits == speaker.facet.count)
    #expect(view.rows.filter { $0.level == 0 }.count == top.count, "siblings stay listed")
    #expect(view.rows.first { $0.facet.value == "Audio" }?.facet.count == audio.facet.count)
    #expect(view.rows.contains { $0.level == 1 && $0.facet.value == "Audio > Headphones" })
    #expect(view.rows.contains { $0.level == 2 && $0.facet.value.hasPrefix("Audio > Speaker > ") })
    #expect(!view.rows.contains { $0.level == 1 && !$0.facet.value.hasPrefix("Audio > ") })

    crumbs.onClick?(0)
    #expect(menu.interactor.selections == ["Audio"])
    await recorder.waitForOutcomes(3)
    #expect(recorder.responses.last?.nbHits == audio.facet.count)
    crumbs.onClick?(nil)
    #expect(menu.interactor.selections.isEmpty)
    #expect(filterState.getFilters().isEmpty)
    menu.disconnect()
    #expect(view.onClick == nil && crumbs.onClick == nil)
    #expect(!(searcher.query.facets ?? []).contains(Self.attributes[0]))
  }

  /// iOS #251: after Book > Romance and a Clear Filters click, Book still showed selected, and
  /// selecting it again crashed (the queries and their results no longer matched in number).
  @Test(
    "a clear of any kind leaves no stale selection, and selecting again searches (iOS #251)",
    arguments: [
      ClearCase.all, .specifiedHierarchical, .exceptOther, .byAttribute, .removedFilter,
    ])
  func clearing(_ clear: ClearCase) async throws {
    let (searcher, filterState, recorder) = SearcherRecorder.searching(Self.catalog())
    let view = MenuView()
    let menu = HierarchicalConnector(
      searcher: searcher, filterState: filterState, hierarchicalAttributes: Self.attributes,
      controller: view)
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    view.onClick?("Audio > Speaker")
    await recorder.waitForOutcomes(1)
    clear.apply(to: filterState, attribute: Self.attributes[1])
    #expect(menu.interactor.selections.isEmpty)
    #expect(!view.rows.contains { $0.isSelected })
    await recorder.waitForOutcomes(2)
    #expect(recorder.errors.isEmpty)
    view.onClick?("Audio")
    #expect(menu.interactor.selections == ["Audio"])
    await recorder.waitForOutcomes(3)
    #expect(recorder.errors.isEmpty)
    let audio = try #require(view.rows.first { $0.facet.value == "Audio" })
    #expect(audio.isSelected)
    #expect(view.rows.contains { $0.level == 1 })
  }

  /// The clears the #251 test runs.
  enum ClearCase: String, CaseIterable, Sendable {
    case all, specifiedHierarchical, exceptOther, byAttribute, removedFilter

    @MainActor func apply(to filterState: FilterState, attribute: String) {
      let hierarchical = FilterGroup.ID.hierarchical(name: HierarchicalInteractor.defaultGroupName)
      switch self {
      case .all:
        FilterClearConnector(filterState: filterState).interactor.trigger()
      case .specifiedHierarchical:
        FilterClearConnector(filterState: filterState, filterGroupIDs: [hierarchical])
          .interactor.trigger()
      case .exceptOther:
        FilterClearConnector(
          filterState: filterState, clearMode: .except, filterGroupIDs: [.and(name: "brand")]
        ).interactor.trigger()
      case .byAttribute:
        FilterClearConnector(filterState: filterState, attributes: [attribute])
          .interactor.trigger()
      case .removedFilter:
        let filter = Filter.facet(
          Filter.Facet(attribute: attribute, stringValue: "Audio > Speaker"))
        filterState.remove(filter, fromGroupWithID: hierarchical)
        filterState.notifyChange()
      }
    }
  }
}

/// A menu recording what the widget shows.
@MainActor
final class MenuView: HierarchicalController {
  var onClick: ((String) -> Void)?
  var rows: [HierarchicalFacet] = []
  func setItems(_ items: [HierarchicalFacet]) { rows = items }
}

/// A breadcrumb recording what the widget shows.
@MainActor
final class CrumbView: BreadcrumbController {
  var onClick: ((Int?) -> Void)?
  var items: [HierarchicalFacet] = []
  func setItems(_ items: [HierarchicalFacet]) { self.items = items }
}
