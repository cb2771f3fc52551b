import Foundation

/// Where SwiftPM put the products of this build: the directory of the test executable, which
/// holds the executables and the plugin libraries too (with any build system, configuration or
/// scratch path).
public enum ProductsDirectory {
  /// The directory's absolute path.
  public static let path: String = {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent().path
  }()

  /// The path of `lib<product>.so` in it.
  public static func library(_ product: String) -> String {
    "\(path)/lib\(product).so"
  }

  /// The path of the executable `product` in it.
  public static func executable(_ product: String) -> String {
    "\(path)/\(product)"
  }
}
