import Foundation
import InstantSearchCore

extension IndexData {
  /// Builds an ``IndexData`` one record at a time: the compact JSON store, the inverted index,
  /// the facet, numeric and sort columns. ``finish()`` sorts and trims them.
  ///
  /// Not thread-safe: one builder is filled by one caller.
  struct Builder {
    /// The searchable attribute paths, one slot each, in priority order.
    let slots: [String]
    /// The ranking level of each slot.
    let slotLevels: [Int]
    /// Whether each slot's positions are ignored by the attribute criterion.
    let slotUnordered: [Bool]
    /// The searchable attribute paths, split once.
    private let slotPaths: [AttributePath]
    /// The facet, numeric and sort columns while building; empty after ``finish()``.
    private var columns: RecordColumns
    /// The records' compact JSON, compressed block by block as they come.
    private var store: RecordBytes.Builder
    /// The inverted index (sorted by ``finish()``).
    private(set) var terms = TermIndex()
    /// The numeric columns (sorted by ``finish()``).
    private(set) var numerics: [String: NumericColumn] = [:]
    /// The facet columns by attribute, after ``finish()``.
    private(set) var facets: [String: FacetColumn] = [:]
    /// The sort ranks by attribute, after ``finish()``.
    private(set) var sortRanks: [String: (ranks: IndexArray<UInt32>, distinct: Int)] = [:]
    /// The words of the records not yet added to ``terms``, reused batch after batch.
    private var batch = TokenBatch()
    /// The thread that adds the words to the inverted index, for a large load on a machine of
    /// more than one core; `nil` when the words are added here, a record at a time.
    private var pipeline: TermPipeline?
    /// How many records were added.
    private(set) var count = 0
    /// The records' `_geoloc` points.
    private(set) var geo = GeoColumn()

    /// Prepares the columns that `settings` (the primary's) and `replicaSettings` need.
    ///
    /// - Parameters:
    ///   - settings: the primary's settings (the searchable attributes, facets, sort
    ///     attributes and distinct attribute).
    ///   - replicaSettings: the replicas' settings (their facets and sort attributes).
    ///   - sample: the first records, which name the searchable attributes when the settings
    ///     do not, and predict the store's size.
    ///   - expectedCount: about how many records will come, to reserve the store once.
    ///   - twoStage: whether the words are added to the inverted index on a second thread
    ///     (``TermPipeline``); by default, when `expectedCount` is at least
    ///     ``pipelineThreshold`` and the machine has more than one core.
    ///   - slotsOf: an index whose searchable slots this one takes instead of naming its own
    ///     (the records written since it was built, searched beside it).
    init(
      settings: IndexSettings, replicaSettings: [IndexSettings], sample: ArraySlice<JSON>,
      expectedCount: Int, twoStage: Bool? = nil, slotsOf: IndexData? = nil
    ) {
      let slots =
        slotsOf.map { (paths: $0.slots, levels: $0.slotLevels, unordered: $0.slotUnordered) }
        ?? Self.searchableSlots(settings, sample: sample)
      // A place names 13 bits of slot: further attributes are not searchable.
      self.slots = Array(slots.paths.prefix(MatchPlace.slotCount))
      slotLevels = Array(slots.levels.prefix(MatchPlace.slotCount))
      slotUnordered = Array(slots.unordered.prefix(MatchPlace.slotCount))
      slotPaths = self.slots.map(AttributePath.init)

      let all = [settings] + replicaSettings
      var facetNames = ["_tags"]
      for settings in all {
        for declaration in settings.attributesForFaceting
        where !facetNames.contains(declaration.attribute) {
          facetNames.append(declaration.attribute)
        }
      }
      var sortAttributes = Set(all.flatMap(\.sortAttributes))
      // Replicas sharing this index may group by an attribute of their own.
      sortAttributes.formUnion(all.compactMap(\.attributeForDistinct))
      columns = RecordColumns(
        facetNames: facetNames, sortAttributes: Array(sortAttributes),
        expectedCount: expectedCount)

      let cores = ProcessInfo.processInfo.activeProcessorCount
      let twoStage = twoStage ?? (expectedCount >= Self.pipelineThreshold && cores > 1)
      if twoStage { pipeline = TermPipeline(terms: TermIndex()) }
      // The store's blocks are compressed beside the words' second stage.
      store = RecordBytes.Builder(
        sample: sample, expectedCount: expectedCount, background: twoStage)
    }

    /// How many records an index needs for its words to be added on a second thread.
    static let pipelineThreshold = 20_000
    /// How many words a batch sent to the second thread holds, at least.
    private static let batchSize = 4096

    /// The declared searchable attributes, or every attribute of the sample in first-seen order.
    static func searchableSlots(_ settings: IndexSettings, sample: ArraySlice<JSON>)
      -> (paths: [String], levels: [Int], unordered: [Bool])
    {
      var slots: (paths: [String], levels: [Int], unordered: [Bool]) = ([], [], [])
      if let declared = settings.searchableAttributes {
        for (level, entry) in declared.enumerated() {
          for attribute in entry.attributes {
            slots.paths.append(attribute)
            slots.levels.append(level)
            slots.unordered.append(entry.unordered)
          }
        }
        return slots
      }
      var seen: Set<String> = []
      for record in sample {
        for key in record.objectValue?.keys ?? [] where key != "objectID" && !key.hasPrefix("_") {
          if seen.insert(key).inserted {
            slots.paths.append(key)
            slots.levels.append(slots.paths.count - 1)
            slots.unordered.append(false)
          }
        }
      }
      return slots
    }

    /// Adds the next record (a JSON object, checked by the caller).
    ///
    /// - Parameters:
    ///   - record: the record.
    ///   - text: the bytes it was parsed from, to the end of its file at most, when it comes
    ///     from a file: the store copies them when they are already its compact JSON.
    mutating func add(_ record: JSON, text: UnsafeBufferPointer<UInt8>? = nil) {
      let number = UInt32(count)
      store.add(record, text: text)
      indexText(of: record, number)
      columns.add(record, number)
      geo.append(GeoPoint.points(of: record))
      count += 1
    }

    /// Adds the words of the record's searchable attributes to the inverted index.
    private mutating func indexText(of record: JSON, _ number: UInt32) {
      for (slot, path) in slotPaths.enumerated() {
        guard let value = path.value(in: record) else { continue }
        var wordPosition: UInt32 = 0
        value.forEachScalar { scalar in
          guard let text = scalar.scalarText else { return }
          // A placeholder (`<Street>`) is also a term of its own, at its first word. Most texts
          // have none: `memchr` says so far faster than the placeholders' own scan.
          if text.containsByte(UInt8(ascii: "<")) {
            Placeholders.forEach(in: text) { term, offset in
              batch.append(
                term, record: number,
                place: MatchPlace.location(slot: slot, position: wordPosition + UInt32(offset)))
            }
          }
          var bytes = text
          let added = bytes.withUTF8 { bytes in
            Tokenizer.isASCII(bytes)
              ? batch.appendASCIIWords(
                of: bytes, record: number, slot: slot, position: wordPosition) : nil
          }
          if let added {
            wordPosition += added
          } else {
            Tokenizer.forEachTokenBytes(in: text) { token in
              batch.append(
                token, record: number,
                place: MatchPlace.location(slot: slot, position: wordPosition))
              wordPosition += 1
            }
          }
          // Array elements are 8 positions apart.
          wordPosition += 8
        }
      }
      if let pipeline {
        if batch.count >= Self.batchSize { pipeline.send(&batch) }
      } else {
        terms.add(batch)
        batch.removeAll()
      }
    }

    /// The record store, once every record is added; call it once.
    mutating func finishStore() -> RecordBytes { store.finish() }

    /// Sorts and trims what was added; call it once, after the last record.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled between two steps.
    mutating func finish() throws {
      guard let pipeline else {
        // The columns go first: what they free (the sort values) is then free before the flat
        // posting lists, the largest arrays of the build, are allocated.
        take(try columns.finish())
        columns = RecordColumns(facetNames: [], sortAttributes: [], expectedCount: 0)
        try Task.checkCancellation()
        batch = TokenBatch()
        terms.finish()
        return
      }
      // Two stages: the columns are finished on a thread of their own while this one waits for
      // the words' thread and then finishes the inverted index, so both cores work to the end.
      let finishedColumns = RecordColumns.finishing(&columns)
      pipeline.send(&batch)
      terms = pipeline.finish()
      self.pipeline = nil
      batch = TokenBatch()
      try Task.checkCancellation()
      terms.finish()
      take(finishedColumns())
      try Task.checkCancellation()
    }

    /// Keeps the finished facet and numeric columns and sort ranks.
    private mutating func take(_ finished: RecordColumns.Finished) {
      facets = finished.facets
      numerics = finished.numerics
      sortRanks = finished.sortRanks
    }
  }
}
