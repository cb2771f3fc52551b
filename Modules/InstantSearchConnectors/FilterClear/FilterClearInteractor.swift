import InstantSearchCore

/// The logic of a "clear filters" button: it is triggered by a click, and knows whether a
/// click would clear anything.
///
/// Connect it to a ``FilterState`` with ``connectFilterState(_:filterGroupIDs:clearMode:clearingQueryOf:)``
/// (or by attribute with ``connectFilterState(_:attributes:clearMode:clearingQueryOf:)``), and to
/// a controller with ``connectController(_:)``. A click when nothing would change does nothing:
/// no change notification and no search.
@MainActor
public final class FilterClearInteractor {
  /// Fires when the user asks to clear (a controller click or ``trigger()``).
  public let onTriggered = Observer<Void>(retainLastData: false)

  /// Fires with the new value of ``canClear`` whenever it changes.
  public let onCanClearChanged = Observer<Bool>()

  /// Whether a click would clear anything in at least one connected filter state (or query).
  public private(set) var canClear = false

  /// What each connected source reports it could clear, by source.
  private var clearable: [ObjectIdentifier: Bool] = [:]

  /// Creates an interactor with no connection.
  public init() {}

  /// Asks to clear, as a click on the button does.
  public func trigger() {
    onTriggered.fire(())
  }

  /// Records whether `source` could clear anything, and updates ``canClear``.
  ///
  /// - Parameters:
  ///   - value: whether the source could clear anything; `nil` when it disconnects.
  ///   - source: the connection reporting.
  func setClearable(_ value: Bool?, for source: AnyObject) {
    clearable[ObjectIdentifier(source)] = value
    let newValue = clearable.values.contains(true)
    guard newValue != canClear else { return }
    canClear = newValue
    onCanClearChanged.fire(newValue)
  }
}
