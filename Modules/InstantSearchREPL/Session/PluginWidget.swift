import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import LineEditor

/// A widget of the open source that `use` can show through a plugin controller of ABI 1.2:
/// its name on the command line and the kind of controller it takes.
enum PluginWidget: Sendable, Hashable, CustomStringConvertible {
  /// The search box (`search-box` kind): what the plugin submits is searched.
  case search
  /// The hits of the page (`hits`).
  case hits
  /// The facet list of an attribute (`facet-list`).
  case facets(attribute: String)
  /// The current filters (`current-filters`).
  case filters
  /// The stats line (`stats`).
  case stats
  /// Pagination (`pagination`).
  case pages
  /// The hierarchical menu of the index's first hierarchical facet (`hierarchical-menu`).
  case menu
  /// The query rules' custom data (`custom-data`).
  case data
  /// The dynamic facets a rule orders (`dynamic-facets`).
  case dynamic
  /// Relevant sort on a virtual replica (`relevant-sort`).
  case relevant

  /// A plugin controller made for a widget, and how to connect it to a stack's widget.
  typealias Attachment = (
    controller: any PluginBackedController, connect: @MainActor (SearchStack) -> any Connection
  )

  /// The names `use` takes, with the kind each shows through.
  static let names: [(name: String, kind: PluginControllerKind)] = [
    ("search", .searchBox), ("hits", .hits), ("facets", .facetList), ("filters", .currentFilters),
    ("stats", .stats), ("pages", .pagination), ("menu", .hierarchicalMenu),
    ("data", .customData), ("dynamic", .dynamicFacets), ("relevant", .relevantSort),
  ]

  /// The widget `name` names (`facets` with its attribute), or `nil`.
  init?(name: String, attribute: String?) {
    switch (name, attribute) {
    case ("search", nil): self = .search
    case ("hits", nil): self = .hits
    case ("facets", let attribute?): self = .facets(attribute: attribute)
    case ("filters", nil): self = .filters
    case ("stats", nil): self = .stats
    case ("pages", nil): self = .pages
    case ("menu", nil): self = .menu
    case ("data", nil): self = .data
    case ("dynamic", nil): self = .dynamic
    case ("relevant", nil): self = .relevant
    default: return nil
    }
  }

  /// Reads a widget from the first of `words` (and, for `facets`, the attribute after it),
  /// returning it with the words that follow.
  ///
  /// - Parameters:
  ///   - words: the command's words, starting with the widget's name.
  ///   - arguments: the command line, for errors.
  ///   - known: every widget name the command takes, for the error naming an unknown one.
  /// - Returns: the widget and the words after it.
  /// - Throws: `CommandError` for an unknown name or `facets` without an attribute.
  static func parse(
    _ words: ArraySlice<Word>, of arguments: CommandArguments, known: [String]
  ) throws(CommandError) -> (widget: PluginWidget, rest: ArraySlice<Word>) {
    guard let name = words.first else { throw arguments.usage("expected a widget") }
    if name.text == "facets" {
      guard let attribute = words.dropFirst().first else {
        throw arguments.usage("expected facets, an attribute and more", column: name.column)
      }
      return (.facets(attribute: attribute.text), words.dropFirst(2))
    }
    guard let widget = PluginWidget(name: name.text, attribute: nil) else {
      throw arguments.usage(
        "unknown widget \"\(name.text)\" (\(known.joined(separator: ", ")))", column: name.column)
    }
    return (widget, words.dropFirst())
  }

  /// How `use` names it: `hits`, `facets brand`.
  var description: String {
    switch self {
    case .search: "search"
    case .hits: "hits"
    case .facets(let attribute): "facets \(attribute)"
    case .filters: "filters"
    case .stats: "stats"
    case .pages: "pages"
    case .menu: "menu"
    case .data: "data"
    case .dynamic: "dynamic"
    case .relevant: "relevant"
    }
  }

  /// Makes the plugin controller `controllerID` of the widget's kind, and how to connect it to
  /// a stack's widget.
  @MainActor func makeAttachment(
    _ controllerID: String, registry: PluginRegistry, terminal: TerminalIO
  ) throws(PluginLoadError) -> Attachment {
    /// The controller of type `Controller`, connected by `connect` to a stack's widget.
    func make<Controller: PluginBackedController>(
      _: Controller.Type,
      _ connect: @escaping @MainActor (SearchStack, Controller) -> any Connection
    ) throws(PluginLoadError) -> Attachment {
      let controller: Controller = try registry.makeController(controllerID, terminal: terminal)
      return (controller, { connect($0, controller) })
    }
    switch self {
    case .search:
      return try make(PluginSearchBoxController.self) {
        $0.searchBoxConnector.interactor.connectController($1)
      }
    case .hits:
      return try make(PluginHitsController.self) {
        $0.hitsConnector.interactor.connectController($1)
      }
    case .facets(let attribute):
      return try make(PluginFacetListController.self) { stack, list in
        list.attribute = attribute
        return stack.facetList(for: attribute).connector.interactor.connectController(
          list, presenter: FacetListPresenter(selectedFirst: true, limit: nil))
      }
    case .filters:
      return try make(PluginCurrentFiltersController.self) {
        $0.currentFiltersConnector.interactor.connectController($1)
      }
    case .stats:
      return try make(PluginStatsController.self) {
        $0.statsConnector.interactor.connectController(
          $1, presenter: $1.presenting(DefaultPresenter.Stats.present))
      }
    case .pages:
      return try make(PluginPaginationController.self) {
        $0.pagination.interactor.connectController($1)
      }
    case .menu:
      return try make(PluginHierarchicalController.self) { Self.menuConnector($0, controller: $1) }
    case .data:
      return try make(PluginQueryRuleCustomDataController.self) {
        $0.ruleDataConnector.interactor.connectController($1)
      }
    case .dynamic:
      return try make(PluginDynamicFacetListController.self) {
        $0.dynamicFacetsConnector.interactor.connectController($1)
      }
    case .relevant:
      // The stack's widget, which `relevant` shows: it keeps the strictness on the searcher.
      return try make(PluginRelevantSortController.self) {
        $0.relevantSort().connector.interactor.connectController($1)
      }
    }
  }

  /// A hierarchical menu of its own on the stack's searcher and filter state, over the
  /// hierarchy the stack's last response counts that `menu` shows (the one it showed last, else
  /// the first).
  @MainActor private static func menuConnector(
    _ stack: SearchStack, controller: PluginHierarchicalController
  ) -> HierarchicalConnector {
    let facets = stack.hits.response?.facets ?? [:]
    let base = (try? MenuCommand.resolve("", facets: facets, last: stack.menuHierarchy))?.hierarchy
    return HierarchicalConnector(
      searcher: stack.searcher, filterState: stack.filterState,
      hierarchicalAttributes: base.map { MenuCommand.levels(of: $0, in: facets) } ?? [],
      controller: controller)
  }
}
