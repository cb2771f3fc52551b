import InstantSearchCore

extension IndexView {
  /// The settings a request runs with: the request's parameters over the index's settings.
  struct Effective {
    var hitsPerPage: Int
    var queryType: IndexSettings.QueryType
    var typoTolerance: IndexSettings.TypoTolerance
    var oneTypo: Int
    var twoTypos: Int
    var strictness: Int
    var distinct: Int
  }

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

  /// The filters of a request: the `filters` string and the array forms, ANDed.
  func filterExpression(_ request: SearchRequest) throws -> FilterExpression {
    var expression = FilterExpression()
    if let filters = request.filters, !filters.allSatisfy({ $0 == " " }) {
      expression.formConjunction(try FilterExpression(filters: filters))
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
    return expression
  }

  /// Runs the query and the filters, ranks the matches, and keeps the requested page.
  ///
  /// - Throws: `SearchError.http` 400 for a bad filter.
  func run(_ request: SearchRequest, keepMatching: Bool) throws -> SearchOutcome {
    let options = effective(request)
    let filter = try filterExpression(request).evaluate(data)
    var outcome = SearchOutcome()
    let tokens = Tokenizer.tokens(request.query)
    let limit = min((request.page + 1) * options.hitsPerPage, settings.paginationLimitedTo)
    let pageStart = request.page * options.hitsPerPage

    if tokens.isEmpty {
      // Browse: every record (or every record passing the filters) in the precomputed order.
      var page: [UInt32] = []
      if let filter {
        outcome.nbHits = filter.count
        if options.distinct == 0 && limit > pageStart {
          for record in browseOrder where filter.contains(record) {
            page.append(record)
            if page.count >= limit { break }
          }
        }
        outcome.matching = filter.members
      } else {
        outcome.nbHits = data.count
        if options.distinct == 0 && limit > pageStart {
          page = Array(browseOrder.prefix(limit))
        }
        outcome.matching = nil
      }
      if options.distinct > 0 {
        let all = outcome.matching ?? (0..<UInt32(data.count)).map { $0 }
        let ordered = all.sorted { browsePositions[Int($0)] < browsePositions[Int($1)] }
        let kept = keepDistinct(ordered, options.distinct)
        outcome.nbHits = kept.count
        page = Array(kept.prefix(limit))
      }
      outcome.pageRecords = Array(page.dropFirst(pageStart))
      if isVirtual { outcome.nbSortedHits = outcome.nbHits }
      return outcome
    }

    for (position, token) in tokens.enumerated() {
      let isPrefix: Bool
      switch options.queryType {
      case .prefixAll: isPrefix = true
      case .prefixNone: isPrefix = false
      case .prefixLast: isPrefix = position == tokens.count - 1
      }
      let typos = QueryWord.allowedTypos(
        length: token.count, tolerance: options.typoTolerance, oneTypo: options.oneTypo,
        twoTypos: options.twoTypos)
      outcome.words.append(
        QueryWord(text: token, isPrefix: isPrefix, maxTypos: typos, terms: data.terms))
    }
    let matches = outcome.words.map { WordMatch($0, terms: data.terms, recordCount: data.count) }
    let bySize = matches.indices.sorted { matches[$0].records.count < matches[$1].records.count }
    var records = matches[bySize[0]].records
    for index in bySize.dropFirst() {
      if records.isEmpty { break }
      records = matches[index].intersect(records)
    }
    if let filter { records = records.filter { filter.contains($0) } }
    var places = matches.map { $0.places(of: records) }

    // Typo tolerance `min` keeps only the fewest typos; `strict` the two fewest counts.
    if options.typoTolerance == .min || options.typoTolerance == .strict, !records.isEmpty {
      let typos = records.indices.map { row in places.reduce(0) { $0 + ($1[row] >> 30) } }
      let fewest = typos.min() ?? 0
      let allowed = options.typoTolerance == .min ? fewest : fewest + 1
      let keep = records.indices.filter { typos[$0] <= allowed }
      if keep.count < records.count {
        records = keep.map { records[$0] }
        places = places.map { column in keep.map { column[$0] } }
      }
    }
    outcome.nbHits = records.count
    outcome.matching = records

    let layout = RankingLayout(ranking: ranking, view: self)
    var row = [UInt32](repeating: 0, count: matches.count)
    func key(_ index: Int) -> UInt128 {
      for word in row.indices { row[word] = places[word][index] }
      return row.withUnsafeBufferPointer {
        layout.key(record: records[index], places: $0, view: self)
      }
    }

    if isVirtual {
      // Relevant sort: the most relevant hits (by typos, see README) sorted by this replica's
      // custom ranking, then the others by the primary's formula.
      let typos = records.indices.map { row in places.reduce(0) { $0 + ($1[row] >> 30) } }
      let fewest = typos.min() ?? 0
      let extra: UInt32 = options.strictness == 0 ? .max : (options.strictness > 50 ? 0 : 1)
      let customBits = RankingLayout.bits(for: customRankCount)
      var sortedCount = 0
      var heap = SmallestKeys(limit: options.distinct > 0 ? records.count : limit)
      for index in records.indices {
        if extra == .max || typos[index] <= fewest &+ extra {
          sortedCount += 1
          let custom = UInt128(customRanks[Int(records[index])])
          heap.insert(custom << UInt128(layout.recordBits) | UInt128(records[index]))
        } else {
          heap.insert(1 << 127 | key(index))
        }
        _ = customBits
      }
      outcome.nbSortedHits = sortedCount
      var ordered = heap.sorted.map { layout.record(of: $0) }
      if options.distinct > 0 {
        ordered = keepDistinct(ordered, options.distinct)
        outcome.nbHits = ordered.count
      }
      outcome.pageRecords = Array(ordered.prefix(limit).dropFirst(pageStart))
      return outcome
    }

    var heap = SmallestKeys(limit: options.distinct > 0 ? records.count : limit)
    for index in records.indices { heap.insert(key(index)) }
    var ordered = heap.sorted.map { layout.record(of: $0) }
    if options.distinct > 0 {
      ordered = keepDistinct(ordered, options.distinct)
      outcome.nbHits = ordered.count
    }
    outcome.pageRecords = Array(ordered.prefix(limit).dropFirst(pageStart))
    _ = keepMatching
    return outcome
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
