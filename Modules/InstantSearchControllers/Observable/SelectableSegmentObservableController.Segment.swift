extension SelectableSegmentObservableController {
  /// One option: its key and its presented title.
  public struct Segment: Hashable, Sendable, Identifiable {
    /// The option's key.
    public var key: Int
    /// The option's presented title.
    public var title: String
    /// The key identifies the option.
    public var id: Int { key }
  }
}
