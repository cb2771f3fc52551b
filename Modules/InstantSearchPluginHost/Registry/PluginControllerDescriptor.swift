/// A controller a loaded plugin can create.
public struct PluginControllerDescriptor: Sendable, Hashable, CustomStringConvertible {
  /// The ID of the plugin that declares it.
  public var pluginID: String
  /// The controller's ID, unique within its plugin.
  public var id: String
  /// A short human name.
  public var name: String
  /// One sentence saying what it does, empty when the plugin gave none.
  public var summary: String
  /// Which controller protocol it serves.
  public var kind: PluginControllerKind

  /// `plugin-id/controller-id`: unique among all loaded plugins.
  public var qualifiedID: String { "\(pluginID)/\(id)" }

  /// `qualified-id (kind): name`.
  public var description: String { "\(qualifiedID) (\(kind)): \(name)" }
}
