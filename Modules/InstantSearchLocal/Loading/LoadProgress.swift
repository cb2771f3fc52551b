/// How far loading has got, reported while records are read and indexed.
public struct LoadProgress: Sendable, Equatable {
  /// The stage of loading.
  public enum Phase: String, Sendable, Equatable {
    /// Reading and parsing a whole records file before indexing it (only for a file that
    /// repeats an objectID; other files are parsed as they are indexed).
    case parsing
    /// Building the inverted index, facet sets and numeric columns; for a records file, each
    /// record as it is parsed.
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
  /// Records done so far, or bytes of the file when a records file is being read.
  public var completed: Int
  /// Records in all, or the size of the records file being read.
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
