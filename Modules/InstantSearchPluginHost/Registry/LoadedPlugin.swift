internal import CInstantSearchPlugin

/// A plugin that passed every check and initialized: its identity and the controllers it can
/// create. It stays loaded for the life of the process.
public final class LoadedPlugin: Sendable {
  /// The plugin's reverse-DNS ID, unique among loaded plugins.
  public let id: String
  /// Its human name.
  public let name: String
  /// Its own version.
  public let version: String
  /// The ABI version it was built against (at most the host's).
  public let abiVersion: PluginABIVersion
  /// The real path of its file.
  public let path: String
  /// The controllers it declares, in its order.
  public let controllers: [PluginControllerDescriptor]

  /// The copied-out functions.
  let table: PluginTable

  /// Creates the record of a loaded plugin; only the loader calls it, after every check.
  init(
    id: String, name: String, version: String, abiVersion: PluginABIVersion, path: String,
    controllers: [PluginControllerDescriptor], table: PluginTable
  ) {
    self.id = id
    self.name = name
    self.version = version
    self.abiVersion = abiVersion
    self.path = path
    self.controllers = controllers
    self.table = table
  }

  /// The controller with ID `controllerID` (bare, or qualified with this plugin's ID), or `nil`.
  public func controller(_ controllerID: String) -> PluginControllerDescriptor? {
    controllers.first { $0.id == controllerID || $0.qualifiedID == controllerID }
  }

  /// Returns the plugin extension named `identifier` (a string ID such as
  /// `"org.example.feature/1"`), or `nil` when the plugin does not offer it or predates 1.1.
  public func pluginExtension(_ identifier: String) -> UnsafeRawPointer? {
    table.getExtension?(identifier)
  }

  /// The descriptor for `controllerID`, checked to be of `kind`.
  func descriptor(
    _ controllerID: String, kind: PluginControllerKind
  ) throws(PluginLoadError) -> PluginControllerDescriptor {
    guard let descriptor = controller(controllerID) else {
      throw .unknownController(id: "\(id)/\(controllerID)")
    }
    guard descriptor.kind == kind else {
      throw .wrongControllerKind(
        id: descriptor.qualifiedID, expected: kind.description, actual: descriptor.kind.description)
    }
    return descriptor
  }
}
