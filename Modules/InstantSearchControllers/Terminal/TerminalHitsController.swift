import InstantSearchConnectors
import InstantSearchCore

/// A terminal list of hits, one numbered line each.
///
/// ```
///   1. Wireless Headphones
///   2. Smart Speaker
/// ```
@MainActor
public final class TerminalHitsController: HitsController {
  /// The terminal the list is written to.
  public let terminal: TerminalIO

  /// Turns a hit into its line (without the number).
  public var presenter: @MainActor (Hit) -> String

  /// When `true`, the list is written every time new hits arrive.
  public var redrawsOnChange: Bool

  /// The hits shown.
  public private(set) var hits: [Hit] = []

  /// The position of the first hit of the page, for numbering.
  public private(set) var firstPosition = 1

  /// Creates a hits list on a terminal.
  ///
  /// - Parameters:
  ///   - terminal: where the list is written.
  ///   - redrawsOnChange: whether to write the list whenever new hits arrive.
  ///   - presenter: turns a hit into its line (by default its `name`, `title` or objectID).
  public init(
    terminal: TerminalIO,
    redrawsOnChange: Bool = false,
    presenter: @escaping @MainActor (Hit) -> String = TerminalHitsController.defaultPresenter
  ) {
    self.terminal = terminal
    self.redrawsOnChange = redrawsOnChange
    self.presenter = presenter
  }

  /// A hit's `name`, else its `title`, else its objectID, else its JSON.
  public static let defaultPresenter: @MainActor @Sendable (Hit) -> String = { hit in
    for attribute in ["name", "title"] {
      if let text = hit[attribute]?.stringValue { return text }
    }
    return hit.objectID ?? "\(JSON.object(hit.json))"
  }

  /// Stores the hits and the position of the page's first one.
  public func setHits(_ hits: [Hit], response: SearchResponse) {
    self.hits = hits
    firstPosition = response.page * response.hitsPerPage + 1
  }

  /// Writes the list when ``redrawsOnChange`` is set.
  public func reload() {
    if redrawsOnChange { render() }
  }

  /// The list as it is written.
  public var text: String {
    guard !hits.isEmpty else { return "  (no hits)\n" }
    let last = firstPosition + hits.count - 1
    let width = String(last).count
    var lines = ""
    for (offset, hit) in hits.enumerated() {
      let number = String(firstPosition + offset)
      let padding = String(repeating: " ", count: width - number.count)
      lines += "  \(padding)\(number). \(presenter(hit))\n"
    }
    return lines
  }

  /// Writes the list to the terminal.
  public func render() {
    terminal.write(text)
  }
}
