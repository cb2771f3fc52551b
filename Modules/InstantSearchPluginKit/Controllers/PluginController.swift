/// What every controller a plugin offers has: an ID, a name, and an initializer taking the
/// host it talks to. Conform to `SegmentPluginController` or `ClearPluginController`.
public protocol PluginController: AnyObject {
  /// The controller's ID, unique within the plugin (e.g. `"menu"`).
  static var controllerID: String { get }
  /// A short human name.
  static var displayName: String { get }
  /// One sentence saying what it does.
  static var summary: String { get }

  /// Creates an instance that writes and asks through `host`. Keep `host`, but do not write or
  /// ask from the initializer: the host is creating the instance and must not be called back.
  init(host: PluginHostConnection)
}

extension PluginController {
  /// No summary by default.
  public static var summary: String { "" }
}
