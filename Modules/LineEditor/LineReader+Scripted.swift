internal import InstantSearchLocking

extension LineReader {
  /// A reader that returns `inputs` one after the other, then `.endOfInput`. For tests and
  /// for scripted sessions.
  /// - Parameters:
  ///   - inputs: What each read returns, in order.
  ///   - isInteractive: Whether the reader claims a person is typing.
  ///   - record: Receives every recorded line.
  /// - Returns: A reader of the script.
  public static func scripted(
    _ inputs: [LineInput],
    isInteractive: Bool = false,
    record: @escaping @Sendable (String) -> Void = { _ in }
  ) -> LineReader {
    let remaining = Locked(inputs[...])
    return LineReader(
      isInteractive: isInteractive,
      readLine: { _ in remaining.withLock { $0.popFirst() ?? .endOfInput } },
      record: record
    )
  }

  /// A reader that returns each line of `lines`, then `.endOfInput`.
  /// - Parameter lines: The lines, without line breaks.
  /// - Returns: A non-interactive reader of the lines.
  public static func scripted(lines: [String]) -> LineReader {
    scripted(lines.map(LineInput.line))
  }
}
