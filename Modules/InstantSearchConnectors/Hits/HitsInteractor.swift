import InstantSearchCore

/// The logic of a hits list: the hits of the last response.
@MainActor
public final class HitsInteractor: SearcherWidget {
  /// The last response, or nil before the first one.
  public private(set) var response: SearchResponse?

  /// Fires every response the list receives.
  public let onResultsUpdated = Observer<SearchResponse>()

  /// Creates an empty list.
  public init() {}

  /// The hits of the last response.
  public var hits: [Hit] { response?.hits ?? [] }

  /// How many hits the last response holds.
  public var numberOfHits: Int { hits.count }

  /// The hit at `index`, or nil when out of range.
  ///
  /// - Parameter index: the position in the list, from 0.
  /// - Returns: the hit.
  public func hit(atIndex index: Int) -> Hit? {
    hits.indices.contains(index) ? hits[index] : nil
  }

  /// Takes a new response and fires ``onResultsUpdated``.
  ///
  /// - Parameter response: the response whose hits are shown from now on.
  public func update(_ response: SearchResponse) {
    self.response = response
    onResultsUpdated.fire(response)
  }
}
