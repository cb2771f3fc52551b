/// A controller for a loading indicator.
@MainActor
public protocol LoadingController: AnyObject {
  /// Called with whether a search is in flight.
  func setItem(_ isLoading: Bool)
}
