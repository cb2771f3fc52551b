/// The kinds of calls a host accepts: reads (searches, listing indices) or writes.
///
/// Algolia decides read or write per operation, not per HTTP method: a search is a POST but a
/// read, so it goes to the read hosts with the read timeout.
public struct CallType: OptionSet, Sendable, Hashable {
  /// The bit set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  /// - Parameter rawValue: bit 0 read, bit 1 write.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Searches, facet searches, listing indices.
  public static let read = CallType(rawValue: 1)
  /// Indexing and settings changes.
  public static let write = CallType(rawValue: 2)
}
