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
  /// A number comparison on an attribute, `>=` stepping by 1, as `number` writes it (`number`).
  case number(attribute: String)
  /// The price bands `list` switches (`filter-list`).
  case list
  /// The sections of a federated search, `open a,b` (`multi-index-hits`); none for one index.
  case sections
  /// The switch `ATTRIBUTE:VALUE` (`true` when the text has no colon), as `toggle ATTRIBUTE
  /// VALUE` flips it (`toggle`).
  case toggle(attribute: String)
  /// The numeric range of an attribute, as `range` sets it (`number-range`).
  case range(attribute: String)
  /// Whether a search is in flight (`loading`).
  case loading
  /// The list `hits more` grows (`pagination`: the pages loaded; its load-more loads the next).
  case infinite
  /// The breadcrumb of the hierarchical menu `menu` shows (`hierarchical-menu`).
  case breadcrumb
  /// Hits per page, one of ``pageSizes`` (`segment`, as Sort By).
  case perpage

  /// A plugin controller made for a widget, and how to connect it to a stack's widget.
  typealias Attachment = (
    controller: any PluginBackedController, connect: @MainActor (SearchStack) -> any Connection
  )

  /// The widgets `use` names with a word of their own, which a kind of another name draws:
  /// each with its word and kind.
  private static let drawnByOtherKinds: [(name: String, kind: PluginControllerKind)] = [
    ("infinite", .pagination), ("breadcrumb", .hierarchicalMenu), ("perpage", .segment),
  ]

  /// The names `use` shows, with the kind each shows through: every 1.2 kind's name (from the
  /// table, `PluginControllerKind`), then the widgets other kinds draw.
  static let names: [(name: String, kind: PluginControllerKind)] =
    PluginControllerKind.common.map { ($0.row.name, $0) } + drawnByOtherKinds

  /// Every word `use` and `tell` take for a widget, with its kind: the ``names`` and the
  /// table's older words (`pages`, `menu`, `facets`, ...), which stay aliases.
  static let words: [(name: String, kind: PluginControllerKind)] =
    names + PluginControllerKind.common.flatMap { kind in kind.row.aliases.map { ($0, kind) } }

  /// The words followed by an attribute: `use facet-list brand ID`, `use number price ID`.
  static let attributed = Set(
    PluginControllerKind.common.filter(\.row.takesAttribute).flatMap {
      [$0.row.name] + $0.row.aliases
    })

  /// The names `use` shows that take no attribute, as the usage lines list them.
  static var plainNames: [String] { names.map(\.name).filter { !attributed.contains($0) } }

  /// The names `use` shows that an attribute follows.
  static var attributedNames: [String] { names.map(\.name).filter { attributed.contains($0) } }

  /// The sizes `perpage` offers.
  static let pageSizes = [5, 10, 20, 50, 100]

  /// The widget `name` (a kind's name, an older word, or a widget another kind draws) names,
  /// with its attribute when it takes one, or `nil`.
  init?(name: String, attribute: String?) {
    if let kind = PluginControllerKind.common.first(where: {
      $0.row.name == name || $0.row.aliases.contains(name)
    }) {
      guard kind.row.takesAttribute == (attribute != nil) else { return nil }
      self.init(kind: kind, attribute: attribute ?? "")
      return
    }
    switch (name, attribute) {
    case ("infinite", nil): self = .infinite
    case ("breadcrumb", nil): self = .breadcrumb
    case ("perpage", nil): self = .perpage
    default: return nil
    }
  }

  /// The widget a 1.2 kind is named for; `nil` for the 1.0 kinds, which `use sortby` and `use
  /// clear` switch.
  private init?(kind: PluginControllerKind, attribute: String) {
    switch kind {
    case .segment, .clearFilters: return nil
    case .searchBox: self = .search
    case .hits: self = .hits
    case .facetList: self = .facets(attribute: attribute)
    case .currentFilters: self = .filters
    case .stats: self = .stats
    case .loading: self = .loading
    case .pagination: self = .pages
    case .hierarchicalMenu: self = .menu
    case .numberRange: self = .range(attribute: attribute)
    case .toggle: self = .toggle(attribute: attribute)
    case .relevantSort: self = .relevant
    case .customData: self = .data
    case .dynamicFacets: self = .dynamic
    case .number: self = .number(attribute: attribute)
    case .filterList: self = .list
    case .multiIndexHits: self = .sections
    }
  }

  /// The kind the widget a word names shows through, or `nil` for a word naming none.
  static func kind(ofWord word: String) -> PluginControllerKind? {
    words.first { $0.name == word }?.kind
  }

  /// Reads a widget from the first of `words` (and, for the ``attributed`` ones, the attribute
  /// after it), returning it with the words that follow.
  ///
  /// - Parameters:
  ///   - words: the command's words, starting with the widget's name.
  ///   - arguments: the command line, for errors.
  ///   - known: every widget name the command takes, for the error naming an unknown one.
  /// - Returns: the widget and the words after it.
  /// - Throws: `CommandError` for an unknown name or an attributed one without an attribute.
  static func parse(
    _ words: ArraySlice<Word>, of arguments: CommandArguments, known: [String]
  ) throws(CommandError) -> (widget: PluginWidget, rest: ArraySlice<Word>) {
    guard let name = words.first else { throw arguments.usage("expected a widget") }
    if Self.attributed.contains(name.text) {
      guard let attribute = words.dropFirst().first,
        let widget = PluginWidget(name: name.text, attribute: attribute.text)
      else {
        throw arguments.usage("expected \(name.text), an attribute and more", column: name.column)
      }
      return (widget, words.dropFirst(2))
    }
    guard let widget = PluginWidget(name: name.text, attribute: nil) else {
      throw arguments.usage(
        "unknown widget \"\(name.text)\" (\(known.joined(separator: ", ")))", column: name.column)
    }
    return (widget, words.dropFirst())
  }

  /// How the REPL's messages name it, by its short word: `hits`, `facets brand`, `pages`.
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
    case .number(let attribute): "number \(attribute)"
    case .list: "list"
    case .sections: "sections"
    case .toggle(let attribute): "toggle \(attribute)"
    case .range(let attribute): "range \(attribute)"
    case .loading: "loading"
    case .infinite: "infinite"
    case .breadcrumb: "breadcrumb"
    case .perpage: "perpage"
    }
  }

  /// Makes the plugin controller `controllerID` of the widget's kind, and how to connect it to
  /// a stack's widget.
  @MainActor func makeAttachment(
    _ controllerID: String, registry: PluginRegistry, terminal: TerminalIO
  ) throws(PluginLoadError) -> Attachment {
    let make = AttachmentMaker(controllerID: controllerID, registry: registry, terminal: terminal)
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
      return try make(PluginHierarchicalController.self) { Self.menuConnector($0, menu: $1) }
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
    default:
      return try makeSDKAttachment(make)
    }
  }

  /// `makeAttachment` for the widgets `use` reaches since the SDK gave every widget a kind:
  /// number, list, sections, toggle, range, loading, infinite, breadcrumb and perpage. Each is
  /// a widget of its own on the stack's searcher and filter state, as its command makes one,
  /// except the sections and the list `hits more` grows, which are the stack's.
  @MainActor private func makeSDKAttachment(_ make: AttachmentMaker) throws(PluginLoadError)
    -> Attachment
  {
    switch self {
    case .number(let attribute):
      return try make(PluginNumberController.self) { stack, number in
        let connector = NumberConnector(
          searcher: stack.searcher, filterState: stack.filterState, attribute: attribute)
        number.describe(connector.interactor)
        connector.connectController(number)
        return connector
      }
    case .list:
      return try make(PluginFilterListController.self) {
        FilterListConnector(
          searcher: $0.searcher, filterState: $0.filterState,
          filters: ListCommand.bands.map(\.filter),
          controller: $1)
      }
    case .sections:
      return try make(PluginMultiIndexHitsController.self) { stack, sections in
        (stack.federated?.connector.interactor ?? MultiIndexHitsInteractor())
          .connectController(sections)
      }
    case .toggle(let text):
      let colon = text.firstIndex(of: ":")
      let attribute = colon.map { String(text[..<$0]) } ?? text
      let value = colon.map { String(text[text.index(after: $0)...]) } ?? "true"
      return try make(PluginFilterToggleController.self) {
        FilterToggleConnector(
          searcher: $0.searcher, filterState: $0.filterState, attribute: attribute, value: value,
          controller: $1)
      }
    case .range(let attribute):
      return try make(PluginNumberRangeController.self) { stack, range in
        range.attribute = attribute
        return NumberRangeConnector(
          searcher: stack.searcher, filterState: stack.filterState, attribute: attribute,
          controller: range)
      }
    case .loading:
      return try make(PluginLoadingController.self) {
        LoadingConnector(searcher: $0.searcher, controller: $1)
      }
    case .infinite:
      return try make(PluginInfiniteHitsController.self) { stack, list in
        list.hitsPerPage = stack.searcher.query.hitsPerPage ?? 20
        return stack.infiniteHits().connector.interactor.connectController(list)
      }
    case .breadcrumb:
      return try make(PluginBreadcrumbController.self) {
        Self.menuConnector($0, breadcrumb: $1)
      }
    default:
      return try make(PluginSegmentController.self) { stack, sizes in
        let connector = HitsPerPageConnector(searcher: stack.searcher, sizes: Self.pageSizes)
        let connection = connector.interactor.connectController(sizes) { "\($0) per page" }
        return CompositeConnection(connecting: [connector, connection])
      }
    }
  }

  /// A hierarchical menu of its own on the stack's searcher and filter state, over the
  /// hierarchy the stack's last response counts that `menu` shows (the one it showed last, else
  /// the first), showing the menu or its breadcrumb.
  @MainActor private static func menuConnector(
    _ stack: SearchStack, menu: PluginHierarchicalController? = nil,
    breadcrumb: PluginBreadcrumbController? = nil
  ) -> HierarchicalConnector {
    let facets = stack.hits.response?.facets ?? [:]
    let base = (try? MenuCommand.resolve([], facets: facets, last: stack.menuHierarchy))?.hierarchy
    return HierarchicalConnector(
      searcher: stack.searcher, filterState: stack.filterState,
      hierarchicalAttributes: base.map { MenuCommand.levels(of: $0, in: facets) } ?? [],
      controller: menu, breadcrumbController: breadcrumb)
  }
}
