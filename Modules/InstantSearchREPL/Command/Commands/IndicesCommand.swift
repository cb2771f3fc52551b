import InstantSearchControllers
import InstantSearchCore

/// `indices`: the sort orders (the index and its replicas), shown by the Sort By controller
/// in use, the selected one marked, then the other primary indices of the source.
struct IndicesCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "indices", usage: "indices",
    summary: "show the sort orders (the selected one marked) and the source's other indices")

}

extension IndicesCommand {
  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let names = stack.sortBy.indicesNames
    let selected = stack.sortBy.interactor.selected
    let json: JSONObject = [
      "indices": .array(names.map(JSON.string)),
      // Positions count from 1, as `sort N` takes them and the list numbers them.
      "selected": selected.map { .number(Double($0 + 1)) } ?? .null,
      "controller": .string(stack.sortController.id),
      "primaries": .array(stack.primaries.map(JSON.string)),
    ]
    if !session.configuration.json { stack.sortController.show() }
    let others = stack.primaries.filter { !names.contains($0) }
    guard !others.isEmpty else { return Report(json: json) }
    let lines =
      ["other indices in \(TerminalText.escaped(stack.sourceName)):"]
      + others.map { "  " + TerminalText.escaped($0) } + ["open --index NAME switches to one"]
    return Report(lines: lines, json: json)
  }
}
