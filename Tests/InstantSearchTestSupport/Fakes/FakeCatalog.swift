import InstantSearchCore

/// A handful of records a fake answers from as the engine would count them, so a test's
/// expectations about counts follow from records it can read.
///
/// A query keeps the records whose string values hold, for every word of its text, a word
/// starting with it (case-insensitive, no typos), and that pass its `filters` string (groups
/// ANDed, an OR group's filters ORed; facet, numeric and tag filters, `NOT` included). Its
/// `facets` are counted over the records kept, its `page` and `hitsPerPage` cut the hits.
/// Attributes are dotted paths into nested objects (`hierarchicalCategories.lvl1`); an array
/// holds each of its values. Other parameters are ignored.
public struct FakeCatalog: Sendable {
  /// The records, in the order hits list them.
  public var records: [JSONObject]

  /// Creates a catalog.
  /// - Parameter records: the records, each with an `objectID`.
  public init(_ records: [JSONObject]) {
    self.records = records
  }

  /// The records a query keeps.
  /// - Parameter query: the text and filters; nil keeps every record.
  /// - Returns: the records, in catalog order.
  /// - Throws: ``InstantSearchCore/FilterParseError`` when the filters do not parse.
  public func matching(_ query: Query?) throws -> [JSONObject] {
    let words = Self.words(query?.query ?? "")
    let groups = try FilterParser().parseFilters(query?.filters ?? "")
    return records.filter { record in
      let recordWords = Self.strings(in: .object(record)).flatMap(Self.words)
      return words.allSatisfy { word in recordWords.contains { $0.hasPrefix(word) } }
        && groups.allSatisfy { group in
          group.isDisjunctive
            ? group.erasedFilters.contains { Self.holds($0, for: record) }
            : group.erasedFilters.allSatisfy { Self.holds($0, for: record) }
        }
    }
  }

  /// The value counts of an attribute.
  /// - Parameters:
  ///   - attribute: the attribute's path.
  ///   - records: the records counted.
  /// - Returns: how many records hold each value (numbers and booleans as text).
  public static func counts(of attribute: String, in records: [JSONObject]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for record in records {
      for value in Set(values(of: attribute, in: record).compactMap(text)) {
        counts[value, default: 0] += 1
      }
    }
    return counts
  }

  /// The response to a query: the page of the records kept, their count and the counts of
  /// the query's facets (an attribute no record kept holds is left out).
  /// - Parameter query: the query.
  /// - Returns: the response.
  /// - Throws: ``InstantSearchCore/FilterParseError`` when the filters do not parse.
  public func response(to query: Query) throws -> SearchResponse {
    let kept = try matching(query)
    let page = query.page ?? 0
    let hitsPerPage = query.hitsPerPage ?? 20
    let start = min(page * hitsPerPage, kept.count)
    var facets: [String: [String: Int]] = [:]
    for attribute in query.facets ?? [] {
      let counts = Self.counts(of: attribute, in: kept)
      if !counts.isEmpty { facets[attribute] = counts }
    }
    var response = SearchResponse.fake(
      hits: Array(kept[start..<min(start + hitsPerPage, kept.count)]), nbHits: kept.count,
      page: page,
      nbPages: hitsPerPage == 0 ? nil : (kept.count + hitsPerPage - 1) / hitsPerPage,
      hitsPerPage: hitsPerPage, facets: query.facets == nil ? nil : facets)
    response.query = query.query
    return response
  }

  /// The answer to a search for facet values: the values of the facet among the records the
  /// search's query keeps, those with a word starting with each word of its text, by count
  /// (then value), the starts wrapped in `<em>` and `</em>`, at most `maxFacetHits` (10 when
  /// nil) of them.
  /// - Parameter search: the search.
  /// - Returns: the values.
  /// - Throws: ``InstantSearchCore/FilterParseError`` when the filters do not parse.
  public func facetHits(_ search: FakeSearchService.FacetSearch) throws -> FacetSearchResponse {
    let words = Self.words(search.facetQuery)
    let counts = Self.counts(of: search.facetName, in: try matching(search.query))
    let found = counts.filter { value, _ in
      let valueWords = Self.words(value)
      return words.allSatisfy { word in valueWords.contains { $0.hasPrefix(word) } }
    }
    let ordered = found.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return FacetSearchResponse(
      facetHits: ordered.prefix(search.maxFacetHits ?? 10).map {
        FacetSearchResponse.FacetHit(
          value: $0.key, highlighted: Self.highlight($0.key, words: words), count: $0.value)
      })
  }

  /// Whether a record passes one filter.
  private static func holds(_ filter: Filter, for record: JSONObject) -> Bool {
    let values = values(of: filter.attribute, in: record)
    let matches: Bool
    switch filter {
    case .facet(let facet):
      matches = values.contains { value in
        switch (facet.value, value) {
        case (.string(let wanted), .string(let held)): wanted == held
        case (.number(let wanted), .number(let held)): wanted == held
        case (.bool(let wanted), .bool(let held)): wanted == held
        default: false
        }
      }
    case .numeric(let numeric):
      matches = values.compactMap(\.doubleValue).contains { number in
        switch numeric.value {
        case .range(let range): range.contains(number)
        case .comparison(let comparison, let bound):
          switch comparison {
          case .lessThan: number < bound
          case .lessThanOrEqual: number <= bound
          case .equals: number == bound
          case .notEquals: number != bound
          case .greaterThanOrEqual: number >= bound
          case .greaterThan: number > bound
          }
        }
      }
    case .tag(let tag):
      matches = values.contains { $0.stringValue == tag.value }
    }
    return matches != filter.isNegated
  }

  /// The values at a dotted path, an array giving each of its elements.
  private static func values(of attribute: String, in record: JSONObject) -> [JSON] {
    guard let value = Hit(json: record).value(atPath: attribute) else { return [] }
    return value.arrayValue ?? [value]
  }

  /// A facet value as text, as the engine counts it.
  private static func text(_ value: JSON) -> String? {
    switch value {
    case .string(let string): string
    case .number(let number): JSONWriter.format(number)
    case .bool(let bool): bool ? "true" : "false"
    default: nil
    }
  }

  /// Every string a value holds, nested ones included.
  private static func strings(in value: JSON) -> [String] {
    switch value {
    case .string(let string): [string]
    case .array(let array): array.flatMap(strings)
    case .object(let object): object.values.flatMap(strings)
    default: []
    }
  }

  /// The words of a text, lowercased.
  private static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// The text with the start of each word that a query word begins wrapped in the tags.
  private static func highlight(_ text: String, words: [String]) -> String {
    var output = ""
    var word = ""
    func flush() {
      let lowercased = word.lowercased()
      let longest = words.filter { lowercased.hasPrefix($0) }.max { $0.count < $1.count }
      if let longest, !longest.isEmpty {
        output += "<em>\(word.prefix(longest.count))</em>\(word.dropFirst(longest.count))"
      } else {
        output += word
      }
      word = ""
    }
    for character in text {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else {
        flush()
        output.append(character)
      }
    }
    flush()
    return output
  }
}
