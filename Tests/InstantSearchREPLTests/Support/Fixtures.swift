import Foundation
import InstantSearchCore

/// A dataset folder in the Algolia datasets layout, written to a temporary folder: a primary
/// index `shop` with a price-ascending replica, 6 products, brand and price facets.
struct ShopFolder {
  /// The folder.
  let path: String

  /// Writes the folder.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("shop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
    let records: [JSON] = [
      [
        "objectID": "1", "name": "Red running shoe", "brand": "Acme", "price": 50, "_tags": ["new"],
      ],
      ["objectID": "2", "name": "Blue running shoe", "brand": "Acme", "price": 80],
      ["objectID": "3", "name": "Red dress", "brand": "Dolce & Gabbana", "price": 900],
      ["objectID": "4", "name": "Green hat", "brand": "Hatters", "price": 20, "_tags": ["new"]],
      ["objectID": "5", "name": "Red hat", "brand": "Hatters", "price": 25],
      ["objectID": "6", "name": "Black shoe", "brand": "Dolce & Gabbana", "price": 600],
    ]
    let settings: JSON = [
      "searchableAttributes": ["name", "brand"],
      "attributesForFaceting": ["searchable(brand)", "price"],
      "replicas": ["shop_price_asc"],
    ]
    let replica: JSON = [
      "searchableAttributes": ["name", "brand"],
      "attributesForFaceting": ["searchable(brand)", "price"],
      "ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"],
    ]
    try JSON.array(records).jsonString.write(
      toFile: path + "/shop.json", atomically: true, encoding: .utf8)
    try settings.jsonString.write(
      toFile: path + "/shop_settings.json", atomically: true, encoding: .utf8)
    try replica.jsonString.write(
      toFile: path + "/shop_price_asc_settings.json", atomically: true, encoding: .utf8)
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
