import InstantSearchCore

extension DemoDataset {
  /// The query suggestions index's name.
  public static let querySuggestionsIndexName = "products_query_suggestions"

  /// Query suggestions built from the products, as Algolia's Query Suggestions index holds
  /// them: one record per brand, per category noun and per brand and noun pair found in the
  /// products (`"samsung"`, `"headphones"`, `"sony headphones"`), with how many products
  /// match (`products.exact_nb_hits`, also the `popularity` it is ranked by).
  ///
  /// - Parameter products: the products (``records(count:seed:)``).
  /// - Returns: the suggestions, objectID = query, sorted by query.
  public static func querySuggestions(from products: [JSON]) -> [JSON] {
    var counts: [String: Int] = [:]
    for product in products {
      guard let brand = product["brand"]?.stringValue,
        let noun = product["hierarchicalCategories"]?["lvl1"]?.stringValue?
          .components(separatedBy: hierarchySeparator).last
      else { continue }
      for query in [brand, noun, "\(brand) \(noun)"] {
        counts[query.lowercased(), default: 0] += 1
      }
    }
    return counts.keys.sorted().map { query in
      let count = counts[query] ?? 0
      let record: JSONObject = [
        "objectID": .string(query), "query": .string(query),
        "popularity": .number(Double(count)),
        "nb_words": .number(Double(query.split(separator: " ").count)),
        "products": ["exact_nb_hits": .number(Double(count))],
      ]
      return .object(record)
    }
  }

  /// The query suggestions index's settings: the query is searched, popular ones first.
  public static var querySuggestionsSettings: JSON {
    [
      "searchableAttributes": ["query"],
      "customRanking": ["desc(popularity)"],
      "attributesForFaceting": ["nb_words"],
      "hitsPerPage": 5,
    ]
  }
}
