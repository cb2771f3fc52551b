/// An item of a list with whether it is selected, as list controllers show it.
public struct SelectableItem<Item: Sendable>: Sendable {
  /// The value shown (a facet value, for facet lists).
  public var item: Item
  /// Whether it is selected.
  public var isSelected: Bool

  /// Pairs an item with its selection state.
  ///
  /// - Parameters:
  ///   - item: the value shown.
  ///   - isSelected: whether it is selected.
  public init(item: Item, isSelected: Bool) {
    self.item = item
    self.isSelected = isSelected
  }
}

extension SelectableItem: Equatable where Item: Equatable {}
extension SelectableItem: Hashable where Item: Hashable {}
