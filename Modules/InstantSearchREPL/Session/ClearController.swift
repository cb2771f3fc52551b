import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchPluginControllers

/// The controller Clear Filters shows through: the built-in terminal button, or a plugin's.
typealias ClearController = ControllerChoice<
  TerminalClearButtonController, PluginFilterClearController
>

extension ControllerChoice
where Terminal == TerminalClearButtonController, Plugin == PluginFilterClearController {
  /// The controller as the connector takes it.
  var controller: any FilterClearController {
    switch self {
    case .terminal(let controller): return controller
    case .plugin(let controller): return controller
    }
  }

  /// Presses the button: the terminal button reports the click at once; a plugin decides
  /// (it may ask to confirm) and reports it if it clears.
  func press() {
    switch self {
    case .terminal(let controller): controller.press()
    case .plugin(let controller): _ = controller.performClick()
    }
  }
}
