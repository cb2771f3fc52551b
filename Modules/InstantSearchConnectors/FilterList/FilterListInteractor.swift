import InstantSearchCore

/// The logic of a filter list: a fixed list of filters (facet values, numeric conditions such
/// as price bands, tags) of which one or several can be selected, as InstantSearch iOS's
/// `FilterListInteractor`.
///
/// A click (``computeSelections(selectingItemForKey:)``) computes the new selection and fires
/// ``onSelectionsComputed``; the filter state connection writes it to the filter state, which
/// in turn sets ``selections``, so the list always shows what the filter state holds (a Clear
/// Filters click included). Facet filters get counts from the searcher connection.
@MainActor
public final class FilterListInteractor: FilterStateConnectable, FilterGroupWriter {
  /// Whether one filter or several can be selected at once.
  public typealias SelectionMode = FacetListInteractor.SelectionMode

  /// The filters, in the order shown, each once.
  public let items: [Filter]
  /// Whether one filter or several can be selected at once.
  public let selectionMode: SelectionMode
  /// The selected filters, as the filter state holds them. Setting a different value fires
  /// ``onSelectionsChanged``.
  public var selections: Set<Filter> = [] {
    didSet { if selections != oldValue { onSelectionsChanged.fire(selections) } }
  }
  /// The counts of the facet filters, from the last response. Setting a different value fires
  /// ``onCountsChanged``.
  public var counts: [Filter: Int] = [:] {
    didSet { if counts != oldValue { onCountsChanged.fire(counts) } }
  }

  /// Fires the selection whenever it changes; it fired the initial one at creation.
  public let onSelectionsChanged = Observer<Set<Filter>>()
  /// Fires the counts whenever they change; they fired the initial ones at creation.
  public let onCountsChanged = Observer<[Filter: Int]>()
  /// Fires the selection a click asks for, before anything is selected; not retained.
  public let onSelectionsComputed = Observer<Set<Filter>>(retainLastData: false)

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - items: the filters, in the order shown (a repeated one is kept once).
  ///   - selectionMode: one filter or several (several by default).
  public init(items: [Filter], selectionMode: SelectionMode = .multiple) {
    var seen: Set<Filter> = []
    self.items = items.filter { seen.insert($0).inserted }
    self.selectionMode = selectionMode
    onSelectionsChanged.fire([])
    onCountsChanged.fire([:])
  }

  /// Reports a click on a filter of the list: computes the new selection (toggled, or in
  /// `.single` mode that filter alone or nothing) and fires ``onSelectionsComputed``. A filter
  /// not in ``items`` is ignored.
  ///
  /// - Parameter filter: the clicked filter.
  public func computeSelections(selectingItemForKey filter: Filter) {
    guard items.contains(filter) else { return }
    onSelectionsComputed.fire(selectionMode.selections(selections, afterSelecting: filter))
  }

  /// The rows: every filter in order, with its selection and count.
  public var listItems: [FilterListItem] {
    items.map { FilterListItem(filter: $0, isSelected: selections.contains($0), count: counts[$0]) }
  }

  /// The group the list writes to when none is given: an OR group when every filter is of one
  /// kind, an AND group otherwise, named after the attribute the filters share (`filterList`
  /// when they share none).
  public var defaultGroupID: FilterGroup.ID {
    let attributes = Set(items.map(\.attribute))
    let name = attributes.count == 1 ? attributes.first! : "filterList"
    let kinds = Set(items.map(\.kind))
    guard kinds.count == 1, let kind = kinds.first else { return .and(name: name) }
    return .or(name: name, filterType: kind)
  }
}
