import LineEditor
import Testing

@Suite("Editors made and released on several threads")
struct EditorSetupTests {
  @Test("Editors made and closed at once on four threads all start and record")
  func concurrentSetup() async throws {
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var recorded = 0
          for round in 0..<25 {
            let editor = try LineEditor(program: "test", historyFile: nil)
            editor.record("search \(round)")
            recorded += editor.historyEntries.count
            editor.close()
          }
          return recorded
        }
      }
      var total = 0
      for try await recorded in group { total += recorded }
      #expect(total == 100)
    }
  }
}
