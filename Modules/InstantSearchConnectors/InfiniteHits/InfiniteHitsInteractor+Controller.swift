import InstantSearchCore

extension InfiniteHitsInteractor {
  /// The link between an infinite list and its controller: the controller shows the list now
  /// and after every change, and its requests for more load the next page.
  @MainActor
  ///
  /// The controller's `onLoadMore` is set while connected, cleared on disconnect.
  public final class ControllerConnection: InteractorControllerConnection<
    InfiniteHitsInteractor, any InfiniteHitsController
  >
  {
    /// Routes requests for more and shows the list now and on every change.
    override public func didConnect() {
      route(\.onLoadMore) { [weak interactor] in interactor?.loadMore() }
      subscribePast(to: interactor.onHitsChanged) { [self] hits in
        controller.setHits(
          hits, isLastPage: interactor.isLastPage, totalCount: interactor.totalCount)
        controller.reload()
      }
    }
  }

  /// The controller connection of a ``SearcherConnector`` and of ``SearcherConnectable/connectController(_:)``.
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, not connected.
  public func makeControllerConnection(_ controller: any InfiniteHitsController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller)
  }
}
