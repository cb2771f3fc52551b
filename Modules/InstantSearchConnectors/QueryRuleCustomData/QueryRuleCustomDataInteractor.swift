import InstantSearchCore

/// The logic of a Query Rule Custom Data widget: the custom data (`userData`) of the rules that
/// applied to the last search, decoded into your own type (a banner, a redirect, a message).
///
/// An ``ItemInteractor`` of `Model?`: its searcher connection sets ``ItemInteractor/item`` to
/// the first element of each response's `userData` that decodes as `Model`, or nil when none
/// does (no rule applied, or none carried data of that shape). Use `JSON` as the model to keep
/// the data as sent. Main actor only.
@MainActor
public final class QueryRuleCustomDataInteractor<Model: Decodable & Sendable & Equatable>:
  ItemInteractor<Model?>
{
  /// Creates a widget holding `item` (nil by default: no data until a rule applies).
  ///
  /// - Parameter item: the initial value.
  override public init(item: Model? = nil) {
    super.init(item: item)
  }

  /// The first element of `userData` that decodes as `Model`; elements of another shape are
  /// skipped, as a rule written for another widget may carry them.
  ///
  /// - Parameter userData: a response's `userData`, one element per applied rule.
  /// - Returns: the decoded model, or nil when no element fits.
  public nonisolated static func model(from userData: [JSON]) -> Model? {
    for element in userData {
      if let model = try? element.decode(Model.self) { return model }
    }
    return nil
  }
}
