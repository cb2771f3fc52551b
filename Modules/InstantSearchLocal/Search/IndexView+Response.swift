import InstantSearchCore

extension IndexView {
  /// Answers a search request with the REST API's response shape, with typo candidates from
  /// `source`.
  ///
  /// - Throws: `SearchError.http` 400 for bad parameters or filters.
  func search(_ body: JSON, source: TypoCandidateSource = .index, rules: RuleSet = .empty)
    throws -> JSON
  {
    try answer(body, source: source, rules: rules).json
  }

  /// Answers a search request, typed (see ``SearchAnswer``), with typo candidates from
  /// `source`; `typed` is the query `body` was written from, if any (see ``SearchRequest``).
  ///
  /// - Throws: `SearchError.http` 400 for bad parameters or filters.
  func answer(
    _ body: JSON, source: TypoCandidateSource = .index, rules: RuleSet = .empty,
    typed: Query? = nil
  ) throws -> SearchAnswer {
    let start = ContinuousClock.now
    let original = try SearchRequest(body, typed: typed)
    let (request, effect) = try applying(rules, to: original)
    let outcome = try run(request, effect: effect, source: source)
    var found = Found(nbHits: outcome.nbHits, nbSortedHits: outcome.nbSortedHits)
    found.hits = try hits(of: outcome, request)
    if !request.facets.isEmpty {
      found.facets = facetCounts(
        request.facets, matching: outcome.matching,
        maxValues: request.maxValuesPerFacet ?? settings.maxValuesPerFacet,
        sortBy: request.sortFacetValuesBy ?? settings.sortFacetValuesBy)
    }
    return answer(found, original: original, request: request, effect: effect, since: start)
  }

  /// What a search found, as the response shows it: its page of hits, written, the counts, and
  /// the facets' counts and stats when facets were requested.
  struct Found {
    var nbHits: Int
    var nbSortedHits: Int?
    var hits: [AnswerHit] = []
    var facets: [FacetSummary]?
  }

  /// One facet of a response: its values shown, in order, with their counts, and the stats of
  /// its numeric values when it has any. A response's facets have distinct attributes
  /// (``facetAttributes(_:)``), and a facet's values distinct texts (one a value id, or a
  /// number); ``SearchAnswer/write(into:)`` writes them as they are.
  struct FacetSummary {
    let attribute: String
    var values: [(value: String, count: Int)]
    var stats: FacetStats?
  }

  /// The hits of an outcome's page, with their highlights, snippets and ranking information.
  func hits(of outcome: SearchOutcome, _ request: SearchRequest) throws -> [AnswerHit] {
    // Read first: a bad option is refused whether or not the page has hits.
    let snippets = try SnippetOptions(request: request.echoed, settings: settings)
    guard !outcome.pageRecords.isEmpty else { return [] }
    let highlighter = Highlighter(
      words: outcome.words, preTag: request.highlightPreTag ?? settings.highlightPreTag,
      postTag: request.highlightPostTag ?? settings.highlightPostTag,
      alternatives: outcome.alternatives, replaceSynonyms: outcome.replaceSynonymsInHighlight)
    let toHighlight =
      request.attributesToHighlight ?? settings.attributesToHighlight ?? data.slots
    let toRetrieve = request.attributesToRetrieve ?? settings.attributesToRetrieve
    return outcome.pageRecords.enumerated().map { offset, record in
      hit(
        record, retrieve: toRetrieve, highlight: toHighlight, highlighter: highlighter,
        snippets: snippets,
        rankingInfo: request.getRankingInfo
          ? rankingInfo(
            record, outcome.pagePlaces.indices.contains(offset) ? outcome.pagePlaces[offset] : [],
            geo: outcome.pageGeo.indices.contains(offset) ? outcome.pageGeo[offset] : nil,
            filters: outcome.filterScores?.score(of: record) ?? 0)
          : JSON?.none)
    }
  }

  /// The answer to `original`, run as `request` (the rules' `effect` applied), from what it
  /// found; `processingTimeMS` counts from `start`.
  func answer(
    _ found: Found, original: SearchRequest, request: SearchRequest, effect: RuleEffect?,
    since start: ContinuousClock.Instant
  ) -> SearchAnswer {
    let options = effective(request)
    var answer = SearchAnswer()
    answer.hits = found.hits
    answer.nbHits = found.nbHits
    answer.page = request.page
    let reachable = min(found.nbHits, settings.paginationLimitedTo)
    answer.nbPages =
      options.hitsPerPage == 0 ? 0 : (reachable + options.hitsPerPage - 1) / options.hitsPerPage
    answer.hitsPerPage = options.hitsPerPage
    if let offset = request.offset { answer.window = (offset, request.length) }
    if let sorted = found.nbSortedHits { answer.sorted = (sorted, options.strictness) }
    answer.facets = found.facets
    answer.countsFacets = !request.facets.isEmpty
    answer.query = original.query
    answer.params = original.paramsString
    answer.index = name
    if request.clickAnalytics { answer.queryID = Self.queryID(original, name) }
    addRuleMembers(effect, to: &answer.ruleMembers, rankingInfo: request.getRankingInfo)
    answer.processingTimeMS = Int((ContinuousClock.now - start).milliseconds.rounded(.down))
    return answer
  }

  /// The `queryID` of a search: the same for the same index and parameters in every process
  /// (a 64-bit FNV-1a hash of their bytes, written twice in hex), so the events a client sends
  /// after a restart still name the search they follow.
  static func queryID(_ request: SearchRequest, _ name: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 + [0] + request.paramsString.utf8 {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(value, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    return padded + padded
  }

  private func hit(
    _ record: UInt32, retrieve: [String]?, highlight: [String], highlighter: Highlighter,
    snippets: SnippetOptions, rankingInfo: JSON?
  ) -> AnswerHit {
    let value = data.record(record)
    let object = value.objectValue ?? JSONObject()
    let all = retrieve == nil || retrieve!.contains("*")
    let excluded = Set((retrieve ?? []).filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
    // Every attribute retrieved (the common case): the record's object itself, not rebuilt.
    var shown = all && excluded.isEmpty ? object : JSONObject()
    var unchanged = all && excluded.isEmpty && value.objectValue != nil
    if !(all && excluded.isEmpty) {
      for (key, member) in object {
        if all ? !excluded.contains(key) : retrieve!.contains(key) { shown[key] = member }
      }
    }
    // Every stored record has one (``GeneratedObjectID`` when it came without); a number is
    // shown as text, as Algolia does.
    // (Set only when it differs: setting the same value would copy the record's members.)
    if let objectID = object["objectID"]?.scalarText, shown["objectID"] != .string(objectID) {
      shown["objectID"] = .string(objectID)
      unchanged = false
    }
    let highlighted = highlightedAttributes(
      value, object, all: all, retrieve: retrieve, highlight: highlight)
    var snippetResult = JSONObject()
    for spec in snippets.specs {
      func add(_ key: String, _ member: JSON) {
        snippetResult[key] = highlighter.snippet(
          member, size: spec.words, ellipsis: snippets.ellipsis)
      }
      if spec.attribute == "*" {
        for (key, member) in object where key != "objectID" && snippetResult[key] == nil {
          add(key, member)
        }
      } else if let member = value.value(atPath: spec.attribute),
        all || retrieve!.contains(spec.attribute)
      {
        add(spec.attribute, member)
      }
    }
    var added = JSONObject()
    if !snippetResult.isEmpty { added["_snippetResult"] = .object(snippetResult) }
    if let rankingInfo { added["_rankingInfo"] = rankingInfo }
    // An added member the record holds too takes its place: the stored bytes are not the hit's.
    let stored =
      unchanged && (highlighted.isEmpty || shown["_highlightResult"] == nil)
      && added.keys.allSatisfy { shown[$0] == nil }
    return AnswerHit(
      shown: shown, highlighted: highlighted, highlighter: highlighter, added: added,
      stored: stored ? (data, record) : nil)
  }

  /// The attributes of a record (`value`, its `object`) its `_highlightResult` shows, each
  /// with its value, in order: each attribute of `highlight` that is retrieved (`all`, or named
  /// in `retrieve`), then for `*` every other attribute but the objectID.
  private func highlightedAttributes(
    _ value: JSON, _ object: JSONObject, all: Bool, retrieve: [String]?, highlight: [String]
  ) -> [(key: String, value: JSON)] {
    var highlighted: [(key: String, value: JSON)] = []
    func isListed(_ key: String) -> Bool { highlighted.contains { $0.key == key } }
    for attribute in highlight where attribute != "*" && !isListed(attribute) {
      if let member = value.value(atPath: attribute), all || retrieve!.contains(attribute) {
        highlighted.append((attribute, member))
      }
    }
    if highlight.contains("*") {
      for (key, member) in object where key != "objectID" && !isListed(key) {
        highlighted.append((key, member))
      }
    }
    return highlighted
  }

  /// The `_rankingInfo` of a hit: its typos, exact words, proximity, first matched word, the
  /// words it matched and, for a geo search, its distance.
  func rankingInfo(_ record: UInt32, _ places: [UInt32], geo: GeoMatch?, filters: Int = 0)
    -> JSON
  {
    var typos: UInt32 = 0
    var exact = 0
    var proximity = 0
    var first = UInt32.max
    for (index, place) in places.enumerated() where place != MatchPlace.missing {
      typos += MatchPlace.typos(place)
      if MatchPlace.notExact(place) == 0 && MatchPlace.typos(place) == 0 { exact += 1 }
      let level = UInt32(data.slotLevels[MatchPlace.slot(place)])
      first = min(first, level * 1000 + min(MatchPlace.position(place), 999))
      if index > 0 { proximity += Int(MatchPlace.proximity(places[index - 1], place)) }
    }
    var info: JSONObject = [
      "nbTypos": .number(Double(typos)),
      "firstMatchedWord": .number(Double(first == .max ? 0 : first)),
      "proximityDistance": .number(Double(proximity)),
      "userScore": .number(Double(customRankCount - Int(customRanks[Int(record)]))),
      "geoDistance": 0, "geoPrecision": 1, "nbExactWords": .number(Double(exact)),
      "words": .number(Double(places.count { $0 != MatchPlace.missing })),
      "filters": .number(Double(filters)),
    ]
    if let geo {
      info["geoDistance"] = .number((geo.distance / geo.precision).rounded(.down))
      info["geoPrecision"] = .number(geo.precision)
      info["matchedGeoLocation"] = [
        "lat": .number(geo.point.lat), "lng": .number(geo.point.lng),
        "distance": .number(geo.distance.rounded(.down)),
      ]
    }
    return .object(info)
  }

  /// The facet attributes a request names (`*` is every declared, non filter-only facet).
  func facetAttributes(_ requested: [String]) -> [String] {
    var names: [String] = []
    let countable = settings.attributesForFaceting.filter { !$0.filterOnly }.map(\.attribute)
    for name in requested {
      if name == "*" {
        names += countable
      } else if countable.contains(name) || name == "_tags" {
        // Like the API: undeclared and filter-only attributes get no counts.
        names.append(name)
      }
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The value counts of each facet over the matching records, and stats of numeric facets.
  func facetCounts(
    _ requested: [String], matching: [UInt32]?, maxValues: Int, sortBy: String
  ) -> [FacetSummary] {
    var facets: [FacetSummary] = []
    var counter = FacetCounter(matching)
    for attribute in facetAttributes(requested) {
      guard let column = data.facets[attribute], attribute != "_tags" || requested.contains("_tags")
      else { continue }
      let tally = counter.tally(column)
      // Like the API, a facet with no value among the hits is left out.
      guard tally.count > 0 else { continue }
      let order = Self.order(column, tally, sortBy: sortBy, limit: maxValues)
      facets.append(
        FacetSummary(
          attribute: attribute,
          values: order.map { (column.display(tally.ids[$0]), tally.counts[$0]) },
          stats: Self.stats(
            zip(tally.ids, tally.counts).lazy.compactMap { id, count in
              column.numbers[id].map { ($0, count) }
            })))
    }
    return facets
  }

  /// The `facets_stats` of a facet's numeric values, each with its count (in value order, so
  /// the sum adds up the same way every time); `nil` when none is counted.
  static func stats(_ values: some Sequence<(number: Double, count: Int)>) -> FacetStats? {
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var sum = 0.0
    var numbered = 0
    for (number, count) in values where count > 0 {
      minimum = min(minimum, number)
      maximum = max(maximum, number)
      sum += number * Double(count)
      numbered += count
    }
    guard numbered > 0 else { return nil }
    return FacetStats(min: minimum, max: maximum, avg: sum / Double(numbered), sum: sum)
  }

  /// How many of `matching` hold each of the column's values, by value id.
  ///
  /// - Complexity: O(*m* + *v*) for the matching records' *m* values and the column's *v*
  ///   values. A column of few values (what most searches count, over many records) counts
  ///   into four histograms in turn and adds them up: one histogram's increments of a frequent
  ///   value wait on each other through memory, four interleaved ones do not.
  ///   When nearly every record matches (an empty query over an index with a few records
  ///   written or deleted), the records that do not are counted instead and taken from every
  ///   record's counts.
  static func histogram(_ column: FacetColumn, _ matching: [UInt32]) -> [UInt32] {
    let values = column.valueCount
    guard values > 0 else { return [] }
    let records = column.recordCount
    if isNearlyAll(matching.count, of: records) {
      let missing = histogram(column, complement(of: matching, below: records))
      return (0..<values).map { id in
        column.postingStarts[id + 1] - column.postingStarts[id] - missing[id]
      }
    }
    let lanes = values * 16 <= matching.count ? 4 : 1
    var histograms = [UInt32](repeating: 0, count: values * lanes)
    histograms.withUnsafeMutableBufferPointer { histograms in
      matching.withUnsafeBufferPointer { matching in
        if let single = column.singleValues {
          single.withUnsafeBufferPointer { single in
            for (offset, record) in matching.enumerated() {
              let id = single[Int(record)]
              if id != .max { histograms[(offset & (lanes - 1)) * values + Int(id)] &+= 1 }
            }
          }
        } else {
          column.recordStarts.withUnsafeBufferPointer { starts in
            column.recordValues.withUnsafeBufferPointer { ids in
              for (offset, record) in matching.enumerated() {
                let lane = (offset & (lanes - 1)) * values
                for index in Int(starts[Int(record)])..<Int(starts[Int(record) + 1]) {
                  histograms[lane + Int(ids[index])] &+= 1
                }
              }
            }
          }
        }
        for lane in 1..<lanes {
          for id in 0..<values { histograms[id] &+= histograms[lane * values + id] }
        }
      }
    }
    if lanes > 1 { histograms.removeLast(values * (lanes - 1)) }
    return histograms
  }

  /// Whether `matches` records are so nearly all of a column's `records` that counting the
  /// records that do not match, and taking their counts from every record's, costs less.
  static func isNearlyAll(_ matches: Int, of records: Int) -> Bool {
    matches * 8 > records * 7
  }

  /// The records below `records` that are not in `matching` (ascending, each below
  /// `records`), ascending.
  ///
  /// - Complexity: O(*g* log(*m* / *g*)) for the *g* gaps between the *m* matches, plus the
  ///   records returned: a run of positions whose records are as far apart as the positions
  ///   holds no gap and is skipped whole, so the few records an empty query leaves out of an
  ///   index with pending updates are found without a pass over all.
  static func complement(of matching: [UInt32], below records: Int) -> [UInt32] {
    guard let first = matching.first, let last = matching.last else {
      return (0..<UInt32(records)).map { $0 }
    }
    var missing: [UInt32] = []
    missing.reserveCapacity(records - matching.count)
    missing += 0..<first
    // Runs of positions still to look into, first run last (so gaps come out ascending).
    var runs: [(low: Int, high: Int)] = [(0, matching.count - 1)]
    while let (low, high) = runs.popLast() {
      guard Int(matching[high] - matching[low]) != high - low else { continue }
      if high - low == 1 {
        missing += matching[low] + 1..<matching[high]
      } else {
        let middle = (low + high) / 2
        runs.append((middle, high))
        runs.append((low, middle))
      }
    }
    missing += last + 1..<UInt32(records)
    return missing
  }

  /// The positions in `tally` of its first `limit` values, by count descending then value
  /// ascending (or by value); numbers compare as numbers.
  static func order(_ column: FacetColumn, _ tally: FacetTally, sortBy: String, limit: Int)
    -> [Int]
  {
    // Positions follow value ids, and numeric value ids follow their numbers.
    firstValues(tally.counts, sortBy: sortBy, limit: limit, inValueOrder: column.isNumeric) {
      column.displays[tally.ids[$0]]
    }
  }

  /// The positions of the first `limit` of some facet values, by count descending then value
  /// ascending (or by value): the values are `counts.indices`, already in value order when
  /// `inValueOrder` (numbers), compared by the bytes of their `display` text otherwise.
  ///
  /// - Complexity: O(*v* log *v*) for *v* values when they are at most `limit`; otherwise
  ///   O(*v* log `limit`), choosing the values before sorting them (a price facet has a value a
  ///   record or nearly, and a response shows a hundred).
  static func firstValues(
    _ counts: [Int], sortBy: String, limit: Int, inValueOrder: Bool,
    display: (Int) -> String
  ) -> [Int] {
    guard limit > 0 else { return [] }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      inValueOrder ? a < b : display(a).utf8.lexicographicallyPrecedes(display(b).utf8)
    }
    func byCount(_ positions: [Int]) -> [Int] {
      positions.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : precedes($0, $1) }
    }
    // The first `limit` of `positions` (ascending) by value, in that order.
    func firstByValue(_ positions: [Int], _ limit: Int) -> [Int] {
      if inValueOrder { return Array(positions.prefix(limit)) }
      var first = SmallestKeys<FacetValueKey>(limit: limit)
      for position in positions {
        first.insert(FacetValueKey(display: display(position), id: position))
      }
      return first.sorted.map(\.id)
    }
    guard counts.count > limit else {
      let all = Array(counts.indices)
      return sortBy == "alpha" ? all.sorted(by: precedes) : byCount(all)
    }
    if sortBy == "alpha" { return firstByValue(Array(counts.indices), limit) }
    // The count of the last value shown: the values above it all are, then those holding it
    // by value.
    var highest = SmallestKeys<Int>(limit: limit)
    for count in counts { highest.insert(-count) }
    let threshold = -(highest.largest ?? 0)
    // One pass. Fewer than `limit` values are above the threshold, so at most `limit` tied ones
    // are shown: in value order, the first `limit` met are enough (a price facet ties
    // thousands of values at a count of 1 or 2).
    var above: [Int] = []
    var tied: [Int] = []
    for (position, count) in counts.enumerated() {
      if count > threshold {
        above.append(position)
      } else if count == threshold && (!inValueOrder || tied.count < limit) {
        tied.append(position)
      }
    }
    return byCount(above + firstByValue(tied, limit - above.count))
  }

}

/// A facet value ordered by its text's bytes, for choosing the first values by value; `id`
/// tells which value it is (a value id or a position in a ``FacetTally``).
struct FacetValueKey: Comparable {
  let display: String
  let id: Int

  static func < (left: Self, right: Self) -> Bool {
    left.display.utf8.lexicographicallyPrecedes(right.display.utf8)
  }

  static func == (left: Self, right: Self) -> Bool {
    left.display.utf8.elementsEqual(right.display.utf8)
  }
}
