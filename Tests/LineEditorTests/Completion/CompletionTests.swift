import LineEditor
import Testing

@Suite("Completion")
struct CompletionTests {
  @Test(
    "Tab inserts, extends, lists or beeps",
    arguments: [
      (Completion(word: "ind", candidates: ["indices", "help"]), CompletionAction.insert("ices ")),
      (Completion(word: "f", candidates: ["filter", "filters"]), .insert("ilter")),
      (
        Completion(word: "filter", candidates: ["filter", "filters"]), .list(["filter", "filters"])
      ),
      (
        Completion(word: "p", candidates: ["plugins", "page", "plugin"]),
        .list(["page", "plugin", "plugins"])
      ),
      (Completion(word: "x", candidates: ["help"]), .beep),
      (Completion(word: "", candidates: []), .beep),
      (Completion(word: "brand:", candidates: ["brand:"], appendsSpace: false), .insert("")),
      (
        Completion(word: "b", candidates: ["brand:", "brand:"], appendsSpace: false),
        .insert("rand:")
      ),
      (Completion(word: "caf", candidates: ["café", "cafés"]), .insert("é")),
      (
        Completion(word: "/d/t", candidates: ["/d/t.json", "/d/t/", "/d/t_s.json"], isPath: true),
        .list(["t.json", "t/", "t_s.json"])
      ),
      (
        Completion(word: "a/", candidates: ["a/b", "a/c/"], isPath: false), .list(["a/b", "a/c/"])
      ),
    ]
  )
  func action(completion: Completion, expected: CompletionAction) {
    #expect(completion.action == expected)
  }

  @Test("Listing fills rows to the width, left to right")
  func columns() {
    let lines = CompletionAction.columns(["aa", "bbbb", "c", "dd", "e"], width: 14)
    #expect(lines == ["aa    bbbb", "c     dd", "e"])
    #expect(CompletionAction.columns([], width: 80).isEmpty)
    #expect(CompletionAction.columns(["wide-word"], width: 3) == ["wide-word"])
  }
}
