import InstantSearchCore

extension InfiniteHitsInteractor {
  /// The link between an infinite list and its controller: the controller shows the list now
  /// and after every change, and its requests for more load the next page.
  @MainActor
  public final class ControllerConnection: ObservingConnection {
    /// The list; held strongly.
    public let interactor: InfiniteHitsInteractor
    /// The view; held strongly. Its `onLoadMore` is set while connected, cleared on
    /// disconnect.
    public let controller: any InfiniteHitsController

    /// Creates a connection, not yet connected.
    ///
    /// - Parameters:
    ///   - interactor: the list.
    ///   - controller: the view.
    public init(interactor: InfiniteHitsInteractor, controller: any InfiniteHitsController) {
      self.interactor = interactor
      self.controller = controller
    }

    /// Routes requests for more and shows the list now and on every change.
    override public func didConnect() {
      controller.onLoadMore = { [weak interactor] in interactor?.loadMore() }
      subscribePast(to: interactor.onHitsChanged) { [self] hits in
        controller.setHits(
          hits, isLastPage: interactor.isLastPage, totalCount: interactor.totalCount)
        controller.reload()
      }
    }

    /// Clears the controller's callback.
    override public func didDisconnect() {
      controller.onLoadMore = nil
    }
  }

  /// Connects a controller: it shows the list and asks for more, until the connection is
  /// disconnected (dropping the result does not disconnect it).
  ///
  /// - Parameter controller: the view.
  /// - Returns: the connection, connected.
  @discardableResult
  public func connectController(_ controller: some InfiniteHitsController)
    -> ControllerConnection
  {
    ControllerConnection(interactor: self, controller: controller).connected()
  }
}
