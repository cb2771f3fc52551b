/// A plain-text table for benchmark reports, printed as Markdown so it can be pasted into
/// `Benchmarks/README.md` as is.
public struct Table: Sendable {
  /// The column titles.
  public let columns: [String]
  /// The rows, one string per column.
  public private(set) var rows: [[String]] = []

  /// Creates an empty table with these column titles.
  public init(columns: [String]) {
    self.columns = columns
  }

  /// Appends a row; it must have one cell per column.
  public mutating func append(_ row: [String]) {
    precondition(row.count == columns.count, "a row needs \(columns.count) cells")
    rows.append(row)
  }

  /// The table as Markdown, columns padded to line up.
  public var markdown: String {
    let all = [columns] + rows
    let widths = columns.indices.map { c in all.map { $0[c].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      "| "
        + cells.enumerated().map { i, cell in
          cell + String(repeating: " ", count: widths[i] - cell.count)
        }.joined(separator: " | ") + " |"
    }
    let dashes = widths.map { String(repeating: "-", count: $0 + 2) }
    let rule = "|" + dashes.joined(separator: "|") + "|"
    return ([line(columns), rule] + rows.map(line)).joined(separator: "\n")
  }
}
