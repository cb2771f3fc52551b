import Foundation
import InstantSearchCore

#if canImport(Glibc)
  import Glibc
#endif

extension LocalClient {
  /// How many saved records a primary gathers before a merge into a new base starts in the
  /// background: 1,000, or a twentieth of the index up to 5,000.
  static func mergeThreshold(baseCount: Int) -> Int {
    max(1000, min(baseCount / 20, 5000))
  }

  /// Applies changes to the records of a primary index (and so to its replicas); searches that
  /// start after the call returns see them, and answer exactly as if the index had been built
  /// again from its records (see the Local README, "Writes").
  ///
  /// A write costs what it changes: the base index stays as it is, the records it no longer
  /// holds are marked, and the records saved since are indexed beside it. When those grow past
  /// ``mergeThreshold(baseCount:)``, a merge builds a new base on another thread; searches and
  /// writes go on meanwhile. An index with a replica that has searchable attributes of its own
  /// is built again at each call instead.
  ///
  /// - Parameters:
  ///   - indexName: the primary index.
  ///   - changes: the changes, applied in order (an objectID saved twice keeps the later).
  /// - Returns: the objectID of each change, in order: a save's (generated when it had none), a
  ///   delete's.
  /// - Throws: `SearchError.http` 404 for an unknown index, 400 for a replica (write to its
  ///   primary), a save of something else than an object or with an objectID that is neither
  ///   a string nor a number; nothing is changed then.
  /// - Complexity: O(*c* + *N*/64) for *c* records saved since the last merge and *N* in the
  ///   base; the first call on an index also sorts the hashes of its objectIDs, O(*N* log *N*)
  ///   (``prepareChanges(inIndex:)``).
  @discardableResult
  public func changeRecords(inIndex indexName: String, _ changes: [RecordChange]) throws
    -> [String]
  {
    try Self.check(changes)
    let (ids, startMerge) = try pending.withLock { all in
      let previous = all[indexName]
      var state = try changeState(indexName, in: &all)
      var ids: [String] = []
      for change in changes {
        let (applied, id) = state.apply(change)
        ids.append(id)
        state.journal?.append(applied)
      }
      do {
        guard state.isSearchableAsSegments() else {
          all[indexName] = state
          try fold(&all, indexName)
          return (ids, false)
        }
        let segments = try state.segments()
        all[indexName] = state
        publish(segments, of: state)
      } catch {
        // Cancelled while indexing: the batch is not applied.
        all[indexName] = previous
        throw error
      }
      let count = state.baseView.data.count
      return (
        ids, state.journal == nil && state.saved.count > Self.mergeThreshold(baseCount: count)
      )
    }
    if startMerge { mergeInBackground(indexName) }
    return ids
  }

  /// Merges the changes written to an index into a new base now (what a background merge
  /// does), so that it is one index again. Searches and the calls that read the whole index
  /// (facet search, snapshots) do this themselves when they need it.
  ///
  /// A merge running in the background is waited for first, rather than built a second time
  /// beside it; only what was written meanwhile is merged then.
  ///
  /// - Parameter indexName: the primary or one of its replicas.
  /// - Throws: `SearchError.http` 404 for an unknown index.
  /// - Complexity: O(*N*), building the index again.
  public func mergeChanges(inIndex indexName: String) throws {
    backgroundMerges.wait()
    try mergeNow(inIndex: indexName)
  }

  /// Merges the changes written to an index into a new base now, beside a merge running in the
  /// background if there is one (a search that needs the index whole does not wait for it).
  func mergeNow(inIndex indexName: String) throws {
    // The name only: a view held here would keep the old base past the trim below.
    let primary = try registeredView(indexName).primary ?? indexName
    try pending.withLock { all in try fold(&all, primary) }
    // What earlier merges and writes freed goes back too, merged now or not.
    Self.returnFreedMemory()
  }

  /// Prepares a primary for writes now, which its first write would do otherwise: sorts the
  /// hashes of its objectIDs (O(*N* log *N*), no record read; an index opened from a snapshot
  /// reads its records once). A server calls it once its indices are loaded, on a thread of
  /// its own.
  ///
  /// - Parameter indexName: the primary.
  /// - Throws: `SearchError.http` 404 for an unknown index, 400 for a replica.
  public func prepareChanges(inIndex indexName: String) throws {
    try pending.withLock { all in all[indexName] = try changeState(indexName, in: &all) }
  }

  /// Whether an index has changes not merged into its base yet: its searches read the base and
  /// the records written since side by side.
  ///
  /// - Parameter indexName: the primary or one of its replicas.
  /// - Returns: false for an unknown index too.
  public func hasUnmergedChanges(inIndex indexName: String) -> Bool {
    changed.withLock { $0[indexName] != nil }
  }

  /// Refuses a batch with a save that is not an object, or whose objectID is not a string or a
  /// number.
  private static func check(_ changes: [RecordChange]) throws {
    for (position, change) in changes.enumerated() {
      guard case .save(let record) = change else { continue }
      guard record.objectValue != nil else {
        throw SearchError.http(
          status: 400, message: "Record at position \(position) is not an object")
      }
      switch record["objectID"] {
      case nil, .string?, .number?: continue
      default:
        throw SearchError.http(
          status: 400, message: "objectID at position \(position) must be a string or a number")
      }
    }
  }

  /// The changes of a primary, started at its first write (sorting its objectIDs' hashes), or again
  /// when the index was replaced since.
  private func changeState(_ name: String, in all: inout [String: PendingChanges]) throws
    -> PendingChanges
  {
    let view = try registeredView(name)
    guard view.primary == nil else {
      throw SearchError.http(
        status: 400, message: "Index \(name) is a replica: write to its primary")
    }
    let base = views.withLock { views in
      views.filter { $0.key == name || $0.value.primary == name }
    }
    // Unless the index or one of its replicas was replaced or removed since.
    if let state = all[name], state.base.allSatisfy({ base[$0.key] === $0.value }),
      state.base.count == base.count
    {
      return state
    }
    let state = PendingChanges(primary: name, base: base)
    try view.data.checkIntegrity()
    return state
  }

  /// Makes the changes of `state` what searches of its index names read (none: the views).
  private func publish(_ changes: IndexChanges?, of state: PendingChanges) {
    changed.withLock { changed in
      for name in state.base.keys { changed[name] = changes }
    }
  }

  /// Builds the index of a primary again from its records as they now are, and registers it
  /// with the rules and synonyms of each name; its changes then start again from nothing.
  private func fold(_ all: inout [String: PendingChanges], _ name: String) throws {
    guard let state = all[name], !state.isEmpty,
      views.withLock({ $0[name] }) === state.baseView
    else { return }
    let built = try rebuild(state)
    // An index added meanwhile under this name stays, and these writes go with the old one.
    guard register(state, built, changes: nil) else {
      all[name] = nil
      return
    }
    all[name] = PendingChanges(after: state, base: built.views)
  }

  /// Hands the memory a merge freed (the old base, the records read) back to the system: the
  /// allocator keeps it otherwise, in the arena of the thread that freed it.
  /// (glibc's `malloc_trim`, looked up at run time: Swift's Glibc module leaves out
  /// `<malloc.h>`.)
  static func returnFreedMemory() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      // RTLD_DEFAULT: the symbol as the process links it.
      if let symbol = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  /// The views of a primary built from the records of `state`, read one at a time.
  private func rebuild(_ state: PendingChanges) throws -> BuiltIndex {
    var replicas: [String: IndexSettings] = [:]
    for (name, view) in state.base where name != state.primary { replicas[name] = view.settings }
    return try build(
      name: state.primary, records: .changes(state), settings: state.baseView.settings,
      replicas: replicas, replaceDuplicates: false, progress: nil)
  }

  /// Registers views built from the records of `state`, with each name's rules and synonyms
  /// as they are now, the duplicates count kept, and `changes` for searches to read, unless
  /// the primary's view is no longer the base of `state`.
  ///
  /// - Returns: whether they were registered.
  private func register(_ state: PendingChanges, _ built: BuiltIndex, changes: IndexChanges?)
    -> Bool
  {
    var configurations: [String: IndexConfiguration] = [:]
    for (name, view) in state.base {
      configurations[name] = IndexConfiguration(
        rules: ruleSet(name).rules, synonyms: view.synonyms.withLock { $0.synonyms })
    }
    let replaced = replacedDuplicates.withLock { $0[state.primary] ?? 0 }
    return register(
      built.views, primary: state.primary, objectIDs: built.objectIDs,
      configurations: configurations, replaced: replaced, changes: changes,
      replacing: state.baseView)
  }

  /// Merges the changes of a primary into a new base on another thread. Writes go on meanwhile
  /// and are kept in the journal; once the new base is built they are applied to it again, and
  /// the new base and those changes replace the old ones in one step. Nothing is replaced when
  /// the index was replaced or merged meanwhile.
  private func mergeInBackground(_ name: String) {
    let started = pending.withLock { all -> PendingChanges? in
      guard var state = all[name], state.journal == nil else { return nil }
      state.journal = []
      all[name] = state
      return state
    }
    guard let state = started else { return }
    // Handed over in a box the thread empties, so that the old base is freed (when nothing
    // else holds it) before the memory goes back: a value the closure captured would live as
    // long as the thread.
    let job = Locked<PendingChanges?>(state)
    backgroundMerges.enter()
    Thread.detachNewThread { [self] in
      if let state = job.withLock({ $0.take() }) { finishMerge(name, from: state) }
      Self.returnFreedMemory()
      backgroundMerges.leave()
    }
  }

  /// Builds the new base of a background merge from `state`, applies the journal to it, and
  /// registers it unless the index was replaced or merged meanwhile.
  private func finishMerge(_ name: String, from state: PendingChanges) {
    let built = try? rebuild(state)
    pending.withLock { all in
      guard var current = all[name], current.baseView === state.baseView else { return }
      guard let built, let journal = current.journal else {
        current.journal = nil
        all[name] = current
        return
      }
      var next = PendingChanges(after: current, base: built.views)
      for change in journal { _ = next.apply(change) }
      let changes = next.isSearchableAsSegments() ? try? next.segments() : nil
      if changes == nil && !next.isEmpty {
        // The writes meanwhile cannot be searched beside the new base: keep the old one.
        current.journal = nil
        all[name] = current
        return
      }
      all[name] = register(current, built, changes: changes) ? next : nil
    }
  }
}
