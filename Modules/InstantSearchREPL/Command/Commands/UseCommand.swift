import InstantSearchControllers
import LineEditor

/// `use sortby|clear ID`: shows a widget through another controller, a loaded plugin's or the
/// built-in terminal one.
public struct UseCommand: SessionCommand {
  /// The word that starts this command's line.
  public static let name = "use"
  /// Printed by `help`, and after every usage error of this command.
  public static let usage = "use sortby|clear CONTROLLER-ID"
  /// Printed beside the usage in the `help` list.
  public static let summary = "switch a widget's controller (terminal: built-in)"

  /// A widget whose controller can be switched.
  public enum Widget: String, Sendable, Equatable, CaseIterable {
    /// The Sort By widget.
    case sortby
    /// The Clear Filters widget.
    case clear
  }

  /// The widget switched.
  public var widget: Widget

  /// The controller's ID: `terminal`, a plugin controller's ID or its qualified ID.
  public var controllerID: String

  /// Creates the command.
  /// - Parameters:
  ///   - widget: The widget switched.
  ///   - controllerID: The controller it shows through from now on.
  public init(widget: Widget, controllerID: String) {
    self.widget = widget
    self.controllerID = controllerID
  }

  /// Reads the arguments after the name.
  /// - Parameter arguments: The line and its words.
  /// - Throws: `CommandError` naming what does not fit, with its column when there is one.
  public init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard words.count == 2 else { throw arguments.usage("expected a widget and a controller ID") }
    guard let widget = Widget(rawValue: words[0].text) else {
      throw arguments.usage(
        "unknown widget \"\(words[0].text)\" (sortby or clear)", column: words[0].column)
    }
    self.init(widget: widget, controllerID: words[1].text)
  }

  /// What Tab offers after the name, from the finished words and the session's vocabulary.
  /// - Parameter context: The words typed and the vocabulary.
  /// - Returns: The candidates for the word under the cursor.
  public static func complete(_ context: CompletionContext) -> Completion {
    let candidates: [String]
    switch context.arguments.count {
    case 0: candidates = Widget.allCases.map(\.rawValue)
    case 1: candidates = context.vocabulary.controllerIDs[context.arguments[0]] ?? []
    default: candidates = []
    }
    return Completion(word: context.word, candidates: candidates)
  }

  /// Runs the command through the session's widgets (see the type's summary).
  /// - Parameter session: The session whose widgets the command drives.
  /// - Returns: The text lines and JSON fields to print.
  /// - Throws: `SessionError` saying what went wrong, or the search's error.
  public func run(in session: Session) async throws -> Report {
    let terminal = session.configuration.terminal
    switch widget {
    case .sortby:
      let controller: SortController
      if controllerID == "terminal" {
        controller = .terminal(TerminalSegmentController(terminal: terminal, title: "Sort by"))
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
