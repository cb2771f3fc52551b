/// A table of text in aligned columns, each cut to a maximum width with an ellipsis, and the
/// whole fitted to a total width when one is given.
public struct TextTable: Sendable {
  /// The column titles.
  public var headers: [String]

  /// The rows; a row may hold escape sequences (its visible width is what counts).
  public var rows: [[String]]

  /// The widest a column may be, in columns on screen.
  public var maximumColumnWidth: Int

  /// The widest a line may be, in columns on screen (the terminal's width): the widest columns
  /// are narrowed, one column at a time, until the line fits, none below
  /// ``minimumColumnWidth`` unless it is narrower already; `nil` for no limit.
  public var width: Int?

  /// The narrowest a column is made to fit ``width``: room for a few characters and the "…".
  public static let minimumColumnWidth = 4

  /// Creates a table.
  /// - Parameters:
  ///   - headers: The column titles.
  ///   - rows: The cells, row by row.
  ///   - maximumColumnWidth: The widest a column may be.
  ///   - width: The widest a line may be; `nil` for no limit.
  public init(
    headers: [String], rows: [[String]], maximumColumnWidth: Int = 48, width: Int? = nil
  ) {
    self.headers = headers
    self.rows = rows
    self.maximumColumnWidth = maximumColumnWidth
    self.width = width
  }

  /// The table's lines: the header, a rule, then one line per row.
  /// - Parameter style: How the header is decorated.
  /// - Returns: The lines, without line breaks or trailing spaces.
  public func lines(style: TerminalStyle) -> [String] {
    let columns = headers.count
    var widths = headers.map { min(TerminalStyle.visibleWidth($0), maximumColumnWidth) }
    for row in rows {
      for (index, cell) in row.prefix(columns).enumerated() {
        widths[index] = min(
          max(widths[index], TerminalStyle.visibleWidth(cell)), maximumColumnWidth)
      }
    }
    if let width { widths = Self.fitted(widths, into: width) }
    func line(_ cells: [String], decorate: (String) -> String) -> String {
      var text = ""
      for index in 0..<columns {
        let cell = Self.cut(index < cells.count ? cells[index] : "", to: widths[index])
        text += decorate(cell)
        if index < columns - 1 {
          text += String(
            repeating: " ", count: widths[index] - TerminalStyle.visibleWidth(cell) + 2)
        }
      }
      return text.trimmingTrailingSpaces
    }
    var lines = [line(headers, decorate: style.bold)]
    lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
    lines += rows.map { line($0, decorate: { $0 }) }
    return lines
  }

  /// `widths` narrowed, the widest column first, until the columns and the two spaces between
  /// each fit `total`; a column is not narrowed below ``minimumColumnWidth``, so a table with
  /// too many columns for `total` stays wider.
  /// - Complexity: O(*n* × *e*) for *n* columns and *e* columns of excess.
  static func fitted(_ widths: [Int], into total: Int) -> [Int] {
    var widths = widths
    var excess = widths.reduce(2 * (widths.count - 1), +) - total
    while excess > 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > minimumColumnWidth
    {
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  /// `text` cut to `width` visible columns, ending in "…" when cut; escape sequences are kept
  /// whole and a reset is added when one was cut off.
  static func cut(_ text: String, to width: Int) -> String {
    guard TerminalStyle.visibleWidth(text) > width else { return text }
    var output = ""
    var visible = 0
    var inEscape = false
    var sawEscape = false
    for character in text {
      if inEscape {
        output.append(character)
        if character.isLetter { inEscape = false }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        sawEscape = true
        output.append(character)
        continue
      }
      let columns = DisplayWidth.of(character)
      guard visible + columns <= width - 1 else { break }
      output.append(character)
      visible += columns
    }
    return output + "…" + (sawEscape ? "\u{1B}[0m" : "")
  }
}
