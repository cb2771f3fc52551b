import InstantSearchControllers
import InstantSearchPluginControllers
import LineEditor

/// `use sortby|clear ID`: shows a widget through another controller, a loaded plugin's or the
/// built-in terminal one.
struct UseCommand: SessionCommand {
  static let reference = CommandReference(
    "use", usage: "use sortby|clear CONTROLLER-ID",
    summary: "switch a widget's controller (terminal: built-in)")

  /// A widget whose controller can be switched.
  enum Widget: String, Sendable, Equatable, CaseIterable {
    /// The Sort By widget.
    case sortby
    /// The Clear Filters widget.
    case clear
  }

  /// The widget switched.
  var widget: Widget

  /// The controller's ID: `terminal`, a plugin controller's ID or its qualified ID.
  var controllerID: String

}

extension UseCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 2 else { throw arguments.usage("expected a widget and a controller ID") }
    guard let widget = Widget(rawValue: words[0].text) else {
      throw arguments.usage(
        "unknown widget \"\(words[0].text)\" (sortby or clear)", column: words[0].column)
    }
    self.init(widget: widget, controllerID: words[1].text)
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let candidates: [String]
    switch context.arguments.count {
    case 0: candidates = Widget.allCases.map(\.rawValue)
    case 1: candidates = context.vocabulary.controllerIDs[context.arguments[0]] ?? []
    default: candidates = []
    }
    return Completion(word: context.word, candidates: candidates)
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let terminal = session.configuration.terminal
    switch widget {
    case .sortby:
      let controller: SortController
      if controllerID == "terminal" {
        controller = session.terminalSortController()
      } else {
        do {
          controller = .plugin(
            try session.plugins.makeSegmentController(controllerID, terminal: terminal))
        } catch {
          throw SessionError("use: \(error)")
        }
      }
      session.sortControllerID = controller.id
      session.stack?.useSortController(controller)
      return Report(
        lines: ["sortby now shows through \(controller.id)"],
        json: ["widget": "sortby", "controller": .string(controller.id)])
    case .clear:
      if controllerID == "terminal" {
        session.clearController = .terminal(TerminalClearButtonController(terminal: terminal))
      } else {
        do {
          session.clearController = .plugin(
            try session.plugins.makeClearController(controllerID, terminal: terminal))
        } catch {
          throw SessionError("use: \(error)")
        }
      }
      return Report(
        lines: ["clear now shows through \(session.clearController.id)"],
        json: ["widget": "clear", "controller": .string(session.clearController.id)])
    }
  }
}
