import InstantSearchControllers

/// What a session needs from the world: where it writes, how it decorates, what the
/// environment holds, and the terminal its controllers talk to.
public struct SessionConfiguration: Sendable {
  /// Where results and errors go.
  public var output: SessionOutput

  /// The terminal controllers write to and read from (the same line reader as the session).
  public var terminal: TerminalIO

  /// How text is decorated.
  public var style: TerminalStyle

  /// Whether each command prints one JSON object instead of text.
  public var json: Bool

  /// Whether a person is at a terminal (Ctrl-C cancels running commands, progress is shown).
  public var isInteractive: Bool

  /// The environment variables (credentials are read from here, and only from here).
  public var environment: [String: String]

  /// Tells whether the user asked to interrupt (Ctrl-C) since the last call; `nil` when
  /// commands cannot be interrupted.
  public var interruptRequested: (@Sendable () -> Bool)?

  /// The width of the output in columns, for tables.
  public var columns: @Sendable () -> Int

  /// The height of the terminal in rows, or 0 when the output is no terminal; output that
  /// must keep its first line on screen (`menu`'s breadcrumb) is cut to fit.
  public var rows: @Sendable () -> Int

  /// Loads a plugin in a child process first, so one that crashes while loading is refused
  /// instead of ending the session: the reason it cannot be loaded, or `nil`. Without it,
  /// `plugin load` loads in this process at once.
  public var pluginProbe: (@Sendable (String) -> String?)?

  /// Creates a configuration.
  /// - Parameters:
  ///   - output: Where results and errors go.
  ///   - terminal: The terminal controllers use.
  ///   - style: How text is decorated.
  ///   - json: Whether to print JSON.
  ///   - isInteractive: Whether a person is at a terminal.
  ///   - environment: The environment variables.
  ///   - interruptRequested: Whether the user interrupted since the last call.
  ///   - columns: The width of the output.
  ///   - rows: The height of the terminal, 0 for none.
  ///   - pluginProbe: Loads a plugin in a child process first; `nil` for none.
  public init(
    output: SessionOutput, terminal: TerminalIO, style: TerminalStyle = .plain, json: Bool = false,
    isInteractive: Bool = false, environment: [String: String] = [:],
    interruptRequested: (@Sendable () -> Bool)? = nil,
    columns: @escaping @Sendable () -> Int = { 100 }, rows: @escaping @Sendable () -> Int = { 0 },
    pluginProbe: (@Sendable (String) -> String?)? = nil
  ) {
    self.pluginProbe = pluginProbe
    self.interruptRequested = interruptRequested
    self.columns = columns
    self.rows = rows
    self.output = output
    self.terminal = terminal
    self.style = style
    self.json = json
    self.isInteractive = isInteractive
    self.environment = environment
  }
}
