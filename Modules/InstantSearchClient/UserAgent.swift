import Foundation

/// The `User-Agent` header in Algolia's grammar:
/// `Algolia for Swift (x.y.z); Linux (a.b.c); Search (x.y.z); InstantSearch Linux (x.y.z)`,
/// then any segments the application adds.
public struct UserAgent: Sendable, Hashable, CustomStringConvertible {
  /// One `; Name (version)` part.
  public struct Segment: Sendable, Hashable, CustomStringConvertible {
    /// The product name, as `MyApp`.
    public var name: String
    /// The version, or nil for a bare name.
    public var version: String?

    /// Creates a segment.
    /// - Parameters:
    ///   - name: the product name.
    ///   - version: its version, or nil.
    public init(_ name: String, version: String? = nil) {
      self.name = name
      self.version = version
    }

    /// `Name (version)` or `Name`.
    public var description: String {
      version.map { "\(name) (\($0))" } ?? name
    }
  }

  /// This client's version, used for the language, API and product segments.
  public static let clientVersion = "0.1.0"

  /// The segments after the language one, in order.
  public var segments: [Segment]

  /// The standard agent, with extra segments appended.
  /// - Parameter extra: the application's own segments.
  public init(adding extra: [Segment] = []) {
    let os = ProcessInfo.processInfo.operatingSystemVersion
    segments =
      [
        Segment("Linux", version: "\(os.majorVersion).\(os.minorVersion).\(os.patchVersion)"),
        Segment("Search", version: Self.clientVersion),
        Segment("InstantSearch Linux", version: Self.clientVersion),
      ] + extra
  }

  /// The header value.
  public var description: String {
    (["Algolia for Swift (\(Self.clientVersion))"] + segments.map(\.description))
      .joined(separator: "; ")
  }
}
