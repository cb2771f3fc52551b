/// What the line editor does when the user presses Tab.
public enum CompletionAction: Sendable, Equatable {
  /// Inserts the text at the cursor.
  case insert(String)

  /// Lists the candidates under the line, then redraws the line.
  case list([String])

  /// Rings the bell: nothing matches.
  case beep
}
