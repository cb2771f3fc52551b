import Foundation
import InstantSearchCore

/// The local search engine: indices loaded from records and Algolia settings, answering the REST
/// API's requests (search, multiple queries, search for facet values, list indices) in process,
/// with the same JSON shapes and errors.
///
/// Thread-safe: indices are immutable once built, and the registry is behind a lock, so any
/// number of searches run at once.
public final class LocalClient: Sendable {
  let views = Locked<[String: IndexView]>([:])
  /// When each index name was first added (ISO 8601).
  let created = Locked<[String: String]>([:])
  private let ruleSets = Locked<[String: RuleSet]>([:])
  /// How many duplicates loading replaced, by primary.
  let replacedDuplicates = Locked<[String: Int]>([:])
  /// The changes written to each primary since its index was built, as writers keep them
  /// (``changeRecords(inIndex:_:)``); held while a batch is applied.
  let pending = Locked<[String: PendingChanges]>([:])
  /// What searches of each index name with unmerged changes read instead of its view.
  let changed = Locked<[String: IndexChanges]>([:])
  /// The merges running in the background, until each has handed its memory back.
  let backgroundMerges = DispatchGroup()

  /// Whether a search parameter the engine does not honour is refused (a 400 naming it)
  /// rather than ignored and named in the response's `message`, and a settings file with a key
  /// it does not apply refused rather than loaded with a warning.
  public let isStrict: Bool

  /// Creates an engine with no index.
  ///
  /// - Parameter strict: refuse unknown and unimplemented search parameters with a 400 naming
  ///   them, instead of ignoring them and naming them in the response's `message`; and refuse
  ///   a settings file with an unknown or unimplemented key (a ``LocalLoadError`` naming the
  ///   file, the key, its line and column), instead of a warning in the load report.
  public init(strict: Bool = false) {
    isStrict = strict
  }

  /// Adds (or replaces) a primary index and its replicas, all at once.
  ///
  /// - Parameters:
  ///   - name: the primary's name.
  ///   - records: the records (JSON objects; an objectID is assigned when missing; a later
  ///     record replaces an earlier one with the same objectID).
  ///   - settings: the primary's settings as `getSettings` JSON (replicas named in `replicas`,
  ///     `slaves`, with `virtual(...)` for virtual ones).
  ///   - replicaSettings: each replica's settings by name; a replica without any gets the
  ///     primary's settings.
  ///   - progress: called as indexing goes (for a progress bar); never on another thread.
  /// - Returns: the records kept and the duplicates replaced.
  /// - Throws: ``LocalLoadError`` for bad records or settings, `CancellationError` when the
  ///   calling task is cancelled (checked between records and between the build's steps);
  ///   nothing is added then, and what was built is freed.
  /// - Complexity: O(*n* + *v* log *v* + *r* · *N* log *N*): *n* the records' JSON size, *v* the
  ///   distinct words, *N* the records and *r* the sort orders (one per replica and sort
  ///   attribute). Searches of other indices run meanwhile; this one appears when it is complete.
  @discardableResult
  public func addIndex(
    named name: String, records: [JSON], settings: JSON = [:],
    replicaSettings: [String: JSON] = [:], progress: ((LoadProgress) -> Void)? = nil
  ) throws -> LocalLoadReport.LoadedIndex {
    for (index, record) in records.enumerated() where record.objectValue == nil {
      throw LocalLoadError(file: name, reason: "record \(index) is not a JSON object")
    }
    let primary = try IndexSettings(json: settings, source: "\(name) settings")
    var replicas: [String: IndexSettings] = [:]
    for (replica, json) in replicaSettings {
      replicas[replica] = try IndexSettings(json: json, source: "\(replica) settings")
    }
    return try install(
      name: name, records: .values(records), settings: primary, replicas: replicas,
      progress: progress)
  }

  /// Builds the views of a primary and its replicas, then registers them together.
  ///
  /// Virtual replicas and the standard replicas that search the primary's attributes share
  /// its index; a standard replica with `searchableAttributes` of its own gets an index of its
  /// own (in Algolia a standard replica is a full copy, searched with its own settings).
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled: between records, between
  ///   the build's steps and between replicas. Nothing is registered then.
  @discardableResult
  func install(
    name: String, records given: RecordSource, settings: IndexSettings,
    replicas: [String: IndexSettings], configurations: [String: IndexConfiguration] = [:],
    replaceDuplicates: Bool = true, progress: ((LoadProgress) -> Void)?
  ) throws -> LocalLoadReport.LoadedIndex {
    let built = try build(
      name: name, records: given, settings: settings, replicas: replicas,
      replaceDuplicates: replaceDuplicates, progress: progress)
    register(
      built.views, primary: name, objectIDs: built.objectIDs, configurations: configurations,
      replaced: built.report.replacedDuplicates)
    // Writes kept for the index it replaces (and that index with them) are gone.
    pending.withLock { $0[name] = nil }
    let count = built.report.recordCount
    progress?(LoadProgress(indexName: name, phase: .finished, completed: count, total: count))
    return built.report
  }

  /// Builds the views of a primary and its replicas (see ``install(name:records:settings:replicas:configurations:replaceDuplicates:progress:)``)
  /// without registering them.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func build(
    name: String, records given: RecordSource, settings: IndexSettings,
    replicas: [String: IndexSettings], replaceDuplicates: Bool,
    progress: ((LoadProgress) -> Void)?
  ) throws -> BuiltIndex {
    var replicaList: [(IndexSettings.ReplicaDeclaration, IndexSettings)] = []
    for declaration in settings.replicas {
      var replica = Self.inherit(settings, replicas[declaration.name], name: declaration.name)
      replica.replicas = []
      replicaList.append((declaration, replica))
    }
    let ownIndex = replicaList.filter { declaration, replica in
      !declaration.isVirtual && replica.searchableAttributes != settings.searchableAttributes
    }
    let sharing = replicaList.filter { declaration, _ in
      !ownIndex.contains { $0.0.name == declaration.name }
    }
    var (source, replaced) = (given, 0)
    if replaceDuplicates, case .values(let records) = source {
      let result = RecordLoader.replacingDuplicates(records)
      (source, replaced) = (.values(result.records), result.replaced)
    }
    let data: IndexData
    do {
      data = try source.build(
        settings: settings, replicaSettings: sharing.map(\.1), unique: replaceDuplicates,
        indexName: name, progress: progress)
    } catch is RecordStream.RepeatedObjectID {
      // A later record replaces an earlier one: read them all, then replace.
      let result = RecordLoader.replacingDuplicates(
        try source.all(indexName: name, progress: progress))
      (source, replaced) = (.values(result.records), result.replaced)
      data = try source.build(
        settings: settings, replicaSettings: sharing.map(\.1), unique: false, indexName: name,
        progress: progress)
    }
    progress?(
      LoadProgress(indexName: name, phase: .sorting, completed: 0, total: replicaList.count + 1))
    var built: [String: IndexView] = [:]
    var customCache: [String: (IndexArray<UInt32>, Int)] = [:]
    let primary = IndexView(
      name: name, settings: settings, data: data, primary: nil, isVirtual: false,
      primaryRanking: nil, customCache: &customCache)
    built[name] = primary
    for (offset, (declaration, replica)) in replicaList.enumerated() {
      try Task.checkCancellation()
      if ownIndex.contains(where: { $0.0.name == declaration.name }) {
        // Its own records' index: the custom ranks cached for the shared one do not apply.
        var ownCache: [String: (IndexArray<UInt32>, Int)] = [:]
        let own = try source.build(
          settings: replica, replicaSettings: [], unique: false, indexName: declaration.name,
          progress: progress)
        built[declaration.name] = IndexView(
          name: declaration.name, settings: replica, data: own, primary: name,
          isVirtual: false, primaryRanking: settings.ranking, customCache: &ownCache)
      } else {
        built[declaration.name] = IndexView(
          name: declaration.name, settings: replica, data: data, primary: name,
          isVirtual: declaration.isVirtual, primaryRanking: settings.ranking,
          customCache: &customCache)
      }
      progress?(
        LoadProgress(
          indexName: name, phase: .sorting, completed: offset + 1, total: replicaList.count + 1))
    }
    try Task.checkCancellation()
    return BuiltIndex(
      views: built, objectIDs: source.objectIDs,
      report: LocalLoadReport.LoadedIndex(
        name: name, replicas: replicaList.map(\.0.name), recordCount: data.count,
        replacedDuplicates: replaced))
  }

  /// The views of a primary and its replicas, built and not yet registered.
  struct BuiltIndex {
    let views: [String: IndexView]
    /// The objectID of a record number, when the source knows it without reading the record.
    let objectIDs: ((Int) -> String?)?
    let report: LocalLoadReport.LoadedIndex
  }

  /// Replaces the primary `primary` and its old replicas by the views `built`, each with its
  /// rules and synonyms.
  @discardableResult
  func register(
    _ built: [String: IndexView], primary name: String, objectIDs: ((Int) -> String?)?,
    configurations: [String: IndexConfiguration], replaced: Int, changes: IndexChanges? = nil,
    replacing expected: IndexView? = nil
  ) -> Bool {
    var compiled: [String: RuleSet] = [:]
    for (key, view) in built {
      let configuration = configurations[key] ?? IndexConfiguration()
      if !configuration.synonyms.isEmpty {
        view.synonyms.withLock { $0 = SynonymTable(configuration.synonyms) }
      }
      if !configuration.rules.isEmpty {
        compiled[key] = RuleSet(configuration.rules, data: view.data, objectID: objectIDs)
      }
    }
    return store(
      built, primary: name, ruleSets: compiled, replaced: replaced, created: [:], changes: changes,
      replacing: expected)
  }

  /// Replaces the primary `name` and its old replicas by the views `built`, with their compiled
  /// rules; `created` gives the creation dates to keep (a name without one is created now).
  /// `changes` are what searches of the new views read, when changes were written since the
  /// records they were built from (a background merge); any older ones are dropped. With
  /// `expected`, the views are stored only if the primary's view is still that one (a merge
  /// does not undo an index added meanwhile).
  ///
  /// - Returns: whether the views were stored.
  @discardableResult
  func store(
    _ built: [String: IndexView], primary name: String, ruleSets compiled: [String: RuleSet],
    replaced: Int, created dates: [String: String], changes: IndexChanges? = nil,
    replacing expected: IndexView? = nil
  ) -> Bool {
    let now = Self.timestamp()
    // One step for searches: they see the old views and changes, or the new ones.
    let stored = changed.withLock { changed in
      views.withLock { views in
        if let expected, views[name] !== expected { return false }
        // Replacing a primary drops its old replicas too.
        Self.drop(name, from: &views, changed: &changed)
        for (key, view) in built {
          views[key] = view
          changed[key] = changes
        }
        return true
      }
    }
    guard stored else { return false }
    ruleSets.withLock { stored in
      for key in built.keys { stored[key] = compiled[key] }
    }
    replacedDuplicates.withLock { $0[name] = replaced }
    created.withLock { created in
      for key in built.keys where created[key] == nil { created[key] = dates[key] ?? now }
    }
    return true
  }

  /// Takes a primary and its replicas, or one replica, out of the registry and what searches
  /// read of their changes.
  static func drop(
    _ name: String, from views: inout [String: IndexView], changed: inout [String: IndexChanges]
  ) {
    for (key, view) in views where key == name || view.primary == name {
      views[key] = nil
      changed[key] = nil
    }
  }

  /// Replaces the rules of one index name (a primary or a replica: each has its own).
  ///
  /// Searches already running finish with the rules they started with. Adding the index again
  /// (same name) starts it with the rules loaded with it, or none.
  ///
  /// - Parameters:
  ///   - rules: the rules, in the export shape's order.
  ///   - indexName: the index or replica name.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  public func setRules(_ rules: [Rule], indexName: String) throws {
    let compiled = RuleSet(rules, data: try view(indexName).data)
    ruleSets.withLock { $0[indexName] = compiled }
  }

  /// The rules of one index name, as set or loaded.
  ///
  /// - Parameter indexName: the index or replica name.
  /// - Returns: the rules in order.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  public func rules(indexName: String) throws -> [Rule] {
    _ = try registeredView(indexName)
    return ruleSets.withLock { $0[indexName]?.rules } ?? []
  }

  /// The compiled rules of an index (empty when it has none).
  func ruleSet(_ name: String) -> RuleSet {
    ruleSets.withLock { $0[name] } ?? .empty
  }

  /// A replica's settings: the primary's, overridden by those the replica sets.
  static func inherit(_ primary: IndexSettings, _ replica: IndexSettings?, name: String)
    -> IndexSettings
  {
    guard let replica else { return primary }
    var merged = primary.raw
    for pair in [["searchableAttributes", "attributesToIndex"], ["replicas", "slaves"]] {
      if pair.contains(where: { replica.raw[$0] != nil }) || pair[0] == "replicas" {
        for key in pair { merged[key] = nil }
      }
    }
    for (key, value) in replica.raw { merged[key] = value }
    // Both parts were read without error, so their union reads too.
    return (try? IndexSettings(json: .object(merged), source: name)) ?? replica
  }

  static func timestamp() -> String {
    Date.now.formatted(.iso8601)
  }

  /// About how many bytes the indices hold: records, inverted index, facet and numeric columns,
  /// and each index's and replica's ranking orders.
  ///
  /// - Complexity: O(*v* + *f*) per index: *v* its distinct words, *f* its facet columns.
  public var memoryFootprint: Int {
    let all = views.withLock { Array($0.values) }
    var seen: Set<ObjectIdentifier> = []
    var seenRanks: Set<UnsafeRawPointer> = []
    var total = 0
    for view in all {
      total += view.byteCount
      if seen.insert(ObjectIdentifier(view.data)).inserted { total += view.data.byteCount }
      let ranks = view.customRanks.withUnsafeBufferPointer {
        $0.baseAddress.map(UnsafeRawPointer.init)
      }
      if let ranks, seenRanks.insert(ranks).inserted { total += view.customRanks.byteCount }
    }
    return total
  }

  /// The names of the indices, sorted.
  ///
  /// - Complexity: O(*i* log *i*) for *i* indices.
  public var indexNames: [String] {
    views.withLock { $0.keys.sorted() }
  }

  /// How many records an index holds (a replica: its primary's), after duplicate objectIDs were
  /// replaced. This is the count a banner shows: a search's `nbHits` can be smaller when
  /// `distinct` groups records.
  ///
  /// - Parameter indexName: the index or replica.
  /// - Returns: the count, or nil for an unknown index.
  public func recordCount(of indexName: String) -> Int? {
    if let changes = changed.withLock({ $0[indexName] }) { return changes.count }
    return views.withLock { $0[indexName]?.data.count }
  }

  /// How many records of an index replaced an earlier one with the same objectID when it was
  /// loaded (for a replica: its primary's).
  ///
  /// - Parameter indexName: the index or replica.
  /// - Returns: the count, or nil for an unknown index.
  public func replacedDuplicateCount(of indexName: String) -> Int? {
    guard let view = views.withLock({ $0[indexName] }) else { return nil }
    return replacedDuplicates.withLock { $0[view.primary ?? indexName] ?? 0 }
  }

  /// The view of an index name, with the changes written since it was built merged into it
  /// first (``mergeNow(inIndex:)``), for every use but the searches that read the
  /// changes beside it.
  func view(_ name: String) throws -> IndexView {
    if let changes = changed.withLock({ $0[name] }) { try mergeNow(inIndex: changes.primary) }
    return try registeredView(name)
  }

  /// The view registered for an index name, without merging its changes.
  func registeredView(_ name: String) throws -> IndexView {
    guard let view = views.withLock({ $0[name] }) else {
      throw SearchError.http(status: 404, message: "Index \(name) does not exist")
    }
    return view
  }

  /// Searches one index, like `POST /1/indexes/{indexName}/query`.
  ///
  /// - Parameters:
  ///   - indexName: the index (or replica) name.
  ///   - parameters: the search parameters, object form and/or a `params` string.
  /// - Returns: the response, in the REST API's JSON shape.
  /// - Throws: `SearchError.http` 404 for an unknown index, 400 for bad parameters or filters,
  ///   500 when the index was opened from a snapshot whose records fail their checksum.
  /// - Complexity: O(*t* + *p* + *m* log *k* + *m* · *f*): *t* finding each query word's terms
  ///   (the prefix range, and the typo candidates from a scan of the vocabulary), *p* the
  ///   postings of those terms, *m* the matching records, *k* = (page + 1) × hitsPerPage, *f* the
  ///   requested facets; filters add the size of their posting sets. An empty query walks the
  ///   browse order only as far as the page.
  public func search(indexName: String, parameters: JSON = [:]) throws -> JSON {
    try answer(indexName, parameters).json
  }

  /// The answer of ``search(indexName:parameters:)`` as its JSON text: the bytes
  /// `JSONWriter().bytes` writes for that answer, made without building its tree (each hit
  /// showing a record unchanged is written from the record's stored bytes), as the server
  /// sends it.
  ///
  /// - Throws: as ``search(indexName:parameters:)``.
  public func searchText(indexName: String, parameters: JSON = [:]) throws -> [UInt8] {
    let answer = try answer(indexName, parameters)
    var buffer = JSONWriter.Buffer(capacity: 16 * 1024)
    answer.write(into: &buffer)
    return buffer.array
  }

  /// One search: the view's answer, with the parameters it ignored named in `message`;
  /// `typed` is the query `parameters` were written from, if any (see ``SearchRequest``).
  func answer(_ indexName: String, _ parameters: JSON, typed: Query? = nil) throws
    -> SearchAnswer
  {
    if let changes = changed.withLock({ $0[indexName] }) {
      let message = try SearchParameters.check(parameters, strict: isStrict)
      if var answer = try changes.search(
        indexName, parameters, rules: ruleSet(indexName), typed: typed)
      {
        try changes.checkIntegrity()
        answer.message = message
        return answer
      }
      try mergeNow(inIndex: changes.primary)
    }
    // As ``view(_:)`` would, without looking up the changes again.
    let view = try registeredView(indexName)
    let message = try SearchParameters.check(parameters, strict: isStrict)
    var answer = try view.answer(parameters, rules: ruleSet(indexName), typed: typed)
    try view.data.checkIntegrity()
    answer.message = message
    return answer
  }

  /// Runs several queries, like `POST /1/indexes/*/queries`.
  ///
  /// With `stopIfEnoughMatches` the queries run in order until one matches at least its
  /// `hitsPerPage` records; each later one still answers, in its own shape, with no hits (no
  /// facet values), so there is one result per request as with `none`.
  ///
  /// - Parameter body: `{"requests": [...], "strategy": "none" | "stopIfEnoughMatches"}`.
  /// - Returns: `{"results": [...]}` in request order.
  /// - Throws: `SearchError.http` 404 when any index is missing (as Algolia, which fails the
  ///   whole call), 400 for a bad request.
  /// - Complexity: the sum of the searches run (at most 50).
  public func multipleQueries(_ body: JSON) throws -> JSON {
    ["results": .array(try answers(body).map(\.json))]
  }

  /// The answer of ``multipleQueries(_:)`` as its JSON text, as ``searchText(indexName:parameters:)``
  /// makes a search's: the bytes `JSONWriter().bytes` writes for that answer.
  ///
  /// - Throws: as ``multipleQueries(_:)``.
  public func multipleQueriesText(_ body: JSON) throws -> [UInt8] {
    let results = try answers(body)
    var buffer = JSONWriter.Buffer(capacity: 16 * 1024 * max(results.count, 1))
    buffer.append("{\"results\":[")
    for (position, result) in results.enumerated() {
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      result.write(into: &buffer)
    }
    buffer.append("]}")
    return buffer.array
  }

  /// One query's result in a multiple-queries call: a search's answer, or a facet search's.
  enum QueryResult {
    case search(SearchAnswer)
    case facetValues(FacetSearchResponse)

    /// The result as the REST API writes it.
    var json: JSON {
      switch self {
      case .search(let answer): answer.json
      case .facetValues(let response): response.json
      }
    }

    /// Appends the result's text, as `JSONWriter` writes ``json``, to `buffer`.
    func write(into buffer: inout JSONWriter.Buffer) {
      switch self {
      case .search(let answer): answer.write(into: &buffer)
      case .facetValues(let response): JSONWriter().write(response.json, into: &buffer)
      }
    }
  }

  /// The results of a multiple-queries body, in request order (see ``multipleQueries(_:)``);
  /// `typed` holds the queries the requests were written from, when a Swift caller gave them.
  func answers(_ body: JSON, typed: [Query] = []) throws -> [QueryResult] {
    guard let requests = body["requests"]?.arrayValue else {
      throw SearchError.http(status: 400, message: "Missing `requests` array in multiple queries")
    }
    guard requests.count <= 50 else {
      throw SearchError.http(status: 400, message: "Too many queries in multi query request")
    }
    let stopIfEnough = body["strategy"]?.stringValue == "stopIfEnoughMatches"
    for request in requests {
      guard let name = request["indexName"]?.stringValue else {
        throw SearchError.http(status: 400, message: "Missing `indexName` in a request")
      }
      _ = try registeredView(name)
    }
    var results: [QueryResult] = []
    var enough = false
    for (offset, request) in requests.enumerated() {
      let query = offset < typed.count ? typed[offset] : nil
      var parameters = request
      let name = parameters["indexName"]?.stringValue ?? ""
      parameters["indexName"] = nil
      let type = parameters["type"]?.stringValue ?? "default"
      parameters["type"] = nil
      if type == "facet" {
        guard let facet = parameters["facet"]?.stringValue else {
          throw SearchError.http(status: 400, message: "Missing `facet` in a facet request")
        }
        parameters["facet"] = nil
        _ = try SearchParameters.check(parameters, strict: isStrict)
        results.append(
          .facetValues(
            enough
              ? FacetSearchResponse(facetHits: [], processingTimeMS: 0)
              : try view(name).searchForFacetValues(
                facet: facet, parameters, rules: ruleSet(name), typed: query)))
        try view(name).data.checkIntegrity()
      } else if enough {
        results.append(.search(try skippedAnswer(name, parameters)))
      } else {
        let answer = try answer(name, parameters, typed: query)
        results.append(.search(answer))
        if stopIfEnough && answer.nbHits >= answer.hitsPerPage { enough = true }
      }
    }
    return results
  }

  /// The answer of a query `stopIfEnoughMatches` did not run: the response's shape, its page
  /// and page size, and no hits.
  private func skippedAnswer(_ indexName: String, _ parameters: JSON) throws -> SearchAnswer {
    _ = try SearchParameters.check(parameters, strict: isStrict)
    let request = try SearchRequest(parameters)
    var answer = SearchAnswer()
    answer.page = request.page
    answer.hitsPerPage =
      try request.hitsPerPage ?? registeredView(indexName).settings.hitsPerPage
    if let offset = request.offset { answer.window = (offset, request.length) }
    answer.query = request.query
    answer.index = indexName
    answer.ruleMembers = ["renderingContent": [:]]
    return answer
  }

  /// Searches the values of a facet, like `POST /1/indexes/{indexName}/facets/{facet}/query`.
  ///
  /// - Parameters:
  ///   - indexName: the index name.
  ///   - facetName: a facet declared `searchable(...)`.
  ///   - body: `facetQuery`, `maxFacetHits` and other search parameters (object or `params`).
  /// - Returns: `{"facetHits": [...], "exhaustiveFacetsCount": true, "processingTimeMS": n}`.
  /// - Throws: `SearchError.http` 404 for an unknown index, 400 for a facet that is not searchable.
  /// - Complexity: a search without hits (see ``search(indexName:parameters:)``), then O(*d*)
  ///   over the facet's *d* distinct values.
  public func searchForFacetValues(indexName: String, facetName: String, body: JSON = [:]) throws
    -> JSON
  {
    try facetValues(indexName, facetName: facetName, body: body).json
  }

  /// The values of a facet, typed (see ``searchForFacetValues(indexName:facetName:body:)``);
  /// `typed` is the query `body` was written from, if any.
  func facetValues(_ indexName: String, facetName: String, body: JSON, typed: Query? = nil)
    throws -> FacetSearchResponse
  {
    let view = try view(indexName)
    _ = try SearchParameters.check(body, strict: isStrict)
    let result = try view.searchForFacetValues(
      facet: facetName, body, rules: ruleSet(indexName), typed: typed)
    try view.data.checkIntegrity()
    return result
  }

  /// Lists the indices, like `GET /1/indexes`.
  ///
  /// - Returns: `{"items": [...], "nbPages": 1}` with entries, primary, replicas and virtual.
  /// - Complexity: O(*i* log *i*) for *i* indices.
  public func listIndicesJSON() -> JSON {
    let all = views.withLock { $0 }
    let dates = created.withLock { $0 }
    let changes = changed.withLock { $0 }
    let items: [JSON] = all.keys.sorted().map { name in
      let view = all[name]!
      let count = changes[name]?.count ?? view.data.count
      var item: JSONObject = [
        "name": .string(name), "createdAt": .string(dates[name] ?? ""),
        "updatedAt": .string(dates[name] ?? ""),
        "entries": .number(Double(view.isVirtual ? 0 : count)),
        "dataSize": .number(Double(view.data.jsonSize)),
        "fileSize": .number(Double(view.data.jsonSize)),
        "lastBuildTimeS": 0, "numberOfPendingTasks": 0, "pendingTask": false,
      ]
      if let primary = view.primary {
        item["primary"] = .string(primary)
        if view.isVirtual { item["virtual"] = true }
      } else if !view.settings.replicas.isEmpty {
        item["replicas"] = .array(view.settings.replicas.map { .string($0.name) })
      }
      return .object(item)
    }
    return ["items": .array(items), "nbPages": 1]
  }

  /// The settings of an index, like `GET /1/indexes/{indexName}/settings`.
  ///
  /// - Parameter indexName: the index name.
  /// - Returns: the settings with current names.
  /// - Complexity: O(*s*), the size of the settings.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  public func settings(indexName: String) throws -> JSON {
    try registeredView(indexName).settings.json
  }
}
