internal import CInstantSearchPlugin

/// A version of the plugin ABI: `major.minor.patch`.
public struct PluginABIVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Changes only with an incompatible ABI.
  public var major: UInt32
  /// Grows when fields are appended.
  public var minor: UInt32
  /// Fixes only; never checked.
  public var patch: UInt32

  /// Creates a version from its three numbers.
  public init(major: UInt32, minor: UInt32, patch: UInt32 = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// The version this host was built with (the header's `ISP_ABI_*`).
  public static let host = PluginABIVersion(
    major: UInt32(ISP_ABI_MAJOR), minor: UInt32(ISP_ABI_MINOR), patch: UInt32(ISP_ABI_PATCH))

  /// Whether a plugin built against this version can be loaded by a host built with `host`:
  /// same major, and a minor no newer than the host's.
  public func isLoadable(by host: PluginABIVersion = .host) -> Bool {
    major == host.major && minor <= host.minor
  }

  /// Orders by major, then minor, then patch.
  public static func < (lhs: PluginABIVersion, rhs: PluginABIVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// `major.minor.patch`.
  public var description: String { "\(major).\(minor).\(patch)" }

  /// `major.minor`, as load errors name the versions (patches never decide a load).
  var majorMinor: String { "\(major).\(minor)" }

  /// Reads a version from the C struct.
  init(_ version: isp_version_t) {
    self.init(major: version.major, minor: version.minor, patch: version.patch)
  }

  /// The C struct.
  var cValue: isp_version_t { isp_version_t(major: major, minor: minor, patch: patch) }
}
