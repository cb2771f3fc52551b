import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers

/// The controller Sort By shows through: the built-in terminal list, or a plugin's.
typealias SortController = ControllerChoice<TerminalSegmentController, PluginSegmentController>

extension ControllerChoice
where Terminal == TerminalSegmentController, Plugin == PluginSegmentController {
  /// Connects it to Sort By.
  func connect(to sortBy: SortByConnector) -> any Connection {
    switch self {
    case .terminal(let controller): return sortBy.connectController(controller)
    case .plugin(let controller): return sortBy.connectController(controller)
    }
  }

  /// Shows the options (the `indices` command).
  func show() {
    switch self {
    case .terminal(let controller): controller.render()
    case .plugin(let controller): controller.reload()
    }
  }

  /// Presents the options and asks for one (the `sort` command alone); the choice is reported
  /// through the controller's `onClick`, as a tap would be.
  func ask() {
    switch self {
    case .terminal(let controller): controller.ask(prompt: "sort by> ")
    case .plugin(let controller): _ = controller.present()
    }
  }

  /// Reports a click on the option at `key`, as a tap on it would.
  func click(_ key: Int) {
    switch self {
    case .terminal(let controller): controller.onClick?(key)
    case .plugin(let controller): controller.onClick?(key)
    }
  }
}
