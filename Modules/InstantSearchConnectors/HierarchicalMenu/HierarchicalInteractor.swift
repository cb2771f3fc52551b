import InstantSearchCore

/// The logic of a hierarchical menu (categories such as `Audio > Speaker > Portable`): the
/// values of each level with their counts, and the selected path.
///
/// The levels are attributes holding full paths (`categories.lvl0` holds `Audio`,
/// `categories.lvl1` holds `Audio > Speaker`, ...), joined by ``separator``. A click
/// (``computeSelection(key:)``) computes the new path and fires ``onSelectionsComputed``; the
/// filter state connection writes it and reads it back into ``selections``, so the menu always
/// shows what the filter state holds (after a Clear Filters click included: iOS #251).
@MainActor
public final class HierarchicalInteractor {
  /// The attributes of the levels, top level first.
  public let hierarchicalAttributes: [String]
  /// The text between the components of a value, spaces included (`" > "`).
  public let separator: String

  /// The values of each level, top level first, as the last response counted them. Setting a
  /// different value fires ``onItemsChanged``.
  public var items: [[Facet]] = [] {
    didSet {
      if items != oldValue {
        onItemsChanged.fire(items)
        onChange.fire(())
      }
    }
  }

  /// The selected path, one full value per level (`["Audio", "Audio > Speaker"]`); empty when
  /// nothing is selected. Setting a different value fires ``onSelectionsChanged``.
  public var selections: [String] = [] {
    didSet {
      if selections != oldValue {
        onSelectionsChanged.fire(selections)
        onChange.fire(())
      }
    }
  }

  /// Fires the levels whenever they change; it fired the initial (empty) ones at creation.
  public let onItemsChanged = Observer<[[Facet]]>()
  /// Fires the path whenever it changes; it fired the initial (empty) one at creation.
  public let onSelectionsChanged = Observer<[String]>()
  /// Fires whenever the levels or the path change (after their own observers); it fired once
  /// at creation.
  public let onChange = Observer<Void>()
  /// Fires the path a click asks for, one facet filter per level, before anything is selected.
  public let onSelectionsComputed = Observer<[Filter.Facet]>(retainLastData: false)

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - hierarchicalAttributes: the attributes of the levels, top level first.
  ///   - separator: the text between the components of a value (`" > "` by default).
  public init(hierarchicalAttributes: [String], separator: String = " > ") {
    self.hierarchicalAttributes = hierarchicalAttributes
    self.separator = separator
    onItemsChanged.fire([])
    onSelectionsChanged.fire([])
    onChange.fire(())
  }

  /// The path a click on `key` leads to, one full value per level: a value on the selected
  /// path is deselected with its children (its parent stays selected); any other value is
  /// selected with all its parents. Components past the last level are ignored.
  ///
  /// - Parameter key: the clicked value, a full path (`Audio > Speaker`).
  /// - Returns: the new path.
  public func selections(afterSelecting key: String) -> [String] {
    if let position = selections.firstIndex(of: key) {
      return Array(selections[..<position])
    }
    return Array(Self.subPaths(of: key, separator: separator).prefix(hierarchicalAttributes.count))
  }

  /// Reports a click on a value: computes the new path and fires ``onSelectionsComputed``.
  ///
  /// - Parameter key: the clicked value, a full path.
  public func computeSelection(key: String) {
    computeSelection(path: selections(afterSelecting: key))
  }

  /// Asks for exactly `path` (a deep link, or undoing a selection): fires
  /// ``onSelectionsComputed`` with it, cut to the number of levels; empty clears the selection.
  ///
  /// - Parameter path: one full value per level, top level first.
  public func computeSelection(path: [String]) {
    onSelectionsComputed.fire(
      zip(hierarchicalAttributes, path).map { Filter.Facet(attribute: $0, stringValue: $1) })
  }

  /// Selects the path down to `level` (a breadcrumb click): nil or a negative level clears the
  /// selection; a level past the deepest selected one changes nothing.
  ///
  /// - Parameter level: the deepest level kept, 0 for the top level.
  public func computeSelection(upToLevel level: Int?) {
    guard let level, level >= 0 else { return computeSelection(path: []) }
    guard level < selections.count - 1 else { return }
    computeSelection(path: Array(selections[...level]))
  }

  /// The rows of the menu in tree order, as `presenter` lays them out.
  ///
  /// - Parameter presenter: the layout (alphabetical by default).
  /// - Returns: the rows.
  public func tree(presenter: HierarchicalPresenter = .init()) -> [HierarchicalFacet] {
    presenter.present(levels: items, selections: selections, separator: separator)
  }

  /// The paths of every prefix of `key` (`A`, `A > B`, `A > B > C` for `A > B > C`).
  ///
  /// - Parameters:
  ///   - key: a full path.
  ///   - separator: the text between components.
  /// - Returns: the prefixes, shortest first; `[key]` when it has no separator.
  public static func subPaths(of key: String, separator: String) -> [String] {
    guard !separator.isEmpty else { return [key] }
    return key.ranges(of: separator).map { String(key[..<$0.lowerBound]) } + [key]
  }
}
