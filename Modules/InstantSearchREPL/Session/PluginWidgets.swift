import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers
import InstantSearchPluginHost

/// The widgets of the open source shown through plugin controllers of ABI 1.2 (`use hits ID`,
/// `use facets brand ID`, ...), besides the built-in terminal views, which the reports keep
/// using. After each command the session prints the text of every plugin view whose text
/// changed, as a screen would redraw it; `tell` hands a plugin view what the user typed.
///
/// Attachments survive opening another source: they are connected again to the new widgets
/// the next time they are used.
@MainActor
final class PluginWidgets {
  /// One widget attached to a plugin controller.
  private struct Attachment {
    /// The adapter, kept alive as long as it is attached.
    let controller: any PluginBackedController
    /// Connects the adapter to a stack's widget, returning the connection.
    let connect: @MainActor (SearchStack) -> any Connection
    /// The connection to the stack it is connected to now.
    var connection: (any Connection)?
    /// The text printed last, so an unchanged view is not printed again.
    var shown = ""
  }

  /// The attachments by widget, in the order they were made.
  private var attachments: [(widget: PluginWidget, attachment: Attachment)] = []

  /// The stack the attachments are connected to.
  private weak var connectedStack: SearchStack?

  /// The qualified ID of each widget's plugin controller, in the order they were attached.
  var inUse: [(widget: PluginWidget, controllerID: String)] {
    attachments.map { ($0.widget, $0.attachment.controller.descriptor.qualifiedID) }
  }

  /// Shows `widget` of `stack` through the plugin controller `controllerID` from now on,
  /// replacing the plugin controller it had.
  ///
  /// - Throws: `PluginLoadError` when no loaded plugin has that controller of the widget's
  ///   kind, or the plugin fails to create it.
  func attach(
    _ widget: PluginWidget, controllerID: String, registry: PluginRegistry, stack: SearchStack,
    terminal: TerminalIO
  ) throws(PluginLoadError) {
    let made = try widget.makeAttachment(controllerID, registry: registry, terminal: terminal)
    detach(widget)
    reconnect(to: stack)
    var attachment = Attachment(controller: made.controller, connect: made.connect)
    attachment.connection = made.connect(stack)
    attachments.append((widget, attachment))
  }

  /// Shows `widget` through its terminal view alone again; `false` when it had no plugin.
  @discardableResult
  func detach(_ widget: PluginWidget) -> Bool {
    guard let index = attachments.firstIndex(where: { $0.widget == widget }) else { return false }
    attachments[index].attachment.connection?.disconnect()
    attachments.remove(at: index)
    return true
  }

  /// The plugin controller `widget` shows through, connected to `stack`; `nil` when it has none.
  func controller(for widget: PluginWidget, stack: SearchStack) -> (any PluginBackedController)? {
    reconnect(to: stack)
    return attachments.first { $0.widget == widget }?.attachment.controller
  }

  /// The text of every plugin view that changed since it was last printed, each under a line
  /// naming the widget and the controller; the plugin's text is escaped for the terminal.
  func changedLines(stack: SearchStack?, style: TerminalStyle) -> [String] {
    if let stack { reconnect(to: stack) }
    var lines: [String] = []
    for index in attachments.indices {
      let text = attachments[index].attachment.controller.render()
      guard text != attachments[index].attachment.shown else { continue }
      attachments[index].attachment.shown = text
      let (widget, controller) = (attachments[index].widget, attachments[index].attachment)
      lines.append(style.dim("\(widget) (\(controller.controller.descriptor.qualifiedID)):"))
      lines += text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.escaped(String($0)) }
      if lines.last == "" { lines.removeLast() }
    }
    return lines
  }

  /// Connects every attachment to `stack` when it is not connected to it already (another
  /// source was opened).
  private func reconnect(to stack: SearchStack) {
    guard connectedStack !== stack else { return }
    connectedStack = stack
    for index in attachments.indices {
      attachments[index].attachment.connection?.disconnect()
      attachments[index].attachment.connection = attachments[index].attachment.connect(stack)
      attachments[index].attachment.shown = ""
    }
  }
}

extension Session {
  /// Prints the plugin views whose text changed during the last command (none in JSON mode,
  /// whose output is one object per command).
  func printPluginViews() {
    guard !configuration.json else { return }
    let lines = pluginWidgets.changedLines(stack: stack, style: configuration.style)
    if !lines.isEmpty { configuration.output.write(lines.joined(separator: "\n") + "\n") }
  }
}
