import InstantSearchConnectors

/// A segment list that records what it is told and can be clicked.
@MainActor
final class TestSegmentController: SelectableSegmentController {
  var onClick: ((Int) -> Void)?
  private(set) var items: [Int: String] = [:]
  private(set) var selected: Int?
  private(set) var setItemsCount = 0
  private(set) var reloadCount = 0

  func setSelected(_ selected: Int?) {
    self.selected = selected
  }

  func setItems(items: [Int: String]) {
    self.items = items
    setItemsCount += 1
  }

  func reload() {
    reloadCount += 1
  }

  func click(_ key: Int) {
    onClick?(key)
  }
}
