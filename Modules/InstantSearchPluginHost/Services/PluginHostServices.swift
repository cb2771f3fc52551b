/// The terminal services a host gives one plugin controller: where it writes and how it asks.
///
/// The host passes them to the plugin as the C `isp_host_t` of the controller instance. The
/// REPL builds them from its line editor, tests from a script.
public struct PluginHostServices: Sendable {
  /// Writes text as is (the plugin adds line breaks).
  public var write: @Sendable (String) -> Void

  /// Shows a prompt and reads one line without its line break; `nil` at end of input.
  public var readLine: @Sendable (_ prompt: String) -> String?

  /// The width of the output in columns.
  public var columns: @Sendable () -> Int

  /// Creates services from their operations.
  ///
  /// - Parameters:
  ///   - write: writes text as is.
  ///   - readLine: shows a prompt and reads a line, `nil` at end of input.
  ///   - columns: the output width; 80 by default.
  public init(
    write: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable (_ prompt: String) -> String?,
    columns: @escaping @Sendable () -> Int = { 80 }
  ) {
    self.write = write
    self.readLine = readLine
    self.columns = columns
  }

  /// Services that discard output and report end of input.
  public static let silent = PluginHostServices(write: { _ in }, readLine: { _ in nil })
}
