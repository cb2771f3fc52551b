import Foundation
import InstantSearchCore
import InstantSearchREPL
import InstantSearchTestSupport
import LineEditor
import Testing

/// A dataset folder in the Algolia datasets layout, written to a temporary folder: a primary
/// index `shop` with a price-ascending replica, 6 products, brand and price facets (and, when
/// asked, a two-level hierarchical facet `categories.lvl0`/`lvl1`).
struct ShopFolder {
  /// The folder.
  let path: String

  /// Writes the folder.
  /// - Parameter hierarchical: whether the products have the `categories` hierarchy.
  /// - Throws: the file system's error when the folder cannot be written.
  init(hierarchical: Bool = false) throws {
    path = try TestFolders.folder("shop").path
    let products: [JSON] = [
      [
        "objectID": "1", "name": "Red running shoe", "brand": "Acme", "price": 50, "_tags": ["new"],
      ],
      ["objectID": "2", "name": "Blue running shoe", "brand": "Acme", "price": 80],
      ["objectID": "3", "name": "Red dress", "brand": "Dolce & Gabbana", "price": 900],
      ["objectID": "4", "name": "Green hat", "brand": "Hatters", "price": 20, "_tags": ["new"]],
      ["objectID": "5", "name": "Red hat", "brand": "Hatters", "price": 25],
      ["objectID": "6", "name": "Black shoe", "brand": "Dolce & Gabbana", "price": 600],
    ]
    let records = hierarchical ? products.map(Self.categorized) : products
    let facets: [JSON] =
      ["searchable(brand)", "price"] + (hierarchical ? ["categories.lvl0", "categories.lvl1"] : [])
    let settings: JSON = [
      "searchableAttributes": ["name", "brand"],
      "attributesForFaceting": .array(facets),
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

  /// `record` with `categories`: `Shoes > Running` for running shoes, `Shoes > Other` for
  /// other shoes, `Clothes > Hats` or `Clothes > Dresses` for the rest.
  static func categorized(_ record: JSON) -> JSON {
    var record = record
    let name = record["name"]?.stringValue ?? ""
    let (top, sub) =
      name.hasSuffix("shoe")
      ? ("Shoes", name.contains("running") ? "Running" : "Other")
      : ("Clothes", name.hasSuffix("hat") ? "Hats" : "Dresses")
    record["categories"] = ["lvl0": .string(top), "lvl1": .string("\(top) > \(sub)")]
    return record
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

extension ShopFolder {
  /// Runs `lines` as a script in a session opened on a fresh shop folder (with the
  /// `categories` hierarchy when `hierarchical`).
  /// - Returns: What the session wrote, and the loop's exit status.
  @MainActor
  static func run(
    _ lines: [String], json: Bool = false, answers: [String] = [], hierarchical: Bool = false
  ) async throws -> (Transcript, Int32) {
    let folder = try ShopFolder(hierarchical: hierarchical)
    defer { folder.remove() }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, json: json, answers: answers))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    let status = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return (transcript, status)
  }
}

/// A session opened on the demo index.
enum DemoSession {
  /// Runs `lines` as a script in a session opened on the demo index.
  /// - Returns: What the session wrote, and the loop's exit status.
  @MainActor
  static func run(_ lines: [String]) async -> (Transcript, Int32) {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    let status = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return (transcript, status)
  }
}

/// A dataset folder of a test's own JSON files (`NAME.json` for each entry), in a fresh
/// temporary folder.
enum JSONFolder {
  /// Writes `files` to a fresh folder, runs `lines` as a script in a session opened on it, and
  /// removes the folder.
  /// - Parameters:
  ///   - lines: the script.
  ///   - files: the files, by name without `.json` (`gear`, `gear_settings`).
  /// - Returns: What the session wrote, and the loop's exit status.
  /// - Throws: the file system's error when the folder cannot be written.
  @MainActor
  static func run(_ lines: [String], files: [String: JSON]) async throws -> (Transcript, Int32) {
    let url = try TestFolders.folder("folder")
    defer { try? FileManager.default.removeItem(at: url) }
    for (name, json) in files {
      try json.jsonString.write(
        toFile: url.path + "/\(name).json", atomically: true, encoding: .utf8)
    }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.start(LaunchOptions(dataPath: url.path)) == .succeeded)
    let status = await REPL(session: session, reader: .scripted(lines: lines)).run()
    return (transcript, status)
  }
}
