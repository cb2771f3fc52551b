import InstantSearchCore
import Testing

@Suite("SearchResponse decoding")
struct SearchResponseTests {
  static let fixture = #"""
    {"hits":[{"title":"Star Wars","year":1977,"objectID":"1",
      "_highlightResult":{"title":{"value":"<em>Star</em> Wars","matchLevel":"full",
        "matchedWords":["star"],"fullyHighlighted":false},
        "cast":[{"value":"Mark","matchLevel":"none","matchedWords":[]}]},
      "_rankingInfo":{"nbTypos":0,"firstMatchedWord":0}},
     {"title":"Star Trek","objectID":42}],
     "nbHits":2,"page":0,"nbPages":1,"hitsPerPage":20,
     "facets":{"genre":{"Sci-Fi":2,"Drama":"1"}},
     "facets_stats":{"year":{"min":1977,"max":1979,"avg":1978,"sum":3956}},
     "exhaustiveFacetsCount":true,"exhaustiveNbHits":true,"exhaustiveTypo":true,
     "exhaustive":{"facetsCount":true,"nbHits":true,"typo":true},
     "query":"star","params":"query=star","index":"movies","processingTimeMS":1,
     "renderingContent":{},"userData":[{"banner":"x"}]}
    """#

  @Test("Typed fields, hits with highlights, unknown members kept")
  func decode() throws {
    let response = try SearchResponse(bytes: Array(Self.fixture.utf8))
    #expect(response.nbHits == 2)
    #expect(response.hits.map(\.objectID) == ["1", "42"])
    #expect(response.hits[0]["year"] == 1977)
    #expect(
      response.hits[0].highlight(for: "title")
        == Highlight(
          value: "<em>Star</em> Wars", matchLevel: .full, matchedWords: ["star"],
          fullyHighlighted: false))
    #expect(response.hits[0].highlight(for: "cast") == nil, "an array is not one highlight")
    #expect(response.hits[0].rankingInfo?["nbTypos"] == 0)
    #expect(response.facets == ["genre": ["Sci-Fi": 2, "Drama": 1]])
    #expect(response.facetValues(for: "genre").map(\.value) == ["Sci-Fi", "Drama"])
    #expect(response.facetsStats?["year"] == FacetStats(min: 1977, max: 1979, avg: 1978, sum: 3956))
    #expect(response.exhaustiveFacetsCount == true)
    #expect(response.exhaustive?["typo"] == true)
    #expect(response.index == "movies")
    #expect(response.queryID == nil)
    #expect(response.additional.keys == ["renderingContent", "userData"])
  }

  @Test("snippet(for:) reads _snippetResult, nested paths included, and not the highlights")
  func snippet() {
    // The shape of https://www.algolia.com/doc/api-reference/api-parameters/attributesToSnippet/
    let hit = Hit(json: [
      "objectID": "1",
      "_highlightResult": ["content": ["value": "whole", "matchLevel": "full"]],
      "_snippetResult": [
        "content": ["value": "… the <em>star</em> of …", "matchLevel": "full"],
        "actor": ["bio": ["value": "<em>Star</em> since 1977", "matchLevel": "partial"]],
        "cast": [["value": "Mark", "matchLevel": "none"]],
      ],
    ])
    #expect(
      hit.snippet(for: "content") == Highlight(value: "… the <em>star</em> of …", matchLevel: .full)
    )
    #expect(hit.snippet(for: "actor.bio")?.matchLevel == .partial)
    #expect(hit.snippet(for: "cast") == nil, "an array is not one snippet")
    #expect(hit.snippet(for: "title") == nil)
    #expect(hit.highlight(for: "content")?.value == "whole")
  }

  @Test("Encoding then decoding gives back the same response")
  func roundTrip() throws {
    let response = try SearchResponse(bytes: Array(Self.fixture.utf8))
    let text = JSONWriter().string(response.json)
    #expect(try SearchResponse(bytes: Array(text.utf8)) == response)
    #expect(text.contains(#""facets":{"genre":{"Sci-Fi":2,"Drama":1}}"#))
  }

  @Test("Missing counts are lenient")
  func lenient() throws {
    let response = try SearchResponse(bytes: Array(#"{"hits":[{"objectID":"a"}]}"#.utf8))
    #expect(response.nbHits == 1)
    #expect(response.hitsPerPage == 20)
    #expect(response.facets == nil)
  }

  @Test(
    "Errors name the JSON path",
    arguments: [
      (#"{"hits":[{},3]}"#, "hits[1]", "expected an object, found a number"),
      (#"{"hits":{}}"#, "hits", "expected an array, found an object"),
      (
        #"{"hits":[],"facets":{"color":{"red":"many"}}}"#, "facets.color.red",
        #"expected an integer, found the string "many""#
      ),
      (
        #"{"hits":[],"facets":{"my color":{"red":true}}}"#, #"facets["my color"].red"#,
        "expected an integer, found a boolean"
      ),
      (#"{"hits":[],"nbHits":1.5}"#, "nbHits", "expected an integer, found a number"),
      ("[1]", "$", "expected an object, found an array"),
    ])
  func errors(text: String, path: String, reason: String) {
    #expect(throws: SearchError.decoding(path: path, reason: reason)) {
      try SearchResponse(bytes: Array(text.utf8))
    }
  }

  @Test("Truncated JSON is a decoding error with the position")
  func truncated() throws {
    let error = #expect(throws: SearchError.self) {
      try SearchResponse(bytes: Array(#"{"hits":[{"objectID":"a"#.utf8))
    }
    guard case .decoding(let path, let reason) = error else {
      Issue.record("expected a decoding error")
      return
    }
    #expect(path == "$")
    #expect(reason.hasPrefix("invalid JSON at line 1, column"))
  }

  @Test("Multiple-queries results name the failing element")
  func results() throws {
    let text = #"{"results":[{"hits":[]},{"hits":[1]}]}"#
    #expect(
      throws: SearchError.decoding(
        path: "results[1].hits[0]", reason: "expected an object, found a number")
    ) {
      try SearchResponse.results(bytes: Array(text.utf8))
    }
  }

  @Test("Facet search and list indices responses")
  func otherResponses() throws {
    let facets = try FacetSearchResponse(
      bytes: Array(
        #"{"facetHits":[{"value":"Mobile phone","highlighted":"<em>Mob</em>ile phone","count":42}],"exhaustiveFacetsCount":true,"processingTimeMS":1}"#
          .utf8))
    #expect(
      facets.facetHits == [
        .init(value: "Mobile phone", highlighted: "<em>Mob</em>ile phone", count: 42)
      ])
    let indices = try ListIndicesResponse(
      bytes: Array(
        #"{"items":[{"name":"movies","entries":3,"replicas":["movies_year_desc"],"createdAt":"2024"},{"name":"movies_year_desc","primary":"movies","virtual":true}],"nbPages":1}"#
          .utf8))
    #expect(indices.items.map(\.name) == ["movies", "movies_year_desc"])
    #expect(indices.items[1].isVirtual)
    #expect(indices.items[0].additional == ["createdAt": "2024"])
    #expect(throws: SearchError.decoding(path: "items[0].name", reason: "missing")) {
      try ListIndicesResponse(bytes: Array(#"{"items":[{}]}"#.utf8))
    }
  }
}

@Suite("Decoding hits into records")
struct HitDecodingTests {
  struct Movie: Decodable, Equatable {
    let objectID: String
    let title: String
    let year: Int
    let cast: [Actor]
  }

  struct Actor: Decodable, Equatable {
    let name: String
  }

  @Test("A hit decodes into a Decodable record")
  func decode() throws {
    let hit = Hit(json: [
      "objectID": "1", "title": "Alien", "year": 1979, "cast": [["name": "Sigourney Weaver"]],
      "_highlightResult": [:],
    ])
    #expect(
      try hit.decode(Movie.self)
        == Movie(objectID: "1", title: "Alien", year: 1979, cast: [Actor(name: "Sigourney Weaver")])
    )
  }

  static let misfits: [(JSONObject, String)] = [
    (["objectID": "1", "title": "A", "year": "1979", "cast": []], "year"),
    (["objectID": "1", "title": "A", "year": 1979, "cast": [["nom": "x"]]], "cast[0].name"),
    (["objectID": "1", "year": 1979, "cast": []], "title"),
  ]

  @Test("A member that does not fit is named by its path", arguments: misfits)
  func errors(json: JSONObject, path: String) {
    let error = #expect(throws: SearchError.self) { try Hit(json: json).decode(Movie.self) }
    guard case .decoding(let errorPath, _) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(errorPath == path)
  }
}
