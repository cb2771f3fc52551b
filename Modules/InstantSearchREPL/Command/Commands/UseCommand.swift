import InstantSearchControllers
import InstantSearchPluginControllers
import LineEditor

/// `use WIDGET [ATTRIBUTE] ID`: shows a widget through another controller. Sort By and Clear
/// Filters switch between the built-in terminal controller and a loaded plugin's; every widget
/// a 1.2 kind draws, named by the kind's name (`search-box`, `facet-list`, `pagination`, ...;
/// the older words `search`, `facets`, `pages`, ... still work), and the growing list, the
/// breadcrumb and hits per page add a plugin view beside the terminal one, printed after each
/// command when it changes (`terminal` removes it).
struct UseCommand: SessionCommand {
  static let reference = CommandReference(
    "use",
    usage: "use " + (["sortby", "clear"] + PluginWidget.plainNames).joined(separator: "|")
      + " CONTROLLER-ID | use " + PluginWidget.attributedNames.joined(separator: "|")
      + " ATTRIBUTE CONTROLLER-ID",
    summary: "switch a widget's controller, or add a plugin's view (terminal: built-in only)")

  /// A widget whose controller can be switched.
  enum Widget: Sendable, Equatable {
    /// The Sort By widget.
    case sortby
    /// The Clear Filters widget.
    case clear
    /// A widget shown through a plugin view of ABI 1.2 as well.
    case plugin(PluginWidget)

    /// The widget names `use` shows, for completion and messages (it takes the older words
    /// too).
    static let names = ["sortby", "clear"] + PluginWidget.names.map(\.name)
  }

  /// The widget switched.
  var widget: Widget

  /// The controller's ID: `terminal`, a plugin controller's ID or its qualified ID.
  var controllerID: String

}

extension UseCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    if let name = words.first?.text, name == "sortby" || name == "clear" {
      guard words.count == 2 else { throw arguments.usage("expected a widget and a controller ID") }
      self.init(widget: name == "sortby" ? .sortby : .clear, controllerID: words[1].text)
      return
    }
    let (widget, rest) = try PluginWidget.parse(words[...], of: arguments, known: Widget.names)
    guard rest.count == 1, let id = rest.first else {
      throw arguments.usage("expected \(widget) and a controller ID")
    }
    self.init(widget: .plugin(widget), controllerID: id.text)
  }

  static func complete(_ context: CompletionContext) -> Completion {
    let arguments = context.arguments
    let candidates: [String]
    if arguments.isEmpty {
      candidates = Widget.names
    } else if arguments.count == 1, PluginWidget.attributed.contains(arguments[0]) {
      candidates = context.vocabulary.attributes
    } else if arguments.count == (PluginWidget.attributed.contains(arguments[0]) ? 2 : 1) {
      candidates = context.vocabulary.controllerIDs[arguments[0]] ?? []
    } else {
      candidates = []
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
    case .plugin(let widget):
      return try usePlugin(for: widget, in: session)
    }
  }

  /// Adds (or, for `terminal`, removes) the plugin view of `widget`.
  @MainActor private func usePlugin(for widget: PluginWidget, in session: Session) throws
    -> Report
  {
    if controllerID == "terminal" {
      let removed = session.pluginWidgets.detach(widget)
      return Report(
        lines: [removed ? "\(widget) now shows through terminal only" : "\(widget) had no plugin"],
        json: ["widget": .string(widget.description), "controller": "terminal"])
    }
    let stack = try session.requireStack()
    if widget == .menu || widget == .breadcrumb {
      do {
        _ = try MenuCommand.resolve(
          [], facets: stack.hits.response?.facets ?? [:], last: stack.menuHierarchy)
      } catch {
        throw SessionError("use: \(error)")
      }
    }
    do {
      try session.pluginWidgets.attach(
        widget, controllerID: controllerID, registry: session.plugins, stack: stack,
        terminal: session.configuration.terminal)
    } catch {
      throw SessionError("use: \(error)")
    }
    let id = session.pluginWidgets.inUse.first { $0.widget == widget }?.controllerID ?? controllerID
    return Report(
      lines: ["\(widget) now also shows through \(id) (tell \(widget) TEXT types into it)"],
      json: ["widget": .string(widget.description), "controller": .string(id)])
  }
}
