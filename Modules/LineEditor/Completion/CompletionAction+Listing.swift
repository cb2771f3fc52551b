extension CompletionAction {
  /// Lays `candidates` out in columns that fit `width`, left to right then down, as shells do.
  /// - Parameters:
  ///   - candidates: The words to list.
  ///   - width: The terminal width in columns (80 when unknown).
  /// - Returns: The lines of the listing, without line breaks.
  public static func columns(_ candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let cellWidth = (candidates.map(\.count).max() ?? 0) + 2
    let perLine = max(1, (width > 0 ? width : 80) / cellWidth)
    var lines: [String] = []
    var index = 0
    while index < candidates.count {
      let row = candidates[index..<min(index + perLine, candidates.count)]
      var line = ""
      for (position, word) in row.enumerated() {
        line += word
        if position < row.count - 1 {
          line += String(repeating: " ", count: cellWidth - word.count)
        }
      }
      lines.append(line)
      index += perLine
    }
    return lines
  }
}
