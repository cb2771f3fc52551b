/// An interactor that writes one filter group and makes its own filter state connection too,
/// so a ``FilterStateConnector`` of it is the whole widget (Toggle, Number Range).
///
/// A widget adopts it by writing ``makeFilterStateConnection(_:groupID:)`` besides the
/// ``SearcherConnectable`` methods, one line that creates its `FilterStateConnection`, not
/// connected; ``connectFilterState(_:groupID:)`` comes with the protocol. Main actor only.
@MainActor
public protocol FilterStateConnectable: SearcherConnectable {
  /// The widget's filter state connection.
  associatedtype FilterStateConnection: ObservingConnection

  /// A new connection between this interactor and `filterState`, not yet connected.
  ///
  /// - Parameters:
  ///   - filterState: the filter state written and followed.
  ///   - groupID: the group the widget's filters go to; nil for the widget's default (an AND
  ///     group named after its attribute).
  /// - Returns: the connection, not connected.
  func makeFilterStateConnection(_ filterState: FilterState, groupID: FilterGroup.ID?)
    -> FilterStateConnection
}

extension FilterStateConnectable {
  /// Connects a filter state until the connection is disconnected (dropping the result does
  /// not disconnect it).
  ///
  /// - Parameters:
  ///   - filterState: the filter state written and followed.
  ///   - groupID: the group (by default an AND group named after the attribute).
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupID: FilterGroup.ID? = nil)
    -> FilterStateConnection
  {
    makeFilterStateConnection(filterState, groupID: groupID).connected()
  }

}
