/// Which filters a clear removes: those listed, or all but those listed.
public enum ClearMode: Sendable, Hashable {
  /// Clear the listed groups (or attributes) only.
  case specified
  /// Clear every group (or attribute) except the listed ones.
  case except
}
