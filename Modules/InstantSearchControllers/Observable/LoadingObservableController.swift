import InstantSearchConnectors
import Observation

/// An observable model of a loading indicator, for views built on the Observation framework.
@MainActor
@Observable
public final class LoadingObservableController: LoadingController {
  /// Whether a search is in flight.
  public private(set) var isLoading = false

  /// Creates a model, not loading.
  public init() {}

  /// Stores the state.
  public func setItem(_ isLoading: Bool) {
    if self.isLoading != isLoading { self.isLoading = isLoading }
  }
}
