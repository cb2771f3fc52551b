import Foundation
import InstantSearchCore
import InstantSearchLocal
import InstantSearchTestSupport

/// A small hand-checked catalogue: every count in the tests can be verified by reading it.
enum Fixtures {
  static let records: [JSON] = [
    [
      "objectID": "1", "name": "Apple iPhone 13", "brand": "Apple",
      "categories": ["Phones", "Apple Store"], "price": 799, "rating": 4.5, "free_shipping": true,
      "popularity": 900, "_tags": ["new", "Sale"],
    ],
    [
      "objectID": "2", "name": "Samsung Galaxy S21", "brand": "Samsung", "categories": ["Phones"],
      "price": 699, "rating": 4.0, "free_shipping": false, "popularity": 800, "_tags": ["sale"],
    ],
    [
      "objectID": "3", "name": "Samsung Galaxy Tab", "brand": "Samsung", "categories": ["Tablets"],
      "price": 499, "rating": 3.5, "free_shipping": true, "popularity": 500,
    ],
    [
      "objectID": "4", "name": "Sony Bravia Télévision", "brand": "Sony", "categories": ["TV"],
      "price": 1299, "rating": 4.8, "free_shipping": true, "popularity": 700, "_tags": ["new"],
    ],
    [
      "objectID": "5", "name": "Apple iPad Pro", "brand": "Apple",
      "categories": ["Tablets", "Apple Store"], "price": 1099, "rating": 4.7,
      "free_shipping": false, "popularity": 950,
    ],
    [
      "objectID": "6", "name": "Galaxy Buds", "brand": "samsung", "categories": ["Audio"],
      "price": 149, "rating": 4.1, "free_shipping": true, "popularity": 300,
    ],
    [
      "objectID": "7", "name": "Galaxi Phone Case", "brand": "Generic",
      "categories": ["Accessories"], "price": 19, "rating": 2.0, "free_shipping": false,
      "popularity": 100,
    ],
  ]

  static let settings: JSON = [
    "searchableAttributes": ["name", "brand", "unordered(categories)"],
    "attributesForFaceting": [
      "searchable(brand)", "categories", "free_shipping", "price", "filterOnly(rating)",
    ],
    "customRanking": ["desc(popularity)"],
    "replicas": ["shop_price_asc", "virtual(shop_rating_desc)"],
  ]

  static let replicaSettings: [String: JSON] = [
    "shop_price_asc": [
      "searchableAttributes": ["name", "brand", "unordered(categories)"],
      "attributesForFaceting": ["searchable(brand)", "categories", "free_shipping", "price"],
      "ranking": [
        "asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact",
        "custom",
      ],
      "customRanking": ["desc(popularity)"],
    ],
    "shop_rating_desc": [
      "attributesForFaceting": ["searchable(brand)", "categories", "free_shipping", "price"],
      "customRanking": ["desc(rating)"],
    ],
  ]

  /// An engine with the catalogue as `shop` and its two replicas.
  static func client(settings: JSON = settings) throws -> LocalClient {
    let client = LocalClient()
    try client.addIndex(
      named: "shop", records: records, settings: settings, replicaSettings: replicaSettings)
    return client
  }

  /// The objectIDs of a response's hits, in order.
  static func ids(_ response: JSON) -> [String] {
    (response["hits"]?.arrayValue ?? []).compactMap { $0["objectID"]?.stringValue }
  }

  /// Writes `text` to the file `name` in `folder`.
  static func write(_ text: String, _ folder: String, _ name: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> String {
    try TestFolders.folder("local-engine").path
  }

  /// A search's answer without `processingTimeMS` (the one member that differs between two
  /// engines answering alike), or the error it throws, as text.
  static func timelessAnswer(_ client: LocalClient, _ index: String, _ parameters: JSON) -> JSON {
    do {
      var response = try client.search(indexName: index, parameters: parameters)
      response["processingTimeMS"] = nil
      return response
    } catch {
      return .string("\(error)")
    }
  }
}
