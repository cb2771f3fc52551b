import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a toggle, for views built on the Observation framework: a switch
/// binds to ``isSelected`` for display and calls ``click()`` when flipped.
@MainActor
@Observable
public final class ToggleObservableController: FilterToggleController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onClick: (() -> Void)?
  /// The filter as people read it.
  public private(set) var title = ""
  /// Whether the filter is on.
  public private(set) var isSelected = false
  /// How many records it keeps, when known.
  public private(set) var count: Int?

  /// Creates an empty model.
  public init() {}

  /// Stores the title.
  public func setTitle(_ title: String) { self.title = title }
  /// Stores the selection.
  public func setSelected(_ isSelected: Bool) { self.isSelected = isSelected }
  /// Stores the count.
  public func setCount(_ count: Int?) { self.count = count }

  /// Flips the switch.
  public func click() { onClick?() }
}
