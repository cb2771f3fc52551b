/// A table of text in aligned columns, each cut to a maximum width with an ellipsis.
public struct TextTable: Sendable {
  /// The column titles.
  public var headers: [String]

  /// The rows; a row may hold escape sequences (its visible width is what counts).
  public var rows: [[String]]

  /// The widest a column may be, in columns on screen.
  public var maximumColumnWidth: Int

  /// Creates a table.
  /// - Parameters:
  ///   - headers: The column titles.
  ///   - rows: The cells, row by row.
  ///   - maximumColumnWidth: The widest a column may be.
  public init(headers: [String], rows: [[String]], maximumColumnWidth: Int = 48) {
    self.headers = headers
    self.rows = rows
    self.maximumColumnWidth = maximumColumnWidth
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
