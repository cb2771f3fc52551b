import Foundation
import InstantSearchCore
@_spi(Reference) import InstantSearchLocal
import Testing

@Suite("The Local README's not-implemented list")
struct ReadmeParametersTests {
  /// The parameter names of the README's "Not implemented" paragraph: the backticked words
  /// before `rules'`, which starts the features that are not parameters.
  static func listed() throws -> Set<String> {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Modules/InstantSearchLocal/README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "Not implemented, and named in a response's `message`"))
    let end = try #require(
      text.range(of: "rules' `redirect`", range: start.upperBound..<text.endIndex))
    let paragraph = text[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "`Client/SearchParameters.swift`", with: "")
      .replacingOccurrences(of: "`SearchParameters`", with: "")
    let parts = paragraph.split(separator: "`", omittingEmptySubsequences: false)
    var names: Set<String> = []
    for (offset, part) in parts.enumerated() where offset % 2 == 1 {
      for name in part.split(separator: "/") { names.insert(String(name)) }
    }
    return names
  }

  @Test("names exactly the documented parameters the engine ignores")
  func listIsTrue() throws {
    let listed = try Self.listed()
    let ignored = Set(LocalClient.notImplementedParameters)
    #expect(listed.subtracting(ignored).isEmpty, "listed but honoured or unknown")
    #expect(ignored.subtracting(listed).isEmpty, "ignored but not listed")
  }

  @Test("each listed parameter is named in the message, and refused in strict mode")
  func eachIsReported() throws {
    let client = try Fixtures.client()
    let strict = LocalClient(strict: true)
    try strict.addIndex(named: "shop", records: Fixtures.records, settings: Fixtures.settings)
    for name in LocalClient.notImplementedParameters {
      let response = try client.search(indexName: "shop", parameters: [name: "x"])
      #expect(response["message"]?.stringValue?.contains(name) == true, "\(name)")
      #expect(throws: SearchError.self, "\(name)") {
        try strict.search(indexName: "shop", parameters: [name: "x"])
      }
    }
  }
}
