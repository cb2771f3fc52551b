import InstantSearchPluginControllers

/// The controller a widget shows through in the REPL: the built-in terminal one, or one from a
/// loaded plugin. `use WIDGET ID` swaps one for the other; the widget's connector never knows
/// which it has. ``ClearController`` and ``SortController`` add what each widget needs.
@MainActor
enum ControllerChoice<Terminal, Plugin: PluginBackedController> {
  /// The built-in terminal controller.
  case terminal(Terminal)
  /// A controller from a loaded plugin.
  case plugin(Plugin)

  /// The ID `use` takes for it: `terminal`, or the plugin controller's qualified ID.
  var id: String {
    switch self {
    case .terminal: return "terminal"
    case .plugin(let controller): return controller.descriptor.qualifiedID
    }
  }
}
