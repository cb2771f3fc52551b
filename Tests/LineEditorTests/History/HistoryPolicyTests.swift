import LineEditor
import Testing

@Suite("History policy")
struct HistoryPolicyTests {
  @Test(
    "Secrets never reach the history",
    arguments: [
      ("search red shoes", "search red shoes"),
      (" search hidden", nil),
      ("", nil),
      ("connect algolia apiKey=abc123", "connect algolia apiKey=<redacted>"),
      ("set token:xyz other", "set token:<redacted> other"),
      ("login secret-stuff", "login <redacted>"),
      ("filter add or:brand brand:Apple", "filter add or:brand brand:Apple"),
    ] as [(String, String?)]
  )
  func entry(line: String, expected: String?) {
    let policy = HistoryPolicy(redactedCommands: ["login"])
    #expect(policy.entry(for: line) == expected)
  }

  @Test("With = as the only separator, attribute:value filters are kept")
  func equalsOnly() {
    let policy = HistoryPolicy(separators: ["="])
    #expect(
      policy.entry(for: "filter add or:author author:Tolkien")
        == "filter add or:author author:Tolkien")
    #expect(policy.entry(for: "set apiKey=abc") == "set apiKey=<redacted>")
  }
}
