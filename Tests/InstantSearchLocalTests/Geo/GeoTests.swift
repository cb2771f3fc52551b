import InstantSearchCore
import InstantSearchLocal
import Testing

/// Geo search over a few airports shaped like Algolia's `airports` dataset (name, city,
/// iata_code, links_count, `_geoloc`). Cases follow the examples of
/// https://www.algolia.com/doc/api-reference/api-parameters/aroundLatLng/ ("40.71, -74.01"),
/// https://www.algolia.com/doc/api-reference/api-parameters/aroundRadius/ (metres, "all"),
/// https://www.algolia.com/doc/api-reference/api-parameters/aroundPrecision/ (an integer, or
/// `[{"from": 0, "value": 25}, {"from": 1000, "value": 2000}]`),
/// https://www.algolia.com/doc/api-reference/api-parameters/insideBoundingBox/ and
/// https://www.algolia.com/doc/api-reference/api-parameters/insidePolygon/ (their boxes and
/// polygon over France), and
/// https://www.algolia.com/doc/guides/managing-results/refine-results/geolocation/how-to/geo-ranking-info/
@Suite("Geo search")
struct GeoTests {
  static let airports: [(String, String, Double, Double, Int)] = [
    ("JFK", "New York", 40.6413, -73.7781, 911), ("LGA", "New York", 40.7769, -73.8740, 433),
    ("EWR", "Newark", 40.6895, -74.1745, 827), ("BOS", "Boston", 42.3656, -71.0096, 500),
    ("PHL", "Philadelphia", 39.8744, -75.2424, 486), ("CDG", "Paris", 49.0097, 2.5479, 1041),
    ("ORY", "Paris", 48.7262, 2.3652, 385), ("LHR", "London", 51.4700, -0.4543, 1051),
    ("LYS", "Lyon", 45.7256, 5.0811, 184), ("GVA", "Geneva", 46.2381, 6.1090, 246),
    ("NCE", "Nice", 43.6584, 7.2159, 216), ("SFO", "San Francisco", 37.6213, -122.3790, 555),
    ("DIJ", "Dijon", 47.2689, 5.0900, 10), ("CFE", "Clermont-Ferrand", 45.7867, 3.1692, 20),
  ]

  static var records: [JSON] {
    airports.map { code, city, lat, lng, links in
      [
        "objectID": .string(code), "iata_code": .string(code), "city": .string(city),
        "links_count": .number(Double(links)),
        "_geoloc": ["lat": .number(lat), "lng": .number(lng)],
      ]
    } + [
      [
        "objectID": "HUB", "iata_code": "HUB", "city": "Eurostar", "links_count": 1,
        "_geoloc": [["lat": 48.8809, "lng": 2.3553], ["lat": 51.5319, "lng": -0.1263]],
      ],
      ["objectID": "NOWHERE", "iata_code": "NOWHERE", "city": "Unknown", "links_count": 0],
    ]
  }

  static func client(ranking: [String]? = nil) throws -> LocalClient {
    let client = LocalClient()
    var settings: JSONObject = [
      "searchableAttributes": ["city", "iata_code"], "customRanking": ["desc(links_count)"],
    ]
    if let ranking { settings["ranking"] = .array(ranking.map { .string($0) }) }
    try client.addIndex(named: "airports", records: records, settings: .object(settings))
    return client
  }

  static let nyc = "40.71, -74.01"

  static let cases: [(JSON, [String])] = [
    (["aroundLatLng": .string(nyc), "aroundRadius": 30000], ["LGA", "EWR", "JFK"]),
    (["aroundLatLng": .string(nyc), "aroundRadius": "150000"], ["LGA", "EWR", "JFK", "PHL"]),
    // 50 km groups: the three New York airports tie on geo, so links_count orders them.
    (
      ["aroundLatLng": .string(nyc), "aroundRadius": 150000, "aroundPrecision": 50000],
      ["JFK", "EWR", "LGA", "PHL"]
    ),
    // 10 m groups up to 15 km, then 200 km groups from 15 km: JFK and PHL tie.
    (
      [
        "aroundLatLng": .string(nyc), "aroundRadius": 150000,
        "aroundPrecision": [["from": 0, "value": 10], ["from": 15000, "value": 200000]],
      ],
      ["LGA", "EWR", "JFK", "PHL"]
    ),
    (
      ["insideBoundingBox": [[46.650828100116044, 7.123046875, 45.17210966999772, 1.009765625]]],
      ["GVA", "LYS", "CFE"]
    ),
    (
      [
        "insidePolygon": [
          [
            46.650828100116044, 7.123046875, 45.17210966999772, 1.009765625, 49.62625916704081,
            4.6181640625,
          ]
        ]
      ],
      ["CFE", "DIJ"]
    ),
    // Two boxes in one string; the hub's Paris point is in the second one.
    (
      [
        "insideBoundingBox":
          "46.650828100116044,7.123046875,45.17210966999772,1.009765625,49.1,2.6,48.7,2.3"
      ],
      ["CDG", "ORY", "GVA", "LYS", "CFE", "HUB"]
    ),
    // A box wins over aroundLatLng, which is ignored.
    (
      [
        "aroundLatLng": .string(nyc), "aroundRadius": 1000,
        "insideBoundingBox": [[49.1, 2.6, 48.7, 2.3]],
      ],
      ["CDG", "ORY", "HUB"]
    ),
    // A record with several points matches by its nearest one.
    (["aroundLatLng": "51.5072, -0.1276", "aroundRadius": 30000], ["HUB", "LHR"]),
    (["query": "new york", "aroundLatLng": .string(nyc), "aroundRadius": "all"], ["LGA", "JFK"]),
  ]

  @Test(
    "aroundLatLng, aroundRadius, aroundPrecision, insideBoundingBox and insidePolygon",
    arguments: cases)
  func search(parameters: JSON, expected: [String]) throws {
    #expect(
      Fixtures.ids(try Self.client().search(indexName: "airports", parameters: parameters))
        == expected)
  }

  @Test("aroundRadius all keeps every geolocated record, nearest first; one without _geoloc is out")
  func all() throws {
    let response = try Self.client().search(
      indexName: "airports", parameters: ["aroundLatLng": .string(Self.nyc), "aroundRadius": "all"])
    #expect(response["nbHits"] == 15)
    #expect(Array(Fixtures.ids(response).prefix(6)) == ["LGA", "EWR", "JFK", "PHL", "BOS", "SFO"])
    #expect(!Fixtures.ids(response).contains("NOWHERE"))
  }

  @Test("without geo in the ranking, the custom ranking orders the hits of a radius")
  func geoCriterion() throws {
    let client = try Self.client(ranking: [
      "typo", "words", "proximity", "attribute", "exact", "custom",
    ])
    let response = try client.search(
      indexName: "airports", parameters: ["aroundLatLng": .string(Self.nyc), "aroundRadius": 30000])
    #expect(Fixtures.ids(response) == ["JFK", "EWR", "LGA"])
  }

  @Test(
    "_rankingInfo has geoDistance divided by the precision, geoPrecision and matchedGeoLocation")
  func rankingInfo() throws {
    let response = try Self.client().search(
      indexName: "airports",
      parameters: [
        "aroundLatLng": "51.5072, -0.1276", "aroundRadius": 30000, "aroundPrecision": 100,
        "getRankingInfo": true,
      ])
    let info = try #require(response["hits"]?[0]?["_rankingInfo"])
    #expect(info["geoPrecision"] == 100)
    let distance = try #require(info["matchedGeoLocation"]?["distance"]?.intValue)
    #expect((2600...2900).contains(distance), "St Pancras is about 2.7 km from the centre")
    #expect(info["geoDistance"]?.intValue == distance / 100)
    #expect(info["matchedGeoLocation"]?["lat"] == 51.5319)
  }

  @Test("without aroundRadius the radius takes in the nearest 1000 records, or minimumAroundRadius")
  func automaticRadius() throws {
    // 1100 points 1.1 km apart northwards from the centre.
    let records: [JSON] = (0..<1100).map { index in
      [
        "objectID": .string("\(index)"),
        "_geoloc": ["lat": .number(Double(index) * 0.01), "lng": 0],
      ]
    }
    let client = LocalClient()
    try client.addIndex(named: "line", records: records)
    let automatic = try client.search(indexName: "line", parameters: ["aroundLatLng": "0, 0"])
    #expect(automatic["nbHits"] == 1000)
    #expect(Fixtures.ids(automatic).prefix(3) == ["0", "1", "2"])
    let widened = try client.search(
      indexName: "line", parameters: ["aroundLatLng": "0, 0", "minimumAroundRadius": 2_000_000])
    #expect(widened["nbHits"] == 1100)
  }

  static let rejected: [(JSON, String)] = [
    (["aroundLatLng": "north"], "aroundLatLng"),
    (["aroundLatLng": "91, 0"], "aroundLatLng"),
    (["aroundLatLng": .string(nyc), "aroundRadius": 0], "aroundRadius"),
    (["insideBoundingBox": [[1, 2, 3]]], "insideBoundingBox"),
    (["insidePolygon": [[1, 2, 3, 4]]], "insidePolygon"),
    (["aroundLatLng": .string(nyc), "aroundPrecision": [["from": 0]]], "aroundPrecision"),
  ]

  @Test("a bad geo parameter is a 400 naming it", arguments: rejected)
  func rejects(parameters: JSON, name: String) throws {
    let client = try Self.client()
    #expect {
      try client.search(indexName: "airports", parameters: parameters)
    } throws: { error in
      guard case .http(400, let message) = error as? SearchError else { return false }
      return message.hasPrefix("Invalid value for parameter `\(name)`")
    }
  }
}
