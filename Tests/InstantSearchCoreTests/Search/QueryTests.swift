import InstantSearchCore
import Testing

@Suite("Query: object-form JSON")
struct QueryTests {
  /// The parameters of the official client's filters-and-facets capture.
  private func captured() -> Query {
    var query = Query("star")
    query.filters = #"genre:"Science Fiction" AND year > 1990 AND NOT rating:R"#
    query.facets = ["genre", "year"]
    query.facetFilters = [["genre:Action", "genre:Comedy"], "rating:-R"]
    query.numericFilters = ["year>=1990", "year<=2020"]
    query.tagFilters = [["classic", "cult"], "-remake"]
    query.page = 1
    query.hitsPerPage = 5
    query.getRankingInfo = true
    query.attributesToRetrieve = ["title", "year"]
    query.clickAnalytics = true
    query.maxValuesPerFacet = 10
    return query
  }

  @Test("Typed parameters encode in a fixed order, arrays as arrays")
  func encode() {
    let text = JSONWriter().string(.object(captured().json))
    #expect(
      text
        == #"{"query":"star","filters":"genre:\"Science Fiction\" AND year > 1990 AND NOT rating:R","facetFilters":[["genre:Action","genre:Comedy"],"rating:-R"],"numericFilters":["year>=1990","year<=2020"],"tagFilters":[["classic","cult"],"-remake"],"facets":["genre","year"],"page":1,"hitsPerPage":5,"attributesToRetrieve":["title","year"],"maxValuesPerFacet":10,"clickAnalytics":true,"getRankingInfo":true}"#
    )
  }

  @Test("An empty query encodes as {}")
  func empty() {
    #expect(JSONWriter().string(.object(Query().json)) == "{}")
  }

  @Test("Unknown parameters pass through, after the typed ones; typed ones win")
  func passThrough() {
    var query = Query("a")
    query.additionalParameters["attributesToSnippet"] = ["description:10"]
    query.additionalParameters["query"] = "ignored"
    query.additionalParameters["aroundLatLng"] = "40.71, -74.01"
    #expect(
      JSONWriter().string(.object(query.json))
        == #"{"query":"a","attributesToSnippet":["description:10"],"aroundLatLng":"40.71, -74.01"}"#
    )
    #expect(query[parameter: "aroundLatLng"] == "40.71, -74.01")
  }

  @Test("setHighlightTags asks for the tags, Algolia's own by default")
  func highlightTags() {
    var query = Query("a")
    query.setHighlightTags()
    #expect(
      JSONWriter().string(.object(query.json))
        == #"{"query":"a","highlightPreTag":"<em>","highlightPostTag":"</em>"}"#)
    query.setHighlightTags(pre: "[", post: "]")
    #expect(query[parameter: "highlightPreTag"] == "[")
    #expect(query[parameter: "highlightPostTag"] == "]")
  }

  @Test("Reading the object form gives back the same query")
  func roundTrip() throws {
    var query = captured()
    query.distinct = 2
    query.analytics = false
    query.attributesToHighlight = []
    query.additionalParameters["ruleContexts"] = ["mobile"]
    #expect(try Query(json: .object(query.json)) == query)
  }

  @Test("Reading the params string form, lenient on types; object members win")
  func paramsString() throws {
    let json: JSON = [
      "indexName": "movies",
      "params":
        "query=star+wars&hitsPerPage=5&facets=genre,year&analytics=false&facetFilters=%5B%22a%3Ab%22%5D&custom=x%26y",
      "hitsPerPage": 7,
    ]
    let query = try Query(json: json)
    #expect(query.query == "star wars")
    #expect(query.hitsPerPage == 7)
    #expect(query.facets == ["genre", "year"])
    #expect(query.analytics == false)
    #expect(query.facetFilters == ["a:b"])
    #expect(query.additionalParameters == ["custom": "x&y"])
  }

  static let invalidCases: [(JSON, String)] = [
    (
      ["hitsPerPage": "many"],
      #"Invalid value for hitsPerPage: expected an integer, found the string "many""#
    ),
    (["facets": ["a", 3]], "Invalid value for facets[1]: expected a string, found a number"),
    (["analytics": 3], "Invalid value for analytics: expected a boolean, found a number"),
    (
      ["facetFilters": [["a:b", 3]]],
      "Invalid value for facetFilters[0][1]: expected a string, found a number"
    ),
    (
      ["facetFilters": [["a:b", ["c", true]]]],
      "Invalid value for facetFilters[0][1][1]: expected a string, found a boolean"
    ),
    (["numericFilters": "(a>1,b<2"], "Invalid value for numericFilters: missing ')' at col 9"),
    ([1, 2], "Invalid value for $: expected an object, found an array"),
  ]

  @Test("Bad values are invalid requests naming the parameter", arguments: invalidCases)
  func invalid(json: JSON, message: String) {
    #expect(throws: SearchError.invalidRequest(message)) { try Query(json: json) }
    #expect(SearchError.invalidRequest(message).status == 400)
  }

  @Test("An array nested in an OR group adds its filters to the group, as Algolia's API reads it")
  func deeperNesting() throws {
    let filters = try ArrayFilters(
      json: ["a:x", ["b:y", ["b:z", ["b:w"]]]], path: "facetFilters")
    #expect(filters == ["a:x", ["b:y", "b:z", "b:w"]])
    #expect(try Query(json: ["facetFilters": [["a:b", ["c"]]]]).facetFilters == [["a:b", "c"]])
  }

  @Test("Legacy comma syntax for the array forms")
  func legacy() throws {
    let filters = try ArrayFilters(json: "price>10,(brand:a,brand:b)", path: "numericFilters")
    #expect(filters == ["price>10", ["brand:a", "brand:b"]])
    #expect(filters.json == ["price>10", ["brand:a", "brand:b"]])
  }
}
