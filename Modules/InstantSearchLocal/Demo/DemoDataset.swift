import InstantSearchCore

/// A deterministic e-commerce dataset: products with a name, a brand, two or three categories,
/// a three-level category (`hierarchicalCategories.lvl0`–`lvl2`), a price, a rating, free
/// shipping and a popularity, and the settings of a primary index with three replicas (price
/// ascending and descending, standard; rating descending, virtual). A second index of query
/// suggestions is built from the products (see `DemoDataset+QuerySuggestions.swift`).
///
/// The same seed and count always give the same records, on every machine.
public enum DemoDataset {
  /// The primary index's name.
  public static let indexName = "products"
  /// The replica sorted by price, cheapest first (standard).
  public static let priceAscending = "products_price_asc"
  /// The replica sorted by price, dearest first (standard).
  public static let priceDescending = "products_price_desc"
  /// The replica sorted by rating, best first (virtual: relevant sort).
  public static let ratingDescending = "products_rating_desc"
  /// How many products the demo index has by default.
  public static let defaultCount = 10_000

  static let brands = [
    "Samsung", "Apple", "Sony", "LG", "Philips", "Bosch", "Dell", "HP", "Lenovo", "Asus",
    "Acer", "Canon", "Nikon", "Panasonic", "Xiaomi", "Huawei", "Garmin", "Logitech", "JBL", "Bose",
    "Dyson", "Braun", "Siemens", "Whirlpool", "Microsoft", "Nintendo", "Razer", "Corsair",
    "Sennheiser", "Fitbit", "GoPro", "Kodak", "Olympus", "Toshiba", "Sharp", "Hisense", "TCL",
    "Motorola", "Nokia", "Crème Brûlée Co",
  ]

  static let categories: [(name: String, nouns: [String])] = [
    ("Cell Phones", ["Smartphone", "Phone", "Flip Phone"]),
    ("Computers", ["Laptop", "Notebook", "Desktop", "Chromebook"]),
    ("TV & Home Theater", ["Television", "Soundbar", "Projector", "Receiver"]),
    ("Audio", ["Headphones", "Earbuds", "Speaker", "Microphone"]),
    ("Cameras", ["Camera", "Lens", "Camcorder", "Tripod"]),
    ("Appliances", ["Vacuum", "Blender", "Toaster", "Dishwasher", "Refrigerator"]),
    ("Video Games", ["Console", "Controller", "Gamepad", "Headset"]),
    ("Wearables", ["Smartwatch", "Tracker", "Watch"]),
    ("Accessories", ["Charger", "Cable", "Case", "Adapter", "Keyboard", "Mouse"]),
    ("Smart Home", ["Thermostat", "Doorbell", "Bulb", "Plug"]),
  ]

  static let adjectives = [
    "Wireless", "Portable", "Smart", "Ultra", "Pro", "Mini", "Compact", "Digital", "Premium",
    "Classic", "Slim", "Rugged", "Silent", "Fast", "Ergonomic", "Waterproof", "Bluetooth",
    "Gaming", "Outdoor", "Travel",
  ]

  static let extraCategories = ["Best Sellers", "New Arrivals", "Deals", "Gifts", "Refurbished"]

  /// The products.
  ///
  /// - Parameters:
  ///   - count: how many products.
  ///   - seed: the generator's seed.
  /// - Returns: the records, objectIDs `"1"`, `"2"`, ….
  public static func records(count: Int = defaultCount, seed: UInt64 = 42) -> [JSON] {
    var generator = SeededGenerator(seed: seed)
    let harmonicBrands = brands.count
    let count = max(count, 0)
    var records: [JSON] = []
    records.reserveCapacity(count)
    for number in 0..<count {
      let brand = brands[generator.zipf(harmonicBrands)]
      let category = categories[generator.below(categories.count)]
      let noun = category.nouns[generator.below(category.nouns.count)]
      let adjective = adjectives[generator.below(adjectives.count)]
      let model =
        "\(["X", "S", "M", "Z", "A"][generator.below(5)])\(generator.below(90) * 10 + 100)"
      var productCategories = [category.name]
      var second = categories[generator.below(categories.count)].name
      if second == category.name { second = "Accessories" }
      if second != category.name { productCategories.append(second) }
      if generator.below(2) == 0 {
        productCategories.append(extraCategories[generator.below(extraCategories.count)])
      }
      let price = Double(generator.below(200_000) + 99) / 100
      let rating = Double(generator.below(9) + 2) / 2
      let record: JSONObject = [
        "objectID": .string(String(number + 1)),
        "name": .string("\(brand) \(adjective) \(noun) \(model)"),
        "brand": .string(brand),
        "categories": .array(productCategories.map { .string($0) }),
        "price": .number(price),
        "rating": .number(rating),
        "free_shipping": .bool(generator.below(3) == 0),
        "popularity": .number(Double(generator.below(1_000_000))),
        "hierarchicalCategories": hierarchy(category.name, noun, adjective),
      ]
      records.append(.object(record))
    }
    return records
  }

  /// The separator between the levels of `hierarchicalCategories`.
  public static let hierarchySeparator = " > "

  /// A product's three-level category (`Audio`, `Audio > Speaker`,
  /// `Audio > Speaker > Portable`), as the hierarchical menu reads it.
  static func hierarchy(_ category: String, _ noun: String, _ adjective: String) -> JSON {
    let levels = [category, noun, adjective]
    var object = JSONObject()
    for level in levels.indices {
      object["lvl\(level)"] = .string(levels[...level].joined(separator: hierarchySeparator))
    }
    return .object(object)
  }

  /// The primary index's settings, as `getSettings` JSON.
  public static var settings: JSON {
    [
      "searchableAttributes": ["name", "brand", "unordered(categories)"],
      "attributesForFaceting": [
        "searchable(brand)", "searchable(categories)", "free_shipping", "price", "rating",
        "hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1",
        "hierarchicalCategories.lvl2",
      ],
      "customRanking": ["desc(popularity)"],
      "replicas": [
        .string(priceAscending), .string(priceDescending), .string("virtual(\(ratingDescending))"),
      ],
      "hitsPerPage": 20,
      "maxValuesPerFacet": 100,
    ]
  }

  /// The replicas' settings, by name.
  public static var replicaSettings: [String: JSON] {
    let textual: [JSON] = [
      "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom",
    ]
    var ascending = settings
    ascending["replicas"] = nil
    ascending["ranking"] = .array(["asc(price)"] + textual)
    var descending = ascending
    descending["ranking"] = .array(["desc(price)"] + textual)
    var rating = settings
    rating["replicas"] = nil
    rating["customRanking"] = ["desc(rating)", "desc(popularity)"]
    return [priceAscending: ascending, priceDescending: descending, ratingDescending: rating]
  }
}

/// The demo dataset's draws.
extension SeededGenerator {
  /// A number in 0..<bound.
  fileprivate mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A number in 0..<1.
  fileprivate mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }

  /// An index skewed towards small values (Zipf-like, exponent 1).
  fileprivate mutating func zipf(_ count: Int) -> Int {
    let harmonic = (1...count).reduce(0.0) { $0 + 1 / Double($1) }
    var target = unit() * harmonic
    for rank in 1...count {
      target -= 1 / Double(rank)
      if target <= 0 { return rank - 1 }
    }
    return count - 1
  }
}
