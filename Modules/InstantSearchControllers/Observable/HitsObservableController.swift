import InstantSearchConnectors
import InstantSearchCore
import Observation

/// An observable model of a hits list, for views built on the Observation framework.
@MainActor
@Observable
public final class HitsObservableController: HitsController {
  /// The hits of the last response.
  public private(set) var hits: [Hit] = []

  /// The last response, if any.
  public private(set) var response: SearchResponse?

  /// Creates an empty model.
  public init() {}

  /// Stores the hits and their response.
  public func setHits(_ hits: [Hit], response: SearchResponse) {
    self.hits = hits
    self.response = response
  }
}
