import Foundation
import InstantSearch

/// The seed's action-sheet controller, as written.
public class SelectIndexController: NSObject, SelectableSegmentController {

  let alertController: UIAlertController

  /// Called with the key of the tapped action.
  public var onClick: ((Int) -> Void)?

  /// Creates a controller filling `alertController`.
  public init(alertController: UIAlertController) {
    self.alertController = alertController
    super.init()
  }

  /// Shows a check mark next to the selected item (the seed leaves it empty).
  public func setSelected(_ selected: Int?) {
    // Show a check mark next to the item selected here
  }

  /// Adds one action per index, once, and a Cancel action.
  public func setItems(items: [Int: String]) {
    guard alertController.actions.isEmpty else { return }
    for item in items {
      alertController.addAction(
        UIAlertAction(
          title: item.value, style: .default,
          handler: { [weak self] _ in
            self?.onClick?(item.key)
          }))
    }
    alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: .none))
  }

}
