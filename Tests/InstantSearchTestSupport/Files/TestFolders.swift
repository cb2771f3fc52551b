import Foundation

/// Where the tests put their files: one folder for the test process in the system's temporary
/// folder, removed when the process exits, so a run leaves nothing behind however its tests
/// end (a failed expectation skips a test's own clean-up).
public enum TestFolders {
  /// The process's folder, with a trailing `/` as `NSTemporaryDirectory()` has: made at first
  /// use, removed with everything in it when the process exits.
  public static let temporary: String = {
    let path = NSTemporaryDirectory() + "instantsearch-tests-\(getpid())-\(UUID().uuidString)/"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TestFolders.temporary) }
    return path
  }()

  /// ``temporary`` as a file URL.
  public static var temporaryURL: URL { URL(fileURLWithPath: temporary, isDirectory: true) }

  /// A new, empty folder of the calling test's own in ``temporary``: `name`, a dash and a UUID.
  ///
  /// - Parameters:
  ///   - name: what the folder holds, to tell it apart in a listing.
  ///   - permissions: its permission bits, when a test needs them whatever the umask.
  /// - Returns: the folder's URL.
  /// - Throws: the file system's error when it cannot be made.
  public static func folder(_ name: String, permissions: Int? = nil) throws -> URL {
    let url = temporaryURL.appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true,
      attributes: permissions.map { [.posixPermissions: $0] })
    return url
  }
}
