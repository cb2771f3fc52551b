import InstantSearchCore

extension IndexChanges {
  /// Answers a search of `name` (the primary or a replica) from both segments: each ranks its
  /// first (page + 1) × hitsPerPage hits, and the two lists are merged by the ranking a rebuild
  /// would use (``Merge``); counts and facet counts are summed, facet stats combined.
  ///
  /// - Returns: the response, or `nil` for a search the segments cannot answer exactly, which
  ///   the caller answers from the records merged into one index: a rule that applies and
  ///   promotes or hides records (they are found by objectID in one index), rules with a
  ///   `{facet:...}` placeholder (its values are those of all the records), `distinct`,
  ///   `getRankingInfo`, `removeWordsIfNoResults`, an automatic geo radius, or a ranking whose
  ///   key would need more bits than one 128-bit key holds (the engine would then leave out its
  ///   last criteria, depending on the records).
  /// - Throws: `SearchError.http` 400 for bad parameters or filters.
  func search(_ name: String, _ body: JSON, rules: RuleSet, typed: Query? = nil) throws
    -> SearchAnswer?
  {
    let start = ContinuousClock.now
    guard rules.facetValues.isEmpty, let baseView = base[name] else { return nil }
    let original = try SearchRequest(body, typed: typed)
    let (request, effect) = try baseView.applying(rules, to: original)
    if let effect {
      let pinning = rules.rules.filter {
        !$0.consequence.promote.isEmpty || !$0.consequence.hide.isEmpty
      }
      if pinning.contains(where: { effect.applied.contains($0.objectID) }) { return nil }
    }
    let options = baseView.effective(request)
    guard options.distinct == 0, !request.getRankingInfo else { return nil }
    let window = request.window(
      hitsPerPage: options.hitsPerPage, limitedTo: baseView.settings.paginationLimitedTo)
    let (pageStart, limit) = (window.start, max(0, window.limit))
    guard let (segments, outcomes) = try run(name, request, limit: limit) else { return nil }
    guard fitsOneKey(baseView, segments, outcomes) else { return nil }

    var merge = Merge(segments: segments, outcomes: outcomes)
    let page = merge.first(limit).dropFirst(pageStart)
    var found = IndexView.Found(nbHits: outcomes.reduce(0) { $0 + $1.nbHits })
    let sorted = outcomes.compactMap(\.nbSortedHits)
    if !sorted.isEmpty { found.nbSortedHits = sorted.reduce(0, +) }
    var hits = [AnswerHit?](repeating: nil, count: page.count)
    for (number, segment) in segments.enumerated() {
      let rows = page.enumerated().filter { $0.element.segment == number }
      guard !rows.isEmpty else { continue }
      var shown = outcomes[number]
      func pick<Value>(_ values: [Value]) -> [Value] {
        values.isEmpty ? [] : rows.map { values[$0.element.row] }
      }
      shown.pageRecords = pick(shown.pageRecords)
      shown.pagePlaces = pick(shown.pagePlaces)
      shown.pageGeo = pick(shown.pageGeo)
      for (row, hit) in zip(rows, try segment.view.hits(of: shown, request)) {
        hits[row.offset] = hit
      }
    }
    found.hits = hits.compactMap { $0 }
    if !request.facets.isEmpty {
      found.facets = Self.facetCounts(
        request.facets, of: baseView, segments: segments, outcomes: outcomes,
        maxValues: request.maxValuesPerFacet ?? baseView.settings.maxValuesPerFacet,
        sortBy: request.sortFacetValuesBy ?? baseView.settings.sortFacetValuesBy)
    }
    return baseView.answer(
      found, original: original, request: request, effect: effect, since: start)
  }

  /// Runs a request on both segments of `name`, each ranking its first `limit` hits; `nil` when
  /// the request needs all the records in one index (`removeWordsIfNoResults`, an automatic
  /// geo radius). Typo tolerance `min` and `strict`, and a virtual replica's relevant sort, count
  /// typos from the fewest among all matches: a segment whose own fewest differ runs again.
  func run(_ name: String, _ request: SearchRequest, limit: Int) throws -> (
    [Segment], [SearchOutcome]
  )? {
    guard let baseView = base[name] else { return nil }
    let options = baseView.effective(request)
    let language = try TextOptions(request: request.echoed, settings: baseView.settings)
    guard language.removeWordsIfNoResults == .none else { return nil }
    let geo = try GeoQuery(parameters: request.echoed)
    if geo.center != nil, case .automatic = geo.radius { return nil }
    let window = IndexView.PageWindow(start: 0, limit: limit)
    var segments = [Segment(view: baseView, scope: SegmentScope(current: current, window: window))]
    if let view = added[name] {
      segments.append(Segment(view: view, scope: SegmentScope(window: window), places: addedPlaces))
    }
    let needsFloor =
      options.typoTolerance == .min || options.typoTolerance == .strict || baseView.isVirtual
    for index in segments.indices { segments[index].scope.reportsTypos = needsFloor }
    var outcomes = try segments.map { try $0.view.run(request, segment: $0.scope) }
    if needsFloor, let floor = outcomes.compactMap(\.fewestTypos).min() {
      for index in segments.indices where (outcomes[index].fewestTypos ?? floor) != floor {
        segments[index].scope.typoFloor = floor
        outcomes[index] = try segments[index].view.run(request, segment: segments[index].scope)
      }
    }
    return (segments, outcomes)
  }

  /// Every record a query and its filters match in both segments, in the index's order (see
  /// ``LocalClient/matchingRecords(indexName:parameters:)``); `nil` when the query needs all
  /// the records in one index.
  func matchingRecords(_ name: String, _ request: SearchRequest) throws -> [JSON]? {
    guard let (segments, outcomes) = try run(name, request, limit: 0) else { return nil }
    var found: [(place: UInt32, segment: Int, record: UInt32)] = []
    for (number, (segment, outcome)) in zip(segments, outcomes).enumerated() {
      let records = outcome.matching ?? (0..<UInt32(segment.view.data.count)).map { $0 }
      for record in records { found.append((segment.place(of: record), number, record)) }
    }
    found.sort { $0.place < $1.place }
    return found.map { segments[$0.segment].view.data.record($0.record) }
  }

  /// One segment of a search: its view, how it runs, and its records' places in the index's
  /// order (`nil`: the record numbers, as in the base).
  struct Segment {
    let view: IndexView
    var scope: SegmentScope
    var places: [UInt32]?

    func place(of record: UInt32) -> UInt32 {
      places.map { $0[Int(record)] } ?? record
    }
  }

  /// Whether the ranking key of the merged records fits in 128 bits with every criterion, as
  /// it does in each segment: the bits of each sort and custom column are bounded by the two
  /// segments' distinct values together, those of the filter scores by the higher maximum.
  private func fitsOneKey(
    _ view: IndexView, _ segments: [Segment], _ outcomes: [SearchOutcome]
  ) -> Bool {
    guard outcomes.contains(where: { $0.layout != nil }) else { return true }
    func total(_ values: (IndexView) -> Int) -> Int {
      segments.reduce(0) { $0 + values($1.view) }
    }
    var bits = RankingLayout.bits(for: total { $0.data.count })
    for criterion in view.ranking {
      switch criterion {
      case .typo, .exact, .words: bits += 6
      case .geo: bits += 26
      case .proximity: bits += 8
      case .attribute: bits += 18
      case .ascending(let attribute), .descending(let attribute):
        guard view.data.sortRanks[attribute] != nil else { continue }
        bits += RankingLayout.bits(
          for: total { $0.data.sortRanks[attribute]?.distinct ?? 0 } + 1)
      case .custom: bits += RankingLayout.bits(for: total(\.customRankCount))
      case .filters:
        guard let maximum = outcomes.compactMap({ $0.filterScores?.maximum }).max() else {
          continue
        }
        bits += RankingLayout.bits(for: Int(maximum) + 1)
      }
    }
    return bits <= 127
  }
}
