import InstantSearchPluginKit

/// A segment controller that shows the options as a numbered menu and asks for a number
/// through the host's line editor.
final class NumberedMenu: SegmentPluginController {
  static let controllerID = "menu"
  static let displayName = "Numbered menu"
  static let summary = "Lists the options with numbers and asks which one to use."

  private let host: PluginHostConnection
  private var items: [SegmentItem] = []
  private var selected: Int?

  init(host: PluginHostConnection) {
    self.host = host
  }

  func setItems(_ items: [SegmentItem]) {
    self.items = items
  }

  func setSelected(_ key: Int?) {
    selected = key
  }

  func reload() {
    host.write(menuText())
  }

  func present() -> Int? {
    guard !items.isEmpty else {
      host.write("(no options)\n")
      return nil
    }
    host.write(menuText())
    while true {
      guard let line = host.readLine(prompt: "Choose 1-\(items.count) (empty to cancel): ") else {
        return nil
      }
      let answer = line.trimmingSpaces
      if answer.isEmpty { return nil }
      if let number = Int(answer), items.indices.contains(number - 1) {
        return items[number - 1].key
      }
      host.write("No option \(answer): type a number from 1 to \(items.count).\n")
    }
  }

  /// One line per option: a star on the selected one, then its number and title.
  private func menuText() -> String {
    items.enumerated().map { offset, item in
      "\(item.key == selected ? "*" : " ") \(offset + 1)) \(item.title)\n"
    }.joined()
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
