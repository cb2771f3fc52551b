import InstantSearchControllers
import InstantSearchPluginControllers

extension Session {
  /// The Sort By controller `id` names: the terminal list, or a loaded plugin's.
  /// A plugin controller that cannot be made falls back to the terminal list, with a warning.
  func makeSortController(_ id: String) -> SortController {
    if id != "terminal" {
      do {
        return .plugin(try plugins.makeSegmentController(id, terminal: configuration.terminal))
      } catch {
        configuration.output.writeError("warning: \(error); using the terminal list\n")
      }
    }
    return terminalSortController()
  }

  /// The built-in Sort By list, its options numbered from 1 like every list of the REPL.
  func terminalSortController() -> SortController {
    let controller = TerminalSegmentController(terminal: configuration.terminal, title: "Sort by")
    controller.numberOffset = 1
    return .terminal(controller)
  }
}
