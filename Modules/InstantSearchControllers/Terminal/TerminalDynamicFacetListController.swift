import InstantSearchConnectors

/// A terminal dynamic facet list: each attribute the ordering shows, in order, as a heading
/// and its values drawn as ``TerminalFacetListController`` draws them (selection mark, count,
/// bar), in the ordering's value order.
///
/// ```
/// brand
/// * Apple   60  ███████████████
///   Sony   120  ██████████████████████████████
/// ```
///
/// A value is picked with ``select(_:in:)``, by position (from 1) or by value.
@MainActor
public final class TerminalDynamicFacetListController: DynamicFacetListController {
  /// The terminal the lists are written to.
  public let terminal: TerminalIO

  /// How headings, selected values and bars are decorated.
  public var style: TerminalStyle

  /// When `true`, the lists are written every time the facets change.
  public var redrawsOnChange: Bool

  /// The attributes and their values, in display order.
  public private(set) var orderedFacets: [AttributedFacets] = []

  /// The selected values, by attribute.
  public private(set) var selections: [String: Set<String>] = [:]

  /// Set by the interactor: called with the attribute and the clicked value.
  public var didSelect: ((String, Facet) -> Void)?

  /// Creates a dynamic facet list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the lists are written.
  ///   - style: how headings, selections and bars are decorated (plain by default).
  ///   - redrawsOnChange: whether to write the lists whenever the facets change.
  public init(terminal: TerminalIO, style: TerminalStyle = .plain, redrawsOnChange: Bool = false) {
    self.terminal = terminal
    self.style = style
    self.redrawsOnChange = redrawsOnChange
  }

  /// Stores the facets, and writes them if asked to.
  public func setOrderedFacets(_ orderedFacets: [AttributedFacets]) {
    self.orderedFacets = orderedFacets
    if redrawsOnChange { render() }
  }

  /// Stores the selections.
  public func setSelections(_ selections: [String: Set<String>]) {
    self.selections = selections
  }

  /// The lines of every attribute: its heading (escaped), then its first `limit` values (all
  /// by default); empty when the ordering shows no attribute.
  ///
  /// - Parameter limit: the most values shown per attribute.
  /// - Returns: the lines, without line breaks.
  public func lines(limit: Int? = nil) -> [String] {
    orderedFacets.flatMap { entry in
      [style.bold(TerminalText.escaped(entry.attribute))] + list(for: entry).lines(limit: limit)
    }
  }

  /// Writes the lists to the terminal.
  public func render() {
    let lines = lines()
    if !lines.isEmpty { terminal.write(lines.joined(separator: "\n") + "\n") }
  }

  /// Clicks the value named by `choice` in `attribute`'s list: its position (from 1) or the
  /// value itself (case-insensitive).
  ///
  /// - Parameters:
  ///   - choice: a number or a value.
  ///   - attribute: an attribute shown.
  /// - Returns: the clicked value.
  /// - Throws: ``TerminalInputError/noSuchItem(_:count:)`` when the attribute is not shown or
  ///   the choice names none of its values.
  @discardableResult
  public func select(_ choice: String, in attribute: String) throws(TerminalInputError) -> Facet {
    guard let entry = orderedFacets.first(where: { $0.attribute == attribute }) else {
      throw .noSuchItem(attribute, count: orderedFacets.count)
    }
    let list = list(for: entry)
    list.onClick = { [weak self] in self?.didSelect?(attribute, $0) }
    return try list.select(choice)
  }

  /// A facet list controller holding one attribute's values, which draws and picks them.
  private func list(for entry: AttributedFacets) -> TerminalFacetListController {
    let list = TerminalFacetListController(terminal: terminal, style: style)
    let selected = selections[entry.attribute] ?? []
    list.setSelectableItems(
      selectableItems: entry.facets.map {
        SelectableItem(item: $0, isSelected: selected.contains($0.value))
      })
    return list
  }
}
