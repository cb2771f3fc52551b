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

  /// Connects a controller: its edits and submissions reach the box and it shows the box's
  /// text, until the connection is disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the text field.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some SearchBoxController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
