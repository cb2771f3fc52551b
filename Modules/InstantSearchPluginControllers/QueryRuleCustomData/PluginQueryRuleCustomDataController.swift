public import InstantSearchConnectors
public import InstantSearchCore
public import InstantSearchPluginHost

/// A Query Rule Custom Data view implemented by a plugin: a `QueryRuleCustomDataController` of
/// `JSON`. The plugin is lent the data as JSON text: one item when a rule's data applies, none
/// when it does not. Connect it to a `QueryRuleCustomDataInteractor<JSON>`, or to one of your
/// own model with a presenter that turns the model into `JSON`. It reports nothing.
@MainActor
public final class PluginQueryRuleCustomDataController: QueryRuleCustomDataController,
  PluginBackedController
{
  /// The plugin instance behind this controller.
  public let handle: PluginCustomDataHandle

  /// Wraps a plugin instance.
  public init(handle: PluginCustomDataHandle) {
    self.handle = handle
  }

  /// Forwards the data to the plugin as JSON text: one item, or none for `nil`.
  public func setItem(_ item: JSON?) {
    handle.setItems(item.map { [$0.jsonString] } ?? [])
  }
}
