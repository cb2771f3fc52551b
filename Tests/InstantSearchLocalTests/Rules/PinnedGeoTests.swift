import InstantSearchCore
import InstantSearchLocal
import Testing

/// Pinned records on a geo query: they are shown whatever their distance, and keep their geo
/// ranking information as the other hits do.
/// https://www.algolia.com/doc/guides/managing-results/rules/merchandising-and-promoting/how-to/promote-hits
/// https://www.algolia.com/doc/guides/managing-results/refine-results/geolocation/how-to/geo-ranking-info/
@Suite("Pinned hits on geo queries")
struct PinnedGeoTests {
  static func client(promoting objectID: String) throws -> LocalClient {
    let client = try GeoTests.client()
    let rule: JSON = [
      "objectID": "pin",
      "consequence": ["promote": [["objectID": .string(objectID), "position": 0]]],
    ]
    try client.setRules(Rule.list(json: [rule]), indexName: "airports")
    return client
  }

  static let parameters: JSON = [
    "aroundLatLng": .string(GeoTests.nyc), "aroundRadius": 30000, "getRankingInfo": true,
  ]

  @Test("a pinned record outside the radius shows its distance from the centre")
  func pinnedKeepsDistance() throws {
    let response = try Self.client(promoting: "BOS").search(
      indexName: "airports", parameters: Self.parameters)
    #expect(Fixtures.ids(response) == ["BOS", "LGA", "EWR", "JFK"])
    let info = try #require(response["hits"]?[0]?["_rankingInfo"])
    let distance = try #require(info["matchedGeoLocation"]?["distance"]?.intValue)
    #expect((290_000...320_000).contains(distance), "Boston is about 300 km from New York")
    #expect(info["matchedGeoLocation"]?["lat"] == 42.3656)
    let precision = try #require(info["geoPrecision"]?.intValue)
    #expect(info["geoDistance"]?.intValue == distance / precision)
    for offset in 1...3 {
      #expect(response["hits"]?[offset]?["_rankingInfo"]?["geoDistance"] != nil)
    }
  }

  @Test("a pinned record without _geoloc leaves every hit without a distance")
  func pinnedWithoutPoint() throws {
    let response = try Self.client(promoting: "NOWHERE").search(
      indexName: "airports", parameters: Self.parameters)
    #expect(Fixtures.ids(response).first == "NOWHERE")
    #expect(response["hits"]?[1]?["_rankingInfo"]?["matchedGeoLocation"] == nil)
  }
}
