import InstantSearchCore

extension SearchBoxInteractor {
  /// The link between a search box and its controller: edits and submissions go to the
  /// interactor, and the interactor's text goes to the controller.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    SearchBoxInteractor, any SearchBoxController
  >
  {
    /// Routes edits and submissions, and shows the text now and on every change.
    override public func didConnect() {
      route(\.onQueryChanged) { [weak interactor] query in interactor?.query = query }
      route(\.onQuerySubmitted) { [weak interactor] query in
        interactor?.query = query
        interactor?.submitQuery()
      }
      controller.setQuery(interactor.query)
      subscribe(to: interactor.onQueryChanged) { [self] in controller.setQuery($0) }
    }
  }

  /// The controller connection of a ``SearchBoxConnector`` and of
  /// ``ControllerConnectable/connectController(_:)``: the field's edits and submissions reach
  /// the box and it shows the box's text.
  ///
  /// - Parameter controller: the text field.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any SearchBoxController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
