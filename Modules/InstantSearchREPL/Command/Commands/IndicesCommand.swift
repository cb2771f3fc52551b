import InstantSearchCore

/// `indices`: the sort orders (the index and its replicas), shown by the Sort By controller
/// in use, the selected one marked.
struct IndicesCommand: ArgumentlessCommand {
  static let reference = CommandReference(
    "indices", usage: "indices",
    summary: "show the sort orders (indices), the selected one marked")

}

extension IndicesCommand {
  @MainActor func run(in session: Session) async throws -> Report {
    let stack = try session.requireStack()
    let names = stack.sortBy.indicesNames
    let selected = stack.sortBy.interactor.selected
    let json: JSONObject = [
      "indices": .array(names.map(JSON.string)),
      "selected": selected.map { .number(Double($0)) } ?? .null,
      "controller": .string(stack.sortController.id),
    ]
    if !session.configuration.json { stack.sortController.show() }
    return Report(json: json)
  }
}
