/// A controller of a federated hits list: it shows one section per index.
@MainActor
public protocol MultiIndexHitsController: AnyObject {
  /// Called with the sections, in the order the indices are searched, now and whenever one
  /// changes.
  func setItem(_ sections: [MultiIndexHitsSection])
}
