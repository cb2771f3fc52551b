import InstantSearchCore

extension LocalClient {
  /// Writes every index this engine holds (records, inverted index, typo index, facet, numeric,
  /// sort and geo columns, each replica's settings and ranking orders, rules, synonyms,
  /// creation dates and duplicate counts) to one snapshot file, which
  /// ``openSnapshot(_:progress:)`` (and ``load(_:progress:)``) opens without indexing again.
  ///
  /// The layout is in the Local README ("Snapshots"). The file is written beside `path` and
  /// renamed over it once complete. Searches may run meanwhile.
  ///
  /// - Parameter path: the file to write (replaced if it exists).
  /// - Throws: ``LocalLoadError`` naming the file when it cannot be written, or naming the
  ///   snapshot an index was opened from when its records fail their checksum (nothing is
  ///   left behind then).
  /// - Complexity: O(*n*) in the size of the indices.
  public func writeSnapshot(to path: String) throws {
    // The snapshot holds each index as one: changes written since it was built merged in.
    for primary in Set(changed.withLock { $0.values.map(\.primary) }).sorted() {
      try mergeChanges(inIndex: primary)
    }
    let all = views.withLock { $0 }
    let dates = created.withLock { $0 }
    let replaced = replacedDuplicates.withLock { $0 }
    var writer = SnapshotWriter()
    var dataNumbers: [ObjectIdentifier: Int] = [:]
    var dataEntries: [JSON] = []
    var viewEntries: [JSON] = []
    for (number, name) in all.keys.sorted().enumerated() {
      let view = all[name]!
      // Records read in place from a snapshot are copied only once all their blocks are checked.
      try view.data.recordBytes.verifyAll()
      let data: Int
      if let known = dataNumbers[ObjectIdentifier(view.data)] {
        data = known
      } else {
        data = dataEntries.count
        dataNumbers[ObjectIdentifier(view.data)] = data
        dataEntries.append(view.data.write(to: &writer, prefix: "d\(data)."))
      }
      writer.add("v\(number).customRanks", view.customRanks)
      writer.add("v\(number).browseOrder", view.browseOrder)
      let rules = ruleSet(name)
      viewEntries.append([
        "name": .string(name), "settings": .object(view.settings.raw),
        "primary": view.primary.map { .string($0) } ?? .null, "virtual": .bool(view.isVirtual),
        "data": .number(Double(data)), "customRankCount": .number(Double(view.customRankCount)),
        "created": dates[name].map { .string($0) } ?? .null,
        "replaced": .number(Double(replaced[name] ?? 0)),
        "rules": .array(rules.rules.map(\.json)),
        "ruleRecords": .object(JSONObject(rules.records.map { ($0, .number(Double($1))) })),
        "synonyms": .array(view.synonyms.withLock { $0.synonyms }.map(\.json)),
      ])
    }
    writer.addJSON("manifest", ["data": .array(dataEntries), "views": .array(viewEntries)])
    try writer.write(to: path)
  }

  /// Opens a snapshot written by ``writeSnapshot(to:)``: maps the file, checks it, and adds
  /// its indices (replacing indices of the same names), without indexing anything again.
  ///
  /// - Parameters:
  ///   - path: the snapshot file.
  ///   - progress: told when each index is in place (phase `finished`).
  /// - Returns: each primary with its replicas and record count.
  /// - Throws: ``LocalLoadError`` saying what is wrong and where (not a snapshot, another format
  ///   version, truncated, or the section whose checksum fails, by name and offset); nothing is
  ///   added then.
  /// - Complexity: O(*n*) in the file's size: the checksums, then copies of the arrays; the
  ///   word and facet-value dictionaries are rebuilt from the stored vocabulary.
  @discardableResult
  public func openSnapshot(_ path: String, progress: ((LoadProgress) -> Void)? = nil) throws
    -> LocalLoadReport
  {
    let reader = try SnapshotReader(path: path)
    let manifest = try reader.json("manifest")
    let top = SnapshotManifestField(reader: reader, object: manifest, at: "manifest")
    let dataEntries = try top.array("data")
    // The records, the largest sections, are checked block by block as they are read; every
    // other section is checked now, on two threads, before anything reads it.
    try reader.verifyAll(except: Set(dataEntries.indices.map { "d\($0).records" }))
    let datas = try dataEntries.enumerated().map { number, entry in
      try IndexData(snapshot: reader, prefix: "d\(number).", manifest: entry)
    }
    let views = try SnapshotViews(reader, entries: try top.array("views"), datas: datas)
    return try store(views, from: path, progress: progress)
  }

  /// Stores the views read from the snapshot at `path`, one primary (with its replicas) at a
  /// time, in name order.
  /// - Throws: ``LocalLoadError`` when a replica's primary is not in the snapshot.
  private func store(
    _ views: SnapshotViews, from path: String, progress: ((LoadProgress) -> Void)?
  ) throws -> LocalLoadReport {
    var report = LocalLoadReport()
    for primary in views.groups.keys.sorted() {
      guard let built = views.groups[primary], let main = built[primary] else {
        throw LocalLoadError(
          file: path, reason: "corrupt snapshot: replicas of \(primary), which it does not hold")
      }
      for (name, table) in views.synonyms where built[name] != nil {
        built[name]!.synonyms.withLock { $0 = table }
      }
      store(
        built, primary: primary, ruleSets: views.rules.filter { built[$0.key] != nil },
        replaced: views.replaced[primary] ?? 0, created: views.dates)
      pending.withLock { $0[primary] = nil }
      report.indices.append(
        LocalLoadReport.LoadedIndex(
          name: primary, replicas: main.settings.replicas.map(\.name),
          recordCount: main.data.count, replacedDuplicates: views.replaced[primary] ?? 0))
      progress?(
        LoadProgress(
          indexName: primary, phase: .finished, completed: main.data.count,
          total: main.data.count))
    }
    return report
  }
}

/// The views of a snapshot's manifest, read and checked against the data they index, by index
/// name, before they are stored.
private struct SnapshotViews {
  /// The views by primary, then by name (the primary's own included).
  var groups: [String: [String: IndexView]] = [:]
  var rules: [String: RuleSet] = [:]
  var synonyms: [String: SynonymTable] = [:]
  var dates: [String: String] = [:]
  var replaced: [String: Int] = [:]

  /// Reads the manifest's `views`, each over one of `datas`.
  /// - Throws: ``LocalLoadError`` naming the view and member that does not match the data.
  init(_ reader: SnapshotReader, entries: [JSON], datas: [IndexData]) throws {
    let settings = try entries.map { entry in
      let field = SnapshotManifestField(reader: reader, object: entry, at: "views")
      return try IndexSettings(json: entry["settings"] ?? .null, source: try field.string("name"))
    }
    var ranks: [String: IndexArray<UInt32>] = [:]
    for (number, entry) in entries.enumerated() {
      let field = SnapshotManifestField(reader: reader, object: entry, at: "view \(number)")
      let name = try field.string("name")
      let primary = try field.optionalString("primary")
      let isVirtual = try field.bool("virtual")
      let dataNumber = try field.int("data")
      guard dataNumber < datas.count else { throw field.mismatch("data") }
      let data = datas[dataNumber]
      let primaryRanking = entries.firstIndex { $0["name"]?.stringValue == primary }
        .map { settings[$0].ranking }
      let customSection = "v\(number).customRanks"
      let custom = try ranks[customSection] ?? reader.view(customSection)
      ranks[customSection] = custom
      let browse = try reader.view("v\(number).browseOrder", of: UInt32.self)
      guard custom.count == data.count, browse.count == data.count else {
        throw field.mismatch("data")
      }
      let view = IndexView(
        name: name, settings: settings[number], data: data, primary: primary,
        isVirtual: isVirtual,
        ranking: isVirtual
          ? (primaryRanking ?? settings[number].ranking) : settings[number].ranking,
        customRanks: custom, customRankCount: try field.int("customRankCount"),
        browseOrder: browse)
      groups[primary ?? name, default: [:]][name] = view
      try readRulesAndSynonyms(entry, field: field, name: name, data: data)
      dates[name] = try field.optionalString("created")
      replaced[name] = try field.int("replaced")
    }
  }

  /// Reads one view's rules (with the records they pin or hide) and synonyms.
  private mutating func readRulesAndSynonyms(
    _ entry: JSON, field: SnapshotManifestField, name: String, data: IndexData
  ) throws {
    let path = field.reader.path
    let ruleList = try Rule.list(json: entry["rules"] ?? [], file: path)
    if !ruleList.isEmpty {
      var records: [String: UInt32] = [:]
      for (id, record) in entry["ruleRecords"]?.objectValue ?? [:] {
        guard let number = record.intValue, number >= 0, number < data.count else {
          throw field.mismatch("ruleRecords")
        }
        records[id] = UInt32(number)
      }
      rules[name] = RuleSet(ruleList, data: data, records: records)
    }
    let synonymList = try Synonym.list(json: entry["synonyms"] ?? [], file: path)
    if !synonymList.isEmpty { synonyms[name] = SynonymTable(synonymList) }
  }
}
