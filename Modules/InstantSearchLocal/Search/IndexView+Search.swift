import InstantSearchCore

extension IndexView {
  func effective(_ request: SearchRequest) -> Effective {
    Effective(
      hitsPerPage: request.hitsPerPage ?? settings.hitsPerPage,
      queryType: request.queryType ?? settings.queryType,
      typoTolerance: request.typoTolerance ?? settings.typoTolerance,
      oneTypo: request.minWordSizefor1Typo ?? settings.minWordSizefor1Typo,
      twoTypos: request.minWordSizefor2Typos ?? settings.minWordSizefor2Typos,
      strictness: request.relevancyStrictness ?? settings.relevancyStrictness,
      distinct: settings.attributeForDistinct == nil ? 0 : (request.distinct ?? settings.distinct))
  }

  /// The filters of a request: the `filters` string, the typed groups and the array forms,
  /// ANDed.
  func filterExpression(_ request: SearchRequest) throws -> FilterExpression {
    var expression = FilterExpression()
    if let filters = request.filters, !filters.allSatisfy({ $0 == " " }) {
      expression.formConjunction(try FilterExpression(filters: filters))
    }
    if let tree = request.filterTree {
      expression.formConjunction(FilterExpression(tree: tree))
    }
    if let value = request.facetFilters {
      expression.formConjunction(try FilterExpression(.facetFilters, value))
    }
    if let value = request.numericFilters {
      expression.formConjunction(try FilterExpression(.numericFilters, value))
    }
    if let value = request.tagFilters {
      expression.formConjunction(try FilterExpression(.tagFilters, value))
    }
    for filters in request.ruleFilters {
      expression.formConjunction(try FilterExpression(filters: filters))
    }
    return expression
  }

  /// Runs the query and the filters, ranks the matches, and keeps the requested page, with typo
  /// candidates from `source`.
  ///
  /// - Throws: `SearchError.http` 400 for a bad filter; `CancellationError` when the task
  ///   running the search is cancelled (checked between its steps).
  ///
  /// `segment` narrows the search to the records still current in a segment of an index that
  /// takes writes, and sets its page and typo floor (see ``IndexChanges``).
  func run(
    _ request: SearchRequest, source: TypoCandidateSource = .index,
    segment: SegmentScope = SegmentScope()
  ) throws -> SearchOutcome {
    let options = effective(request)
    var filter = try filterExpression(request).evaluate(data)
    if let current = segment.current {
      if filter == nil { filter = current } else { filter?.formIntersection(current) }
    }
    try SearchCheckpoint.check()
    let language = try TextOptions(request: request.echoed, settings: settings)
    let geo = try GeoQuery(parameters: request.echoed)
    let text = queryText(request.query, options: options, language: language)
    let page =
      segment.window
      ?? request.window(
        hitsPerPage: options.hitsPerPage, limitedTo: settings.paginationLimitedTo)
    let scores = try FilterScores(request.echoed, ruleFilters: request.ruleFilters, data: data)
    if text.words.isEmpty && text.excluded.isEmpty && !geo.isActive {
      var outcome = browse(filter: filter, options: options, page: page, scores: scores)
      outcome.filterScores = scores
      return outcome
    }

    var outcome = SearchOutcome()
    outcome.filterScores = scores
    let found = try textMatch(
      text, options: options, language: language, filter: filter, source: source)
    outcome.words = found.words
    outcome.alternatives = found.alternatives
    outcome.replaceSynonymsInHighlight = language.replaceSynonymsInHighlight
    var (records, places) = (found.records, found.places)
    var geoGroups: [UInt32]?
    var geoMatches: [GeoMatch] = []
    if geo.isActive {
      (geoGroups, geoMatches) = applyGeo(geo, records: &records, places: &places)
    }
    try SearchCheckpoint.check()
    let keepsFewest = options.typoTolerance == .min || options.typoTolerance == .strict
    if segment.reportsTypos || keepsFewest {
      let typos = Self.typoCounts(places, count: records.count)
      if segment.reportsTypos { outcome.fewestTypos = typos.min() }
      if keepsFewest {
        keepFewestTypos(
          &records, &places, typos: typos, strict: options.typoTolerance == .strict,
          floor: segment.typoFloor)
      }
    }
    outcome.nbHits = records.count
    outcome.matching = records
    try rankPage(
      &outcome, records: records, places: places,
      geo: (groups: geoGroups, matches: geo.isActive ? geoMatches : nil), page: page,
      options: options, source: source, segment: segment, scores: scores)
    return outcome
  }

  /// Ranks `records` (with their `places`) and keeps the page's records in `outcome`: every
  /// match when the request has `distinct`, the index is a virtual replica (which counts its
  /// relevant hits) or the typo candidates are not the index's (the scan the selection is
  /// checked against), else only the page's smallest keys.
  private func rankPage(
    _ outcome: inout SearchOutcome, records: [UInt32], places: [[UInt32]],
    geo: (groups: [UInt32]?, matches: [GeoMatch]?), page: PageWindow, options: Effective,
    source: TypoCandidateSource, segment: SegmentScope, scores: FilterScores?
  ) throws {
    // Nothing to rank when nothing matched, or no hit is shown (facet-only queries, pages
    // past the limit).
    guard !records.isEmpty, page.limit > page.start || options.distinct > 0 else {
      if isVirtual { outcome.nbSortedHits = records.count }
      return
    }
    try SearchCheckpoint.check()
    let layout = RankingLayout(ranking: ranking, view: self, filterScores: scores)
    // The scan ranks every match: the reference the selection is checked against.
    let selected = source == .index && !isVirtual && options.distinct == 0
    var keys =
      selected
      ? layout.smallestKeys(
        limit: page.limit, records: records, places: places, geo: geo.groups, view: self)
      : layout.keys(records: records, places: places, geo: geo.groups, view: self)
    if isVirtual {
      outcome.nbSortedHits = relevantSort(
        &keys, records: records, places: places, strictness: options.strictness,
        recordBits: layout.recordBits, floor: segment.typoFloor)
    }

    var ordered: [UInt32]
    if options.distinct > 0 {
      keys.sort()
      ordered = keepDistinct(keys.map { layout.record(of: $0) }, options.distinct)
      outcome.nbHits = ordered.count
    } else {
      let sorted: [UInt128]
      if selected {
        sorted = keys  // already the page's keys, ascending
      } else {
        var heap = SmallestKeys<UInt128>(limit: page.limit)
        for key in keys { heap.insert(key) }
        sorted = heap.sorted
      }
      ordered = sorted.map { layout.record(of: $0) }
      outcome.pageKeys = Array(sorted.prefix(page.limit).dropFirst(page.start))
      outcome.layout = layout
    }
    outcome.pageRecords = Array(ordered.prefix(page.limit).dropFirst(page.start))
    for record in outcome.pageRecords {
      let row = WordMatch.seek(records, from: 0, to: record)
      outcome.pagePlaces.append(places.map { $0[row] })
      if let matches = geo.matches { outcome.pageGeo.append(matches[row]) }
    }
  }

  /// An empty query: every record (or every record passing the filters) in the precomputed
  /// browse order.
  private func browse(
    filter: Bitmap?, options: Effective, page window: PageWindow, scores: FilterScores?
  ) -> SearchOutcome {
    if let scores, let order = scoredBrowseOrder(scores) {
      var scored = order
      if let filter { scored = scored.filter { filter.contains($0) } }
      var outcome = SearchOutcome()
      outcome.nbHits = filter?.count ?? data.count
      outcome.matching = filter?.members
      if options.distinct > 0 {
        scored = keepDistinct(scored, options.distinct)
        outcome.nbHits = scored.count
      }
      outcome.pageRecords = Array(scored.prefix(window.limit).dropFirst(window.start))
      if isVirtual { outcome.nbSortedHits = outcome.nbHits }
      return outcome
    }
    var outcome = SearchOutcome()
    var page: [UInt32] = []
    if let filter {
      outcome.nbHits = filter.count
      if options.distinct == 0 && window.limit > window.start {
        for record in browseOrder where filter.contains(record) {
          page.append(record)
          if page.count >= window.limit { break }
        }
      }
      outcome.matching = filter.members
    } else {
      outcome.nbHits = data.count
      if options.distinct == 0 && window.limit > window.start {
        page = Array(browseOrder.prefix(window.limit))
      }
      outcome.matching = nil
    }
    if options.distinct > 0 {
      let ordered =
        filter.map { filter in browseOrder.filter { filter.contains($0) } } ?? browseOrder.array
      let kept = keepDistinct(ordered, options.distinct)
      outcome.nbHits = kept.count
      page = Array(kept.prefix(window.limit))
    }
    outcome.pageRecords = Array(page.dropFirst(window.start))
    if isVirtual { outcome.nbSortedHits = outcome.nbHits }
    return outcome
  }

  /// Typo tolerance `min` keeps only the records with the fewest typos; `strict` those with the
  /// two fewest counts.
  /// `floor`, when given, is the fewest typos of every segment of the index (see
  /// ``SegmentScope``).
  /// `typos` holds each record's typo count (``typoCounts(_:count:)``).
  private func keepFewestTypos(
    _ records: inout [UInt32], _ places: inout [[UInt32]], typos: [UInt32], strict: Bool,
    floor: UInt32?
  ) {
    guard !records.isEmpty else { return }
    let fewest = floor ?? typos.min() ?? 0
    let allowed = strict ? fewest + 1 : fewest
    let keep = records.indices.filter { typos[$0] <= allowed }
    if keep.count < records.count {
      records = keep.map { records[$0] }
      places = places.map { column in keep.map { column[$0] } }
    }
  }

  /// Relevant sort (a virtual replica): the most relevant hits (by typos, see the README)
  /// sorted by this replica's custom ranking, then the others by the primary's formula.
  ///
  /// - Returns: how many hits the custom ranking sorted.
  private func relevantSort(
    _ keys: inout [UInt128], records: [UInt32], places: [[UInt32]], strictness: Int,
    recordBits: Int, floor: UInt32?
  ) -> Int {
    let typos = Self.typoCounts(places, count: records.count)
    let fewest = floor ?? typos.min() ?? 0
    let extra: UInt32 = strictness == 0 ? .max : (strictness > 50 ? 0 : 1)
    var sortedCount = 0
    let width = UInt128(recordBits)
    for index in records.indices {
      if extra == .max || typos[index] <= fewest &+ extra {
        sortedCount += 1
        keys[index] = UInt128(customRanks[Int(records[index])]) << width | UInt128(records[index])
      } else {
        keys[index] |= 1 << 127
      }
    }
    return sortedCount
  }

  /// The typos of each of `count` matches, summed over the query words' places.
  static func typoCounts(_ places: [[UInt32]], count: Int) -> [UInt32] {
    var typos = [UInt32](repeating: 0, count: count)
    for column in places {
      for index in 0..<count { typos[index] += MatchPlace.typos(column[index]) }
    }
    return typos
  }

  /// Keeps at most `perGroup` records per value of `attributeForDistinct`, in order.
  func keepDistinct(_ ordered: [UInt32], _ perGroup: Int) -> [UInt32] {
    guard let attribute = settings.attributeForDistinct,
      let ranks = data.sortRanks[attribute]?.ranks
    else { return ordered }
    var seen: [UInt32: Int] = [:]
    return ordered.filter { record in
      let group = ranks[Int(record)]
      if group == .max { return true }
      seen[group, default: 0] += 1
      return seen[group]! <= perGroup
    }
  }
}
