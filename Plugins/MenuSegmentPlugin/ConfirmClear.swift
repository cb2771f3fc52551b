import InstantSearchPluginKit

/// A clear-filters controller that asks for confirmation before clearing.
final class ConfirmClear: ClearPluginController {
  static let controllerID = "confirm-clear"
  static let displayName = "Clear with confirmation"
  static let summary = "Asks \"Clear all filters? [y/N]\" before clearing."

  private let host: PluginHostConnection
  private var canClear = false

  init(host: PluginHostConnection) {
    self.host = host
  }

  func setCanClear(_ canClear: Bool) {
    self.canClear = canClear
  }

  func render() -> String {
    canClear ? "[Clear filters]" : "[Clear filters] (nothing to clear)"
  }

  func performClick() -> Bool {
    guard canClear else {
      host.write("Nothing to clear.\n")
      return false
    }
    let answer = host.readLine(prompt: "Clear all filters? [y/N] ")
    return answer == "y" || answer == "Y" || answer == "yes"
  }
}
