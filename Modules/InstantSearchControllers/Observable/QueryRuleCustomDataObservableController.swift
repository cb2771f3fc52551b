import InstantSearchConnectors
import Observation

/// An observable model of a rule's custom data, for views built on the Observation framework:
/// a view shows ``item`` (a banner, a message) when it is set.
@MainActor
@Observable
public final class QueryRuleCustomDataObservableController<Item: Equatable>:
  QueryRuleCustomDataController
{
  /// The data of the rules that applied to the last search, if any.
  public private(set) var item: Item?

  /// Creates an empty model.
  public init() {}

  /// Stores the data.
  public func setItem(_ item: Item?) {
    if self.item != item { self.item = item }
  }
}
