/// A controller that shows a set of keyed options, one of them selected, and reports clicks.
///
/// Sort By uses it with `Int` keys: each key is a position, each value the presented name of
/// an index. A controller may be a terminal list, an observable model or a plugin.
@MainActor
public protocol SelectableSegmentController: AnyObject {
  /// The key of an option.
  associatedtype SegmentKey: Hashable

  /// Called when the selection changes, with the selected key or `nil` for none.
  func setSelected(_ selected: SegmentKey?)

  /// Called when the options change, with the presented text of each option.
  func setItems(items: [SegmentKey: String])

  /// Called when the options or the selection need to be drawn again.
  func reload()

  /// Set by the interactor: the controller calls it when the user picks an option.
  var onClick: ((SegmentKey) -> Void)? { get set }
}

extension SelectableSegmentController {
  /// Does nothing: controllers that redraw on every change need not implement `reload()`.
  public func reload() {}
}
