import InstantSearchClient

/// The `instantsearch` program: its table of modes.
public enum InstantSearchTool {
  /// What `--version` prints.
  public static let version = "instantsearch \(UserAgent.clientVersion)"

  /// The tool: the REPL by default, and every named mode.
  public static let tool = CommandLineTool(
    program: Declarations.program, version: version, summary: Declarations.summary,
    defaultMode: REPLMode.mode,
    modes: [
      IndexMode.mode, ServeMode.mode, ExportMode.mode, PluginCheckMode.mode,
      CompletionMode.mode, ManualMode.mode,
    ])
}
