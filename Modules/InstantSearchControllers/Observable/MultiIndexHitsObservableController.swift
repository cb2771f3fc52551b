import InstantSearchConnectors
import Observation

/// An observable model of a federated hits list, for views built on the Observation
/// framework: a view shows one section per element of ``sections``.
@MainActor
@Observable
public final class MultiIndexHitsObservableController: MultiIndexHitsController {
  /// The sections, in search order.
  public private(set) var sections: [MultiIndexHitsSection] = []

  /// Creates an empty model.
  public init() {}

  /// Stores the sections.
  public func setItem(_ sections: [MultiIndexHitsSection]) {
    if self.sections != sections { self.sections = sections }
  }
}
