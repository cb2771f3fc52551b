import InstantSearchCore
import LineEditor

/// `facets ATTRIBUTE [N]`: the values of a facet with their counts and bars, as the Facet
/// List widget presents them (selected values, in the `or:ATTRIBUTE` group, first).
struct FacetsCommand: SessionCommand {
  static let reference = CommandReference(
    "facets", usage: "facets ATTRIBUTE [N]",
    summary: "show a facet's values (15, or N) with counts and bars")

  /// The facet attribute.
  var attribute: String

  /// The most values shown; `nil` shows 15.
  var limit: Int?

}

extension FacetsCommand {
  init(parsing arguments: CommandArguments) throws(CommandError) {
    let words = try arguments.words()
    guard (1...2).contains(words.count) else {
      throw arguments.usage("expected an attribute and, optionally, how many values")
    }
    attribute = words[0].text
    if let word = words.dropFirst().first {
      limit = try arguments.positiveNumber(word)
    }
  }

  static func complete(_ context: CompletionContext) -> Completion {
    Completion(
      word: context.word,
      candidates: context.arguments.isEmpty ? context.vocabulary.attributes : [])
  }

  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let limit = limit ?? 15
    let list = stack.facetList(for: attribute)
    if list.view.items.isEmpty, stack.hits.response?.facets?[attribute] == nil {
      // The facet list asked the searcher for this facet; fetch its counts.
      _ = try await ResponseWaiter.wait(for: stack.searcher) { stack.searcher.search() }
    }
    let items = list.view.items
    guard !items.isEmpty else {
      throw SessionError(
        "facets: no values for \"\(attribute)\" (is it in attributesForFaceting?)")
    }
    var lines = list.view.lines(limit: limit, width: session.configuration.columns())
    if items.count > limit {
      lines.append(
        session.configuration.style.dim(
          "… \(items.count - limit) more values: facets \(attribute) \(items.count)"))
    }
    let json: JSONObject = [
      "attribute": .string(attribute),
      "values": .array(
        items.map {
          .object([
            "value": .string($0.item.value), "count": .number(Double($0.item.count)),
            "selected": .bool($0.isSelected),
          ])
        }),
    ]
    return Report(lines: lines, json: json)
  }
}
