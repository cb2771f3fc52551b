import InstantSearchConnectors

/// A clear button that records what it is told and can be clicked.
@MainActor
final class TestFilterClearController: FilterClearController {
  var onClick: (() -> Void)?
  private(set) var canClearHistory: [Bool] = []

  var canClear: Bool? { canClearHistory.last }

  func setCanClear(_ canClear: Bool) {
    canClearHistory.append(canClear)
  }

  func click() {
    onClick?()
  }
}
