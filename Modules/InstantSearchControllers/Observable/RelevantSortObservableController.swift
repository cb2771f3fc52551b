import InstantSearchConnectors
import Observation

/// An observable model of relevant sort, for views built on the Observation framework: a
/// banner shows ``hint`` and a button titled ``toggleTitle`` that calls ``toggle()``; both are
/// nil when relevant sort does not apply (hide the banner).
@MainActor
@Observable
public final class RelevantSortObservableController: RelevantSortController {
  /// Set by the interactor while connected.
  @ObservationIgnored public var onClick: (() -> Void)?
  /// The state last pushed by the interactor.
  public private(set) var state: RelevantSortState?
  /// The banner's text, from ``DefaultPresenter/RelevantSort``.
  public private(set) var hint: String?
  /// The button's title.
  public private(set) var toggleTitle: String?

  /// Creates an empty model.
  public init() {}

  /// Stores the state and its text, only when it differs.
  public func setItem(_ state: RelevantSortState?) {
    guard self.state != state else { return }
    self.state = state
    let text = DefaultPresenter.RelevantSort.present(state)
    hint = text?.hint
    toggleTitle = text?.toggleTitle
  }

  /// Asks for the other priority.
  public func toggle() { onClick?() }
}
