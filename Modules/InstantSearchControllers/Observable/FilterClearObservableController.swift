import InstantSearchConnectors
import Observation

/// An observable model of a "clear filters" button, for views built on the Observation
/// framework: the counterpart of the reference's SwiftUI data model.
///
/// Connect it like any ``FilterClearController``; a view reads ``canClear`` (to enable the
/// button) and calls ``clear()`` when the button is pressed.
@MainActor
@Observable
public final class FilterClearObservableController: FilterClearController {
  /// Whether clearing would remove anything.
  public private(set) var canClear: Bool = false

  /// Set by the interactor: called by ``clear()``.
  @ObservationIgnored public var onClick: (() -> Void)?

  /// Creates a model with nothing to clear.
  public init() {}

  /// Clears the filters, as a press on the button.
  public func clear() {
    onClick?()
  }

  /// Stores whether clearing would remove anything.
  public func setCanClear(_ canClear: Bool) {
    if self.canClear != canClear { self.canClear = canClear }
  }
}
