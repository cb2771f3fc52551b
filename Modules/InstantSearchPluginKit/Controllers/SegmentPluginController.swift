/// A segment controller (Sort By's list of indices) written in Swift.
///
/// The host calls it on one thread at a time. It never calls the host's click function itself:
/// `present()` returns the chosen key and the kit reports it.
public protocol SegmentPluginController: PluginController {
  /// Replaces the options, in display order.
  func setItems(_ items: [SegmentItem])
  /// Sets the selected key, or no selection.
  func setSelected(_ key: Int?)
  /// Shows the options and the selection again.
  func reload()
  /// Presents the options, asks the user for one, and returns its key, or `nil` on cancel.
  func present() -> Int?
}

/// One option of a segment controller.
public struct SegmentItem: Sendable, Hashable {
  /// The key the host knows the option by.
  public var key: Int
  /// The presented text.
  public var title: String

  /// Creates an option.
  public init(key: Int, title: String) {
    self.key = key
    self.title = title
  }
}
