/// When a search box searches: on every change of its text, or when the text is submitted.
public enum SearchTriggeringMode: Sendable, Hashable {
  /// Search on every change of the text.
  case searchAsYouType
  /// Search when the text is submitted.
  case searchOnSubmit
}
