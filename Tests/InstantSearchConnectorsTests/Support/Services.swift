import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport

/// The two services the widget tests run against: a fake that answers with canned responses,
/// and the local engine with the demo index.
enum ServiceKind: String, CaseIterable, Sendable {
  case fake
  case local

  /// A fresh service of this kind.
  func make() -> any SearchService {
    switch self {
    case .fake: FakeSearchService.answering()
    case .local: Self.demo
    }
  }

  /// The demo engine, built once (500 products).
  static let demo = LocalClient.demo(count: 500)
}

extension FakeSearchService {
  /// A fake answering every query at once: one hit named after the index, 42 hits in all,
  /// and brand counts `{sony: 3, apple: 2}`.
  static func answering() -> FakeSearchService {
    FakeSearchService { queries in
      queries.map { query in
        var response = SearchResponse(
          hits: [Hit(json: ["objectID": "1", "name": .string(query.indexName)])], nbHits: 42,
          page: query.query.page ?? 0, nbPages: 3, hitsPerPage: 20)
        response.facets = ["brand": ["sony": 3, "apple": 2]]
        response.processingTimeMS = 1
        response.query = query.query.query
        return response
      }
    }
  }
}
