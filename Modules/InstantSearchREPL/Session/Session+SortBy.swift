import InstantSearchControllers
import InstantSearchCore
import InstantSearchPluginControllers

extension Session {
  /// `indices`: the sort orders, shown by the Sort By controller.
  func indices() throws -> Report {
    let stack = try requireStack()
    let names = stack.sortBy.indicesNames
    let selected = stack.sortBy.interactor.selected
    let json: JSONObject = [
      "indices": .array(names.map(JSON.string)),
      "selected": selected.map { .number(Double($0)) } ?? .null,
      "controller": .string(stack.sortController.id),
    ]
    if !configuration.json { stack.sortController.show() }
    return Report(json: json)
  }

  /// `sort [N|INDEX]`: clicks an option of the Sort By controller, or lets it ask.
  func sort(_ target: String?) async throws -> Report {
    let stack = try requireStack()
    let names = stack.sortBy.indicesNames
    let before = stack.searcher.indexName
    let response = try await SearchOutcome.wait(for: stack.searcher) {
      guard let target else {
        stack.sortController.ask()
        return
      }
      let key: Int
      if let number = Int(target) {
        guard names.indices.contains(number) else {
          throw SessionError(
            "sort: no sort order \(number); indices lists 0 to \(names.count - 1)")
        }
        key = number
      } else if let position = names.firstIndex(of: target) {
        key = position
      } else {
        throw SessionError(
          "sort: unknown index \"\(target)\"; sort orders: \(names.joined(separator: ", "))")
      }
      stack.sortController.click(key)
    }
    guard response != nil else {
      return Report(
        lines: ["still sorted by \(before)"], json: ["index": .string(stack.searcher.indexName)])
    }
    var report = resultsReport(stack, hitsLimit: 5)
    report.lines.insert("sorted by " + configuration.style.accent(stack.searcher.indexName), at: 0)
    return report
  }

  /// The Sort By controller `id` names: the terminal list, or a loaded plugin's.
  /// A plugin controller that cannot be made falls back to the terminal list, with a warning.
  func makeSortController(_ id: String) -> SortController {
    if id != "terminal" {
      do {
        return .plugin(try plugins.makeSegmentController(id, terminal: configuration.terminal))
      } catch {
        configuration.output.writeError("warning: \(error); using the terminal list\n")
      }
    }
    return .terminal(TerminalSegmentController(terminal: configuration.terminal, title: "Sort by"))
  }
}
