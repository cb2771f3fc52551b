import InstantSearchCore

extension IndexView {
  /// One hit of a page while pinned records are put in.
  private struct Row {
    var record: UInt32
    var places: [UInt32]
    var geo: GeoMatch?
  }

  /// The request as the rules change it, and what else they do; the request itself and nil
  /// when no rule applies.
  ///
  /// - Throws: `SearchError.http` 400 for a bad filter or rule parameter.
  func applying(_ rules: RuleSet, to request: SearchRequest) throws -> (SearchRequest, RuleEffect?)
  {
    guard !rules.isEmpty,
      let effect = try rules.effect(
        parameters: request.echoed, settings: settings.raw, filters: filterExpression(request))
    else { return (request, nil) }
    var changed = try SearchRequest(.object(effect.parameters))
    if changed.filters == request.echoed["filters"]?.stringValue {
      (changed.filters, changed.filterTree) = (request.filters, request.filterTree)
    }
    changed.ruleFilters = effect.filters
    return (changed, effect)
  }

  /// Runs the request, then pins the rules' promoted records at their positions and takes out
  /// the hidden ones. Pinned records are shown whether or not they match the query (and, unless
  /// `filterPromotes`, the filters), and count in `nbHits` and the facets.
  ///
  /// - Throws: `SearchError.http` 400 for a bad filter.
  func run(_ request: SearchRequest, effect: RuleEffect?, source: TypoCandidateSource) throws
    -> SearchOutcome
  {
    guard let effect, !effect.promoted.isEmpty || !effect.hidden.isEmpty else {
      return try run(request, source: source)
    }
    // The page's window, or the offset's, before `paginationLimitedTo` (the widened run below
    // applies it).
    let window = request.window(hitsPerPage: effective(request).hitsPerPage, limitedTo: .max)
    let (pageStart, limit) = (window.start, window.limit)
    var pinned: [(record: UInt32, position: Int)] = []
    let filter = effect.filterPromotes ? try filterExpression(request).evaluate(data) : nil
    for group in effect.promoted {
      for (offset, record) in group.records.enumerated()
      where !effect.hidden.contains(record) && !pinned.contains(where: { $0.record == record })
        && filter?.contains(record) != false
      {
        pinned.append((record, group.position + offset))
      }
    }
    var widened = request
    widened.page = 0
    widened.offset = nil
    widened.hitsPerPage = limit + pinned.count + effect.hidden.count
    var outcome = try run(widened, source: source)
    let pinnedSet = Set(pinned.map(\.record))
    let hasGeo = outcome.pageGeo.count == outcome.pageRecords.count
    var rows = outcome.pageRecords.indices.map { row in
      Row(
        record: outcome.pageRecords[row],
        places: row < outcome.pagePlaces.count ? outcome.pagePlaces[row] : [],
        geo: hasGeo ? outcome.pageGeo[row] : nil)
    }
    rows.removeAll { effect.hidden.contains($0.record) || pinnedSet.contains($0.record) }
    let geo = try GeoQuery(parameters: request.echoed)
    for (record, position) in pinned.sorted(by: { $0.position < $1.position }) {
      rows.insert(
        Row(record: record, places: [], geo: pinnedGeo(record, geo)), at: min(position, rows.count))
    }
    let matching = outcome.matching
    func matches(_ record: UInt32) -> Bool {
      guard let matching else { return true }
      let row = WordMatch.seek(matching, from: 0, to: record)
      return row < matching.count && matching[row] == record
    }
    outcome.nbHits -= effect.hidden.filter(matches).count
    let added = pinnedSet.filter { !matches($0) }
    outcome.nbHits += added.count
    if !effect.hidden.isEmpty || !added.isEmpty {
      let base = matching ?? (0..<UInt32(data.count)).map { $0 }
      outcome.matching = (base.filter { !effect.hidden.contains($0) } + added).sorted()
    }
    let page = rows.prefix(limit).dropFirst(pageStart)
    outcome.pageRecords = page.map(\.record)
    outcome.pagePlaces = page.map(\.places)
    // A pinned record without a point has no distance: then no hit shows one.
    let geoMatches = page.compactMap(\.geo)
    outcome.pageGeo = geoMatches.count == page.count ? geoMatches : []
    return outcome
  }

  /// The geo match of a pinned record on a geo query, which it need not meet: its nearest point
  /// in the query's areas whatever the radius, else its nearest point to the centre; nil
  /// without a geo query or without a point.
  private func pinnedGeo(_ record: UInt32, _ geo: GeoQuery) -> GeoMatch? {
    guard geo.isActive else { return nil }
    let points = data.geo.points(of: record)
    var found = geo.match(points, radius: nil)
    if found == nil, let center = geo.center {
      found = points.map { ($0, center.distance(to: $0)) }.min { $0.1 < $1.1 }
    }
    guard let (point, distance) = found else { return nil }
    return GeoMatch(point: point, distance: distance, precision: geo.precision(at: distance))
  }
}

extension IndexView {
  /// The response members the rules give: `userData` (each applied rule's, in order),
  /// `appliedRules` (with `getRankingInfo`), and `renderingContent` (the first applied rule's,
  /// else the settings', else empty).
  func addRuleMembers(_ effect: RuleEffect?, to response: inout JSONObject, rankingInfo: Bool) {
    if let effect, !effect.userData.isEmpty { response["userData"] = .array(effect.userData) }
    if let effect, rankingInfo {
      response["appliedRules"] = .array(effect.applied.map { ["objectID": .string($0)] })
    }
    // A null setting (as older exports write a default) is the default, empty.
    var setting = settings.raw["renderingContent"]
    if setting?.isNull == true { setting = .none }
    response["renderingContent"] = effect?.renderingContent ?? setting ?? .object([:])
  }
}
