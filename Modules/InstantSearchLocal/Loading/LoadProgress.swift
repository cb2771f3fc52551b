/// How far loading has got, reported while records are read and indexed.
public struct LoadProgress: Sendable, Equatable {
  /// The stage of loading.
  public enum Phase: String, Sendable, Equatable {
    /// Reading and parsing the records' JSON.
    case parsing
    /// Building the inverted index, facet sets and numeric columns.
    case indexing
    /// Sorting records for the ranking of each index and replica.
    case sorting
    /// Done.
    case finished
  }

  /// The index being loaded.
  public var indexName: String
  /// The stage.
  public var phase: Phase
  /// Records (or bytes, while parsing) done so far.
  public var completed: Int
  /// Records (or bytes, while parsing) in all.
  public var total: Int

  /// Creates a progress report.
  ///
  /// - Parameters:
  ///   - indexName: the index being loaded.
  ///   - phase: the stage.
  ///   - completed: units done.
  ///   - total: units in all.
  public init(indexName: String, phase: Phase, completed: Int, total: Int) {
    self.indexName = indexName
    self.phase = phase
    self.completed = completed
    self.total = total
  }

  /// The fraction done, from 0 to 1.
  public var fraction: Double {
    total > 0 ? min(1, Double(completed) / Double(total)) : 1
  }
}
