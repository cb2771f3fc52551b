import Foundation
import InstantSearchCore
import InstantSearchLocal

/// The indices behind the server: searches go to a `LocalClient` whose index generations are
/// immutable; writes are logged (fsynced), queued, and applied by one publishing thread that
/// builds the next generation of each changed primary (with its replicas) and swaps it in.
///
/// Searches never wait for writes: they run on the generation that was current when they
/// started. Writes queued while a generation builds are applied together, so a stream of
/// single-record writes costs one rebuild per batch, not one per write.
///
/// A single file (a snapshot written by `instantsearch index`, or one records file) is served
/// read-only: ``open(data:strict:ignoringChangedFiles:)`` loads it as the REPL's `--data FILE`
/// does, and every write is a 403 naming the file. So is a folder with an index that could not
/// be loaded (a settings file it refuses, a records file that does not parse): a write would
/// save the folder's indices without that one, so every write is a 403 naming the file until
/// it is mended.
///
/// Thread-safe: call from any thread.
public final class ServerEngine: @unchecked Sendable {
  // @unchecked Sendable: `queue`, `publishedTask`, `snapshot`, `stopping` and `running` are
  // guarded by `condition`; `store` is used only by the publishing thread, or before it starts
  // and after it ends; `appendLock` orders task numbers (`lastTask`), the log's creation and
  // appends, and the queue.
  //
  // `condition` stays an `NSCondition`, not a `Locked`: the publishing thread sleeps on it until
  // writes are queued, and `waitUntilPublished()` and `close()` sleep on it until a batch is
  // published or the thread ends, which takes a condition variable's wait. (`NSCondition` is a
  // pthread mutex and condition variable, which ThreadSanitizer follows.)
  /// The engine searches run on.
  public let local: LocalClient
  /// The dataset folder, or the file served read-only.
  public let folder: String
  /// Whether the engine takes no writes: it serves a file, or an index of its folder could not
  /// be loaded (a saved state would leave that index out).
  public var isReadOnly: Bool { writeRefusal != nil }
  /// Why writes are refused (a 403's message), or nil when they are taken. Set before
  /// ``start()``, read only after it.
  private var writeRefusal: String?
  /// The write log, opened at the first write (a server that takes none writes nothing).
  private var log: WriteLog?
  /// Held while the engine works on the folder; nil for a file served read-only.
  private let lock: FolderLock?
  private let condition = NSCondition()
  private let appendLock = Locked(())
  private var queue: [WriteLog.Entry] = []
  private var lastTask: Int
  /// The first task this folder's writes may have: tasks are numbered from the time in
  /// milliseconds, and the saved writes began when `sources.json` was written.
  private var firstTask: Int
  private var publishedTask: Int
  private var snapshot = IndexStore()
  private var store = IndexStore()
  private var stopping = false
  private var running = false

  /// What opening the folder found.
  public struct OpenReport: Sendable {
    /// The primary indices, sorted.
    public var indices: [String]
    /// Log entries replayed (writes acknowledged since the last compaction).
    public var replayed: Int
    /// Bytes of a torn or corrupted last log entry that were dropped, 0 when none.
    public var droppedBytes: Int
    /// Where in the log the dropped bytes started.
    public var droppedAt: Int
    /// Where the indices were read from: the folder (or file) itself, or the server's saved
    /// state in `.instantsearch/state` once writes have been saved.
    public var loadedFrom: String
    /// What loading noticed, one sentence each: files that are not records, settings keys
    /// unknown or not implemented.
    public var warnings: [String]
    /// The indices that could not be loaded, one sentence each naming the file and what is
    /// wrong with it. When there is one, a folder is served read-only: a write would save a
    /// state without that index, and an export would leave it out.
    public var unloaded: [String] = []
    /// Whether `--data` named a file (a snapshot, or records), which is served read-only, not a
    /// folder.
    public var isFile = false
  }

  /// Opens what `--data` names: a dataset folder as
  /// ``open(folder:strict:ignoringChangedFiles:)`` does, or a file (a snapshot, or one records
  /// file with the files beside it) read-only, through the local engine's `load(_:)`, which maps
  /// a snapshot in place.
  ///
  /// - Parameters:
  ///   - path: the folder or file; a missing path is a folder to create.
  ///   - strict: refuse search parameters and settings the engine does not implement.
  ///   - ignoringChangedFiles: for a folder, as ``open(folder:strict:ignoringChangedFiles:)``.
  /// - Returns: the engine and what was found.
  /// - Throws: `LocalLoadError` naming the file and what is wrong with it (a damaged snapshot:
  ///   the section and offset), as ``open(folder:strict:ignoringChangedFiles:)`` does.
  public static func open(
    data path: String, strict: Bool = false, ignoringChangedFiles: Bool = false
  ) throws -> (ServerEngine, OpenReport) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      !isFolder.boolValue
    else {
      return try open(folder: path, strict: strict, ignoringChangedFiles: ignoringChangedFiles)
    }
    let engine = ServerEngine(folder: path, lock: nil, strict: strict)
    engine.writeRefusal =
      "The server serves the file \(path) read-only: serve a dataset folder to write"
    return (engine, try engine.loadFile())
  }

  /// Opens a dataset folder: finishes an interrupted compaction, loads the server's saved
  /// state (or, before the first write, the folder's own files), replays the log (dropping a
  /// torn last entry), and folds the log into the saved state. The folder's own files are
  /// only ever read.
  ///
  /// - Parameters:
  ///   - folder: the dataset folder; created when missing.
  ///   - strict: refuse search parameters and settings the engine does not implement.
  ///   - ignoringChangedFiles: open the saved state even when the folder's files changed since
  ///     it began (for an export); a warning says which.
  /// - Returns: the engine and what was found.
  /// - Throws: `LocalLoadError` for a bad file in the folder; ``APIError`` 409 when another
  ///   process uses the folder, or when its files changed since writes were saved on top of
  ///   them; 500 when the server's own files cannot be read or written.
  public static func open(
    folder: String, strict: Bool = false, ignoringChangedFiles: Bool = false
  ) throws -> (ServerEngine, OpenReport) {
    try Compaction.makeFolder(folder)
    let lock = try FolderLock(folder)
    try Compaction.finishPending(folder: folder)
    let engine = ServerEngine(folder: folder, lock: lock, strict: strict)
    let report = try engine.loadFolder(ignoringChangedFiles: ignoringChangedFiles)
    return (engine, report)
  }

  private init(folder: String, lock: FolderLock?, strict: Bool) {
    self.folder = folder
    self.lock = lock
    local = LocalClient(strict: strict)
    lastTask = Int(Date().timeIntervalSince1970 * 1000)
    firstTask = lastTask + 1
    publishedTask = lastTask
  }

  /// Loads a file served read-only.
  private func loadFile() throws -> OpenReport {
    let loaded = try local.load(folder)
    try fillStore(extrasFrom: nil)
    store.foldRecordChanges()
    snapshot = store
    return OpenReport(
      indices: local.primaries.map(\.name), replayed: 0, droppedBytes: 0, droppedAt: 0,
      loadedFrom: folder, warnings: loaded.warnings,
      unloaded: loaded.failures.map(\.description), isFile: true)
  }

  /// Loads the saved state (or the folder's files), then replays and folds the log.
  private func loadFolder(ignoringChangedFiles: Bool) throws -> OpenReport {
    let logPath = Compaction.logPath(folder)
    let saved = Compaction.indicesFolder(folder)
    let hasState = Compaction.hasState(folder)
    let logSize = (try? FileManager.default.attributesOfItem(atPath: logPath)[.size] as? Int) ?? 0
    var warnings: [String] = []
    if hasState || logSize > 0, let changed = changedFiles(), !changed.isEmpty {
      let names = changed.map { "\(folder)/\($0)" }.joined(separator: ", ")
      guard ignoringChangedFiles else {
        throw APIError(
          409,
          "\(names) changed since writes were saved on top of the folder's files (in "
            + "\(Compaction.stateFolder(folder))). Nothing was changed: to keep those writes, "
            + "export them (instantsearch export --data \(folder) --out NEW_FOLDER); to serve "
            + "the files as they are now, move \(Compaction.stateFolder(folder)) aside")
      }
      warnings.append("\(names) changed since the saved writes began; the saved state is used")
    }
    let base = hasState ? saved : folder
    var unloaded: [String] = []
    if Self.hasRecordsFile(base) {
      do {
        let loaded = try local.loadFolder(base)
        warnings += loaded.warnings
        unloaded = loaded.failures.map(\.description)
      } catch let error as LocalLoadError {
        unloaded = [error.description]
      }
    }
    if let first = unloaded.first {
      writeRefusal =
        "The server serves \(folder) read-only: \(first); a write would save the folder's "
        + "indices without it. Mend the file and start the server again to write"
    }
    try fillStore(extrasFrom: base)
    let replay = WriteLog.replay(path: logPath)
    let sources =
      try? FileManager.default.attributesOfItem(
        atPath: Compaction.sourcesPath(folder))[.modificationDate] as? Date
    if let sources {
      firstTask = min(firstTask, Int(sources.timeIntervalSince1970 * 1000) - 1000)
    }
    if let first = replay.entries.first { firstTask = min(firstTask, first.task) }
    if !replay.entries.isEmpty {
      publish(replay.entries)
      lastTask = max(lastTask, replay.entries.last!.task)
      publishedTask = lastTask
    }
    store.foldRecordChanges()
    snapshot = store
    // Folding the log would save a state without the indices that could not be loaded: the
    // log stays as it is, replayed in memory, until they load.
    if !replay.entries.isEmpty && unloaded.isEmpty {
      try recordSourcesIfNew()
      try Compaction.run(store, folder: folder, log: nil)
    }
    return OpenReport(
      indices: local.primaries.map(\.name), replayed: replay.entries.count,
      droppedBytes: replay.droppedBytes, droppedAt: replay.droppedAt,
      loadedFrom: base, warnings: warnings, unloaded: unloaded)
  }

  /// Whether a folder holds a records file (an empty folder starts with no index).
  private static func hasRecordsFile(_ folder: String) -> Bool {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.contains { file in
      !file.hasPrefix(".") && !file.hasSuffix("_settings.json")
        && [".json", ".ndjson", ".jsonl"].contains(where: file.hasSuffix)
    }
  }

  /// The folder's files that changed since the saved writes began, or nil when there is no
  /// record of them (a log from before the record was kept).
  private func changedFiles() -> [String]? {
    guard let data = FileManager.default.contents(atPath: Compaction.sourcesPath(folder)),
      let json = try? JSONParser.parse([UInt8](data)), let saved = SourceFiles(json: json)
    else { return nil }
    return SourceFiles.changes(since: saved, folder: folder)
  }

  /// Records the folder's files as they are, when no saved state is built on them yet.
  private func recordSourcesIfNew() throws {
    let path = Compaction.sourcesPath(folder)
    guard
      !Compaction.hasState(folder) || !FileManager.default.fileExists(atPath: path)
    else { return }
    try Compaction.makeFolder(Compaction.stateFolder(folder))
    try AtomicFile.write(JSONWriter().bytes(SourceFiles(folder: folder).json), to: path)
  }

  /// Copies what the engine loaded into the store: records (each with its objectID), settings,
  /// and the rules and synonyms (from the folder's files, or from the engine for a file).
  private func fillStore(extrasFrom base: String?) throws {
    for (name, replicas) in local.primaries {
      store.indexes[name] = IndexState(settings: try local.settings(indexName: name).objectValue!)
      var number = 0
      try local.forEachRecord(ofIndex: name) { record in
        var object = record.objectValue ?? [:]
        guard let objectID = IndexStore.objectID(of: object) else {
          throw APIError(500, "record \(number) of \(name) has no objectID")
        }
        object["objectID"] = .string(objectID)
        _ = store.apply(.save(index: name, record: object)) { _, _ in [] }
        number += 1
      }
      for replica in replicas {
        store.indexes[replica] = IndexState(
          settings: try local.settings(indexName: replica).objectValue ?? [:], primary: name)
      }
      for index in [name] + replicas {
        store.indexes[index]?.extras =
          try base.map { folderExtras(index, in: $0) } ?? engineExtras(index)
      }
    }
  }

  /// The rules and synonyms of an index as the engine holds them (a snapshot carries them).
  private func engineExtras(_ index: String) throws -> [ExtraKind: [JSON]] {
    [
      .synonyms: try local.synonyms(indexName: index).map(\.json),
      .rules: try local.rules(indexName: index).map(\.json),
    ]
  }

  /// The rules and synonyms of an index from a folder's `NAME_rules.json` and
  /// `NAME_synonyms.json`, as the server saves them.
  private func folderExtras(_ index: String, in base: String) -> [ExtraKind: [JSON]] {
    var extras: [ExtraKind: [JSON]] = [:]
    for kind in ExtraKind.allCases {
      let path = "\(base)/\(index)_\(kind.rawValue).json"
      guard let data = FileManager.default.contents(atPath: path),
        let items = try? JSONParser.parse([UInt8](data)).arrayValue
      else { continue }
      extras[kind] = items
    }
    return extras
  }

  /// Starts the publishing thread; writes are accepted from then on.
  public func start() {
    condition.lock()
    running = true
    condition.unlock()
    Thread { [self] in publishLoop() }.start()
    guard !isReadOnly else { return }
    // A primary's first write would sort its objectIDs' hashes (O(N log N)): sort them now.
    Thread { [local] in
      for primary in local.primaries { try? local.prepareChanges(inIndex: primary.name) }
    }.start()
  }

  /// Logs a request's operations (fsynced) and queues them for publishing.
  /// - Returns: the task that ``isPublished(_:)`` reports once the writes are searchable.
  /// - Throws: ``APIError`` 500 when the log cannot be written (nothing is applied then), 503
  ///   when the engine is shutting down, 403 when it is read-only (it serves a file, or an index
  ///   of its folder could not be loaded).
  func submit(_ operations: [WriteOperation]) throws -> Int {
    if let writeRefusal { throw APIError(403, writeRefusal) }
    return try appendLock.withLock { _ in
      condition.lock()
      let accepting = running && !stopping
      condition.unlock()
      guard accepting else { throw APIError(503, "The server is shutting down") }
      let log = try openLog()
      let entry = WriteLog.Entry(task: lastTask + 1, operations: operations)
      try log.append(entry)
      lastTask = entry.task
      condition.lock()
      queue.append(entry)
      condition.signal()
      condition.unlock()
      return entry.task
    }
  }

  /// Whether this run logged a write (so ``close()`` saves the state).
  public var tookWrites: Bool {
    appendLock.withLock { _ in (log?.count ?? 0) > 0 }
  }

  /// The log, opened (with the record of the folder's files) at the first write.
  private func openLog() throws -> WriteLog {
    if let log { return log }
    try recordSourcesIfNew()
    let opened = try WriteLog(path: Compaction.logPath(folder))
    log = opened
    return opened
  }

  /// Whether a task's writes are visible to searches: nil for a task never issued (after the
  /// last one, or before the folder's first write).
  public func isPublished(_ task: Int) -> Bool? {
    let issued = appendLock.withLock { _ in task <= lastTask && task >= firstTask }
    guard issued else { return nil }
    condition.lock()
    defer { condition.unlock() }
    return task <= publishedTask
  }

  /// Blocks until every write submitted so far is published.
  public func waitUntilPublished() {
    let target = appendLock.withLock { _ in lastTask }
    condition.lock()
    while publishedTask < target && running { condition.wait() }
    condition.unlock()
  }

  /// The indices as last published (records and settings), for reads that do not search.
  var published: IndexStore {
    condition.lock()
    defer { condition.unlock() }
    return snapshot
  }

  /// Publishes what is queued, stops the publishing thread, and folds the log into the saved
  /// state when this run took writes (nothing is written otherwise).
  /// - Throws: ``APIError`` 500 when the state cannot be written (the log stays whole).
  public func close() throws {
    appendLock.withLock { _ in
      condition.lock()
      stopping = true
      condition.broadcast()
      while running { condition.wait() }
      condition.unlock()
    }
    defer { lock?.release() }
    if let log, log.count > 0 { try Compaction.run(store, folder: folder, log: log) }
  }

  /// Writes the indices as last published into a new dataset folder.
  /// - Parameter destination: a folder that does not exist yet, or is empty.
  /// - Returns: the files written, sorted.
  /// - Throws: ``APIError`` 409 when the destination holds files, 500 when a file cannot be
  ///   written.
  @discardableResult
  public func export(to destination: String) throws -> [String] {
    try Compaction.export(published, to: destination)
  }

  /// How many records the publishing thread writes again into new blocks between two batches
  /// (``IndexStore/compactRecords(limit:)``): a few milliseconds of work.
  static let recordsMovedAtOnce = 16_384

  private func publishLoop() {
    while true {
      condition.lock()
      // Records being written again into new blocks go on between batches, and alone when no
      // write waits.
      while queue.isEmpty && !stopping && !store.isCompactingRecords { condition.wait() }
      let batch = queue
      queue = []
      if batch.isEmpty && stopping {
        running = false
        condition.broadcast()
        condition.unlock()
        return
      }
      condition.unlock()
      let touched = batch.isEmpty ? [:] : publish(batch)
      let moved = store.compactRecords(limit: Self.recordsMovedAtOnce)
      store.foldRecordChanges()
      condition.lock()
      if let touched {
        publishRecords(touched.merging(moved, uniquingKeysWith: { $0.union($1) }))
      } else {
        snapshot = store
      }
      if let last = batch.last { publishedTask = last.task }
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Makes the readers' copy of the store equal to the store after a batch that changed only
  /// records: copies the records changed or moved, so that neither copy is copied whole. An
  /// index whose records the store has folded into a new base since (after this batch, or
  /// after a finished compaction) gets the store's whole table instead, sharing that base, so
  /// the old one and the record blocks it holds go. Called with `condition` held.
  private func publishRecords(_ changed: [String: Set<String>]) {
    for (name, state) in store.indexes where snapshot.indexes[name] != nil {
      // (Checked without keeping a copy of the readers' table, which a copy held across the
      // changes below would make them copy.)
      guard snapshot.indexes[name]!.records.sharesBase(with: state.records) else {
        snapshot.indexes[name]!.records = state.records
        continue
      }
      for objectID in changed[name] ?? [] {
        snapshot.indexes[name]!.records[objectID] = state.records[objectID]
      }
    }
  }

  /// Applies entries to the store, then makes them searchable: the records saved, updated or
  /// deleted in a primary as record changes (``LocalClient/changeRecords(inIndex:_:)``, which
  /// cost what they change), any other change by building the primary once again.
  ///
  /// - Returns: the records changed in each primary when nothing else changed, else `nil`.
  @discardableResult
  private func publish(_ entries: [WriteLog.Entry]) -> [String: Set<String>]? {
    var changed: Set<String> = []
    var onlyRecords = true
    var touched: [String: Set<String>] = [:]
    var recordChanges: [String: [RecordChange]] = [:]
    func flush(_ name: String) {
      guard let changes = recordChanges.removeValue(forKey: name) else { return }
      do {
        try local.changeRecords(inIndex: name, changes)
      } catch {
        changed.insert(name)
      }
    }
    for operation in entries.flatMap(\.operations) {
      let primary = store.primary(of: operation.index)
      if case .deleteBy = operation {
        // The query must see the writes before it in the batch.
        if changed.contains(primary) {
          build([primary])
          changed.remove(primary)
        }
        flush(primary)
      }
      var matched: [String] = []
      let result = store.apply(operation) { name, parameters in
        let records = (try? local.matchingRecords(indexName: name, parameters: parameters)) ?? []
        matched = records.compactMap { $0["objectID"]?.stringValue }
        return matched
      }
      for name in result.deleted where store.indexes[name] == nil {
        local.removeIndex(named: name)
        changed.remove(name)
        recordChanges[name] = nil
      }
      let incremental =
        result.changed == [primary] && !changed.contains(primary)
        && local.recordCount(of: primary) != nil
      if incremental, case .deleteBy = operation {
        // The records the query matched, deleted one by one.
        recordChanges[primary, default: []] += matched.map { .delete(objectID: $0) }
        touched[primary, default: []].formUnion(matched)
      } else if incremental, let (change, objectID) = recordChange(operation, in: primary) {
        recordChanges[primary, default: []].append(change)
        touched[primary, default: []].insert(objectID)
      } else if !result.changed.isEmpty || !result.deleted.isEmpty {
        onlyRecords = false
        changed.formUnion(result.changed)
      }
    }
    for name in recordChanges.keys.sorted() where !changed.contains(name) { flush(name) }
    build(changed)
    return onlyRecords && changed.isEmpty ? touched : nil
  }

  /// The change an operation made to a record of `primary`, as the store now holds it, and
  /// the record's objectID; `nil` for an operation that is not a record's save, update or
  /// delete.
  private func recordChange(_ operation: WriteOperation, in primary: String) -> (
    RecordChange, String
  )? {
    let objectID: String
    switch operation {
    case .save(_, let record):
      // Stored as given: no need to read it back.
      guard let id = IndexStore.objectID(of: record), store.indexes[primary]?.records[id] != nil
      else { return nil }
      return (.save(.object(record)), id)
    case .partial(_, let id, _, _): objectID = id
    case .delete(_, let id): return (.delete(objectID: id), id)
    default: return nil
    }
    return store.indexes[primary]?.records[objectID].map { (.save(.object($0.object)), objectID) }
  }

  private func build(_ names: Set<String>) {
    for name in names.sorted() {
      guard let state = store.indexes[name], state.primary == nil else { continue }
      var replicaSettings: [String: JSON] = [:]
      for replica in state.replicaNames {
        replicaSettings[replica] = .object(store.indexes[replica]?.settings ?? [:])
      }
      do {
        try local.addIndex(
          named: name, records: state.orderedRecords, settings: .object(state.settings),
          replicaSettings: replicaSettings)
        for index in [name] + state.replicaNames {
          let extras = store.indexes[index]?.extras ?? [:]
          try local.setSynonyms(
            Synonym.list(json: .array(extras[.synonyms] ?? [])), indexName: index)
          try local.setRules(Rule.list(json: .array(extras[.rules] ?? [])), indexName: index)
        }
      } catch {
        FileHandle.standardError.write(Data("serve: index \(name) not rebuilt: \(error)\n".utf8))
      }
    }
  }
}
