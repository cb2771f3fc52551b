import InstantSearchCore

/// The base of the filter state connection of a widget that writes one group: it holds the
/// group, the given one or the interactor's ``FilterGroupWriter/defaultGroupID``, so the
/// widget's subclass writes only ``ObservingConnection/didConnect()`` and inherits
/// ``init(interactor:filterState:groupID:)``. Main actor only.
@MainActor
open class FilterGroupConnection<Interactor: FilterGroupWriter>:
  InteractorFilterStateConnection<Interactor>
{
  /// The group the widget's filters go to.
  public final let groupID: FilterGroup.ID

  /// Creates a connection, not yet connected.
  ///
  /// - Parameters:
  ///   - interactor: the widget's logic.
  ///   - filterState: the filter state written and followed.
  ///   - groupID: the group (by default the interactor's
  ///     ``FilterGroupWriter/defaultGroupID``).
  public init(interactor: Interactor, filterState: FilterState, groupID: FilterGroup.ID? = nil) {
    self.groupID = groupID ?? interactor.defaultGroupID
    super.init(interactor: interactor, filterState: filterState)
  }
}
