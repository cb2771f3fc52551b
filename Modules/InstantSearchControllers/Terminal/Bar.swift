/// A horizontal bar made of block characters, its length proportional to a count.
public enum Bar {
  /// The partial blocks, from one eighth to seven eighths of a cell.
  private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// A bar for `value` out of `maximum`, at most `width` cells long; any non-zero value shows
  /// at least a sliver.
  /// - Parameters:
  ///   - value: The count.
  ///   - maximum: The largest count shown beside it (a full bar).
  ///   - width: The length of a full bar, in cells.
  /// - Returns: The bar's text.
  public static func render(_ value: Int, of maximum: Int, width: Int) -> String {
    guard maximum > 0, value > 0, width > 0 else { return "" }
    let total = max(1, min(width * 8, (value * width * 8 + maximum / 2) / maximum))
    return String(repeating: "█", count: total / 8) + eighths[total % 8]
  }
}
