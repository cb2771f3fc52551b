/// A controller for a Query Rule Custom Data widget: it shows the presented data of the rules
/// that applied, or nothing.
@MainActor
public protocol QueryRuleCustomDataController<Item>: AnyObject {
  /// What the controller shows: the model itself, or the text a presenter made of it.
  associatedtype Item

  /// Called with the data to show, or nil when no rule's data applies; on connection and
  /// after every response that changes it.
  func setItem(_ item: Item?)
}
