/// What one load added, what it could not load and why, and what it noticed on the way.
///
/// A folder loads the indices that are sound and lists the others in ``failures``; the caller
/// decides how to show them (the REPL prints them after its banner).
public struct LocalLoadReport: Sendable, Equatable {
  /// One primary index that was added, with its replicas.
  public struct LoadedIndex: Sendable, Equatable {
    /// The primary's name.
    public var name: String
    /// Its replicas' names, in the order its settings declare them.
    public var replicas: [String]
    /// The records the index holds, after duplicates were replaced: what the API's `entries`
    /// and a banner's "N records" show (not a hit count, which `distinct` can reduce).
    public var recordCount: Int
    /// How many records replaced an earlier record with the same objectID (the later one wins,
    /// as in Algolia); 0 when every objectID is unique.
    public var replacedDuplicates: Int

    /// Creates a description of a loaded index.
    ///
    /// - Parameters:
    ///   - name: the primary's name.
    ///   - replicas: its replicas.
    ///   - recordCount: the records kept.
    ///   - replacedDuplicates: the records that replaced an earlier one.
    public init(name: String, replicas: [String], recordCount: Int, replacedDuplicates: Int) {
      self.name = name
      self.replicas = replicas
      self.recordCount = recordCount
      self.replacedDuplicates = replacedDuplicates
    }
  }

  /// The primaries added, sorted by name.
  public var indices: [LoadedIndex] = []
  /// The indices that could not be loaded, one error each (naming the file, line or JSON path);
  /// none of their files changed the engine.
  public var failures: [LocalLoadError] = []
  /// Files that were read but not used, or used with a caveat (a replica's settings whose
  /// primary is missing, settings given twice): one sentence each, naming the file.
  public var warnings: [String] = []

  /// Creates an empty report.
  public init() {}

  /// The names of the primaries added, sorted.
  public var indexNames: [String] { indices.map(\.name) }
}
