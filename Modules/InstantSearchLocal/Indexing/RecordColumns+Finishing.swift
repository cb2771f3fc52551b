import InstantSearchCore

extension RecordColumns {
  /// Starts finishing `columns` (``finish()``) on a thread of its own (``ThreadWork``), leaving
  /// empty columns in their place, so the caller can finish the inverted index meanwhile on the
  /// other core.
  ///
  /// The thread owns the columns alone, so each one's building arrays are freed as it is
  /// finished. It checks no cancellation (it runs outside any task): the caller checks once it
  /// has waited.
  ///
  /// - Returns: a function that waits for the thread and gives what it finished; call it once.
  static func finishing(_ columns: inout RecordColumns) -> @Sendable () -> Finished {
    let handoff = Locked<RecordColumns?>(nil)
    handoff.withLock { $0 = columns }
    columns = RecordColumns(facetNames: [], sortAttributes: [], expectedCount: 0)
    let work = ThreadWork(label: "org.instantsearch.local.columns") { () -> Finished? in
      var taken = handoff.withLock { $0.take() }
      let finished = try? taken?.finish()
      taken = nil
      return finished
    }
    return {
      guard let finished = work.wait() else {
        preconditionFailure("the columns' thread finishes them outside any task, uncancelled")
      }
      return finished
    }
  }
}
