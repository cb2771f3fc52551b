import InstantSearchCore

extension HitsInteractor {
  /// The link between a hits list and its controller: the controller is given the hits of the
  /// last response now (if any) and of every new one, each followed by `reload()`.
  @MainActor
  public final class ControllerConnection: InteractorControllerConnection<
    HitsInteractor, any HitsController
  >
  {
    /// Pushes the hits of the last response now (if any) and of every new one.
    override public func didConnect() {
      subscribePast(to: interactor.onResultsUpdated) { [self] response in
        controller.setHits(response.hits, response: response)
        controller.reload()
      }
    }
  }

  /// The controller connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the view that shows the hits.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any HitsController) -> ControllerConnection {
    ControllerConnection(interactor: self, controller: controller)
  }
}
