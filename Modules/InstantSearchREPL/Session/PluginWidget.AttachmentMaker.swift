import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost
import LineEditor

extension PluginWidget {
  /// Makes the plugin controller a `use` line names, as the adapter a widget asks for: what
  /// every case of ``PluginWidget/makeAttachment(_:registry:terminal:)`` shares.
  struct AttachmentMaker {
    /// The controller's ID, qualified or bare.
    let controllerID: String
    /// The registry holding its plugin.
    let registry: PluginRegistry
    /// Where the plugin writes and reads.
    let terminal: TerminalIO

    /// The controller of type `Controller`, connected by `connect` to a stack's widget.
    ///
    /// - Throws: `PluginLoadError` when no loaded plugin has the controller with that kind.
    @MainActor func callAsFunction<Controller: PluginBackedController>(
      _: Controller.Type,
      _ connect: @escaping @MainActor (SearchStack, Controller) -> any Connection
    ) throws(PluginLoadError) -> Attachment {
      let controller: Controller = try registry.makeController(controllerID, terminal: terminal)
      return (controller, { connect($0, controller) })
    }
  }
}
