import InstantSearchCore
import InstantSearchLocal
import Testing

/// `attributesToSnippet` (`attribute:N`, `*`), `snippetEllipsisText` and `_snippetResult`, after
/// https://www.algolia.com/doc/api-reference/api-parameters/attributesToSnippet/ (10 words by
/// default, `content:80`, `*:80`) and
/// https://www.algolia.com/doc/api-reference/api-parameters/snippetEllipsisText/ ("…", or "").
@Suite("Snippets")
struct SnippetTests {
  static let content =
    "Algolia is a hosted search engine that helps developers build fast and relevant search "
    + "experiences for websites and mobile apps"

  static func client(settings: JSON = ["searchableAttributes": ["title", "content"]]) throws
    -> LocalClient
  {
    let client = LocalClient()
    try client.addIndex(
      named: "docs",
      records: [["objectID": "1", "title": "Algolia docs", "content": .string(content)]],
      settings: settings)
    return client
  }

  static let cases:
    [(query: String, parameters: JSON, attribute: String, value: String, level: String)] = [
      (
        "mobile", ["attributesToSnippet": ["content:5"]], "content",
        "…for websites and <em>mobile</em> apps", "full"
      ),
      (
        "developers", ["attributesToSnippet": ["content:3"]], "content",
        "…<em>developers</em> build fast…", "full"
      ),
      (
        "engine", ["attributesToSnippet": ["content"]], "content",
        "…<em>engine</em> that helps developers build fast and relevant search experiences…", "full"
      ),
      (
        "developers", ["attributesToSnippet": ["content:3"], "snippetEllipsisText": ""], "content",
        "<em>developers</em> build fast", "full"
      ),
      (
        "search experiences", ["attributesToSnippet": ["content:4"]], "content",
        "…<em>search</em> <em>experiences</em> for websites…", "full"
      ),
      ("docs", ["attributesToSnippet": ["content:4"]], "content", "Algolia is a hosted…", "none"),
      ("docs", ["attributesToSnippet": ["*:10"]], "title", "Algolia <em>docs</em>", "full"),
      (
        "docs apps", ["attributesToSnippet": ["*:2"], "snippetEllipsisText": "..."], "content",
        "...mobile <em>apps</em>", "partial"
      ),
      (
        "mobile",
        [
          "attributesToSnippet": "content:2", "highlightPreTag": "<b>",
          "highlightPostTag": "</b>",
        ], "content", "…<b>mobile</b> apps", "full"
      ),
    ]

  @Test(
    "a snippet shows N words around the best match, with the ellipsis where text was cut",
    arguments: cases)
  func snippet(query: String, parameters: JSON, attribute: String, value: String, level: String)
    throws
  {
    var body = parameters
    body["query"] = .string(query)
    let response = try SearchResponse(
      json: try Self.client().search(indexName: "docs", parameters: body))
    let snippet = try #require(response.hits.first?.snippet(for: attribute))
    #expect(snippet.value == value)
    #expect(snippet.matchLevel?.rawValue == level)
  }

  @Test("attributesToSnippet and snippetEllipsisText come from the settings; the request wins")
  func settings() throws {
    let client = try Self.client(settings: [
      "searchableAttributes": ["title", "content"], "attributesToSnippet": ["content:3"],
      "snippetEllipsisText": " [...]",
    ])
    let fromSettings = try client.search(indexName: "docs", parameters: ["query": "developers"])
    #expect(
      fromSettings["hits"]?[0]?["_snippetResult"]?["content"]?["value"]
        == " [...]<em>developers</em> build fast [...]")
    let overridden = try client.search(
      indexName: "docs", parameters: ["query": "developers", "attributesToSnippet": []])
    #expect(overridden["hits"]?[0]?["_snippetResult"] == nil)
  }

  @Test("no attributesToSnippet, no _snippetResult; a bad entry is a 400 naming the parameter")
  func absentAndBad() throws {
    let client = try Self.client()
    #expect(
      try client.search(indexName: "docs", parameters: ["query": "docs"])["hits"]?[0]?[
        "_snippetResult"] == nil)
    #expect(
      throws: SearchError.http(
        status: 400,
        message: "Invalid value for parameter `attributesToSnippet`: expected entries like "
          + "\"content\" or \"content:20\", found \"content:many\"")
    ) {
      try client.search(indexName: "docs", parameters: ["attributesToSnippet": ["content:many"]])
    }
  }
}
