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
/// read-only: ``open(data:)`` loads it as the REPL's `--data FILE` does, and every write is a
/// 403 naming the file.
///
/// Thread-safe: call from any thread.
public final class ServerEngine: @unchecked Sendable {
  // @unchecked Sendable: `queue`, `publishedTask`, `snapshot`, `stopping` and `running` are
  // guarded by `condition`; `store` and `log` are used only by the publishing thread, or
  // before it starts and after it ends; `appendLock` orders task numbers, log and queue.
  /// The engine searches run on.
  public let local = LocalClient()
  /// The dataset folder, or the file served read-only.
  public let folder: String
  /// The write log; nil for a file served read-only.
  private let log: WriteLog?
  private let condition = NSCondition()
  private let appendLock = NSLock()
  private var queue: [WriteLog.Entry] = []
  private var lastTask: Int
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
  }

  /// Whether the engine serves a file, which takes no writes.
  public var isReadOnly: Bool { log == nil }

  /// Opens what `--data` names: a dataset folder as ``open(folder:)`` does, or a file (a
  /// snapshot, or one records file with the files beside it) read-only, through the local
  /// engine's `load(_:)`, which maps a snapshot in place.
  ///
  /// - Parameter path: the folder or file; a missing path is a folder to create.
  /// - Returns: the engine and what was found.
  /// - Throws: `LocalLoadError` naming the file and what is wrong with it (a damaged snapshot:
  ///   the section and offset), as ``open(folder:)`` does.
  public static func open(data path: String) throws -> (ServerEngine, OpenReport) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      !isFolder.boolValue
    else { return try open(folder: path) }
    let engine = ServerEngine(folder: path, log: nil)
    return (engine, try engine.load())
  }

  /// Opens a dataset folder: finishes an interrupted compaction, loads the folder, replays the
  /// log (dropping a torn last entry), and folds the log into the folder.
  ///
  /// - Parameter folder: the dataset folder; created when missing.
  /// - Returns: the engine and what was found.
  /// - Throws: `LocalLoadError` for a bad file in the folder, ``APIError`` 500 when the server's
  ///   own files cannot be read or written.
  public static func open(folder: String) throws -> (ServerEngine, OpenReport) {
    try FileManager.default.createDirectory(
      atPath: Compaction.stateFolder(folder), withIntermediateDirectories: true)
    let log = try WriteLog(path: Compaction.stateFolder(folder) + "/writes.log")
    try Compaction.finishPending(folder: folder, log: log)
    let engine = ServerEngine(folder: folder, log: log)
    let report = try engine.load()
    return (engine, report)
  }

  private init(folder: String, log: WriteLog?) {
    self.folder = folder
    self.log = log
    lastTask = Int(Date().timeIntervalSince1970 * 1000)
    publishedTask = lastTask
  }

  private func load() throws -> OpenReport {
    if isReadOnly {
      try local.load(folder)
    } else {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let hasRecords = files.contains { file in
        !file.hasPrefix(".") && !file.hasSuffix("_settings.json")
          && [".json", ".ndjson", ".jsonl"].contains(where: file.hasSuffix)
      }
      if hasRecords { try local.loadFolder(folder) }
    }
    try fillStore()
    guard let log else {
      snapshot = store
      return OpenReport(
        indices: local.primaries.map(\.name), replayed: 0, droppedBytes: 0, droppedAt: 0)
    }
    let replay = WriteLog.replay(path: log.path)
    if !replay.entries.isEmpty {
      publish(replay.entries)
      lastTask = max(lastTask, replay.entries.last!.task)
      publishedTask = lastTask
    }
    snapshot = store
    if !replay.entries.isEmpty || replay.droppedBytes > 0 {
      try Compaction.run(store, folder: folder, log: log)
    }
    return OpenReport(
      indices: local.primaries.map(\.name), replayed: replay.entries.count,
      droppedBytes: replay.droppedBytes, droppedAt: replay.droppedAt)
  }

  /// Copies what the engine loaded into the store: records, settings, and the rules and
  /// synonyms (from the folder's files, or from the engine for a file served read-only).
  private func fillStore() throws {
    for (name, replicas) in local.primaries {
      store.indexes[name] = IndexState(settings: try local.settings(indexName: name).objectValue!)
      for record in try local.records(ofIndex: name) {
        _ = store.apply(.save(index: name, record: record.objectValue ?? [:])) { _, _ in [] }
      }
      for replica in replicas {
        store.indexes[replica] = IndexState(
          settings: try local.settings(indexName: replica).objectValue ?? [:], primary: name)
      }
      for index in [name] + replicas {
        store.indexes[index]?.extras = isReadOnly ? try engineExtras(index) : folderExtras(index)
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

  /// The rules and synonyms of an index from the folder's `NAME_rules.json` and
  /// `NAME_synonyms.json`, as the server saves them.
  private func folderExtras(_ index: String) -> [ExtraKind: [JSON]] {
    var extras: [ExtraKind: [JSON]] = [:]
    for kind in ExtraKind.allCases {
      let path = "\(folder)/\(index)_\(kind.rawValue).json"
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
  }

  /// Logs a request's operations (fsynced) and queues them for publishing.
  /// - Returns: the task that ``isPublished(_:)`` reports once the writes are searchable.
  /// - Throws: ``APIError`` 500 when the log cannot be written (nothing is applied then), 503
  ///   when the engine is shutting down, 403 when it serves a file (read-only).
  func submit(_ operations: [WriteOperation]) throws -> Int {
    guard let log else {
      throw APIError(
        403, "The server serves the file \(folder) read-only: serve a dataset folder to write")
    }
    appendLock.lock()
    defer { appendLock.unlock() }
    condition.lock()
    let accepting = running && !stopping
    condition.unlock()
    guard accepting else { throw APIError(503, "The server is shutting down") }
    let entry = WriteLog.Entry(task: lastTask + 1, operations: operations)
    try log.append(entry)
    lastTask = entry.task
    condition.lock()
    queue.append(entry)
    condition.signal()
    condition.unlock()
    return entry.task
  }

  /// Whether a task's writes are visible to searches.
  public func isPublished(_ task: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return task <= publishedTask
  }

  /// Blocks until every write submitted so far is published.
  public func waitUntilPublished() {
    appendLock.lock()
    let target = lastTask
    appendLock.unlock()
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

  /// Publishes what is queued, stops the publishing thread, and folds the log into the folder
  /// (nothing to fold for a file served read-only).
  /// - Throws: ``APIError`` 500 when the folder cannot be written (the log stays whole).
  public func close() throws {
    appendLock.lock()
    condition.lock()
    stopping = true
    condition.broadcast()
    while running { condition.wait() }
    condition.unlock()
    appendLock.unlock()
    if let log { try Compaction.run(store, folder: folder, log: log) }
  }

  private func publishLoop() {
    while true {
      condition.lock()
      while queue.isEmpty && !stopping { condition.wait() }
      let batch = queue
      queue = []
      if batch.isEmpty {
        running = false
        condition.broadcast()
        condition.unlock()
        return
      }
      condition.unlock()
      publish(batch)
      condition.lock()
      snapshot = store
      publishedTask = batch.last!.task
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Applies entries to the store, then builds each changed primary once.
  private func publish(_ entries: [WriteLog.Entry]) {
    var changed: Set<String> = []
    for operation in entries.flatMap(\.operations) {
      if case .deleteBy = operation, changed.contains(store.primary(of: operation.index)) {
        // The query must see the writes before it in the batch.
        build([store.primary(of: operation.index)])
        changed.remove(store.primary(of: operation.index))
      }
      let result = store.apply(operation) { name, parameters in
        let records = (try? local.matchingRecords(indexName: name, parameters: parameters)) ?? []
        return records.compactMap { $0["objectID"]?.stringValue }
      }
      for name in result.deleted where store.indexes[name] == nil {
        local.removeIndex(named: name)
        changed.remove(name)
      }
      changed.formUnion(result.changed)
    }
    build(changed)
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
