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

  /// The names `use` takes, with the kind each shows through.
  static let names: [(name: String, kind: PluginControllerKind)] = [
    ("search", .searchBox), ("hits", .hits), ("facets", .facetList), ("filters", .currentFilters),
    ("stats", .stats), ("pages", .pagination), ("menu", .hierarchicalMenu),
    ("data", .customData), ("dynamic", .dynamicFacets),
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
    }
  }

  /// Makes the plugin controller `controllerID` of the widget's kind, and how to connect it to
  /// a stack's widget.
  @MainActor func makeAttachment(
    _ controllerID: String, registry: PluginRegistry, terminal: TerminalIO
  ) throws(PluginLoadError) -> (
    controller: any PluginBackedController, connect: @MainActor (SearchStack) -> any Connection
  ) {
    switch self {
    case .search:
      let box: PluginSearchBoxController = try registry.makeController(
        controllerID, terminal: terminal)
      return (box, { $0.searchBoxConnector.interactor.connectController(box) })
    case .hits:
      let hits: PluginHitsController = try registry.makeController(controllerID, terminal: terminal)
      return (hits, { $0.hitsConnector.interactor.connectController(hits) })
    case .facets(let attribute):
      let list: PluginFacetListController = try registry.makeController(
        controllerID, terminal: terminal)
      list.attribute = attribute
      return (
        list,
        {
          $0.facetList(for: attribute).connector.interactor.connectController(
            list, presenter: FacetListPresenter(selectedFirst: true, limit: nil))
        }
      )
    case .filters:
      let filters: PluginCurrentFiltersController = try registry.makeController(
        controllerID, terminal: terminal)
      return (filters, { $0.currentFiltersConnector.interactor.connectController(filters) })
    case .stats:
      let stats: PluginStatsController = try registry.makeController(
        controllerID, terminal: terminal)
      return (
        stats,
        {
          $0.statsConnector.interactor.connectController(
            stats, presenter: stats.presenting(DefaultPresenter.Stats.present))
        }
      )
    case .pages:
      let pages: PluginPaginationController = try registry.makeController(
        controllerID, terminal: terminal)
      return (pages, { $0.pagination.interactor.connectController(pages) })
    case .menu, .data, .dynamic:
      return try makeRuleAttachment(controllerID, registry: registry, terminal: terminal)
    }
  }

  /// `makeAttachment` for the widgets whose rows come from facets and rules. The menu is a
  /// connector of its own on the stack's searcher and filter state, over the hierarchical facet
  /// the stack's last response counts (as `menu` finds it).
  @MainActor private func makeRuleAttachment(
    _ controllerID: String, registry: PluginRegistry, terminal: TerminalIO
  ) throws(PluginLoadError) -> (
    controller: any PluginBackedController, connect: @MainActor (SearchStack) -> any Connection
  ) {
    switch self {
    case .menu:
      let menu: PluginHierarchicalController = try registry.makeController(
        controllerID, terminal: terminal)
      return (
        menu,
        { stack in
          HierarchicalConnector(
            searcher: stack.searcher, filterState: stack.filterState,
            hierarchicalAttributes: (try? MenuCommand.hierarchy(
              in: stack.hits.response?.facets ?? [:])) ?? [], controller: menu)
        }
      )
    case .data:
      let data: PluginQueryRuleCustomDataController = try registry.makeController(
        controllerID, terminal: terminal)
      return (data, { $0.ruleDataConnector.interactor.connectController(data) })
    default:
      let dynamic: PluginDynamicFacetListController = try registry.makeController(
        controllerID, terminal: terminal)
      return (dynamic, { $0.dynamicFacetsConnector.interactor.connectController(dynamic) })
    }
  }
}
