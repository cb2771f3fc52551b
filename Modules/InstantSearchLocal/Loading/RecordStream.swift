import InstantSearchCore

/// The records of one file (a JSON array or NDJSON), parsed and handed over one at a time, so
/// the whole file is never held as JSON values: a loader adds each record to the index and
/// drops it.
///
/// The file is mapped (``MappedFile``) and its pages are given back behind the reader, so what
/// stays in memory is what the index keeps. ``forEach(progress:unique:_:)`` can run again (an
/// index of a replica's own reads the records a second time).
struct RecordStream {
  /// A file that repeats an objectID: the records must be read in full to replace the earlier
  /// ones (see ``RecordLoader/replacingDuplicates(_:)``).
  struct RepeatedObjectID: Error {}

  /// The records file.
  let path: String
  private let file: MappedFile

  /// The file's size in bytes.
  var size: Int { file.bytes.count }

  /// Maps the records file at `path`.
  ///
  /// - Throws: ``LocalLoadError`` when it cannot be read.
  init(path: String) throws {
    self.path = path
    file = try MappedFile(path: path)
  }

  /// Calls `body` with each record, in the file's order, with the offset where it starts.
  ///
  /// - Parameters:
  ///   - progress: called every 10,000 records with the bytes read so far.
  ///   - unique: throw ``RepeatedObjectID`` after the last record when an objectID came twice
  ///     (or, once in billions of records, two of one hash: the exact path that follows finds
  ///     no duplicate and loads the same records).
  ///   - body: takes each record (a JSON object whose objectID, if any, is a string or number),
  ///     where it starts, and the file's bytes from there to the end (valid during the call).
  /// - Throws: ``LocalLoadError`` naming the file and the line (and column) at fault, or for a
  ///   file holding one search response; `CancellationError` as soon as the calling task is
  ///   cancelled (checked between records); ``RepeatedObjectID``; what `body` throws.
  func forEach(
    progress: ((Int) -> Void)? = nil, unique: Bool = false,
    _ body: (JSON, _ offset: Int, _ text: UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    file.rewind()
    var count = 0
    var first: JSON?
    // Hashes, not the objectIDs themselves (8 bytes each), in a plain array sorted once at the
    // end (a set costs about three times the room, and a hash and a probe per record): two
    // objectIDs of one hash only send the load to the exact path, which reads the records in
    // full and compares their objectIDs.
    var hashes: [Int] = []
    func take(_ record: JSON, line: Int, offset: Int) throws {
      try Task.checkCancellation()
      try RecordLoader.check(record, file: path, line: line, index: count)
      if unique, let objectID = record["objectID"]?.scalarText {
        hashes.append(objectID.hashValue)
      }
      if count == 0 { first = record }
      count += 1
      try body(record, offset, UnsafeBufferPointer(rebasing: file.bytes[offset...]))
      if count % 10_000 == 0 {
        file.release(before: offset)
        progress?(offset)
      }
    }
    do {
      try JSONParser.forEachElement(file.bytes) { record, line, offset in
        try take(record, line: line, offset: offset)
      }
    } catch let error as JSONParseError {
      // Not NDJSON: it may be one object written over several lines.
      guard count == 0, let whole = try? JSONParser.parse(file.bytes), whole.objectValue != nil
      else {
        throw LocalLoadError(
          file: path, line: error.line, column: error.column, reason: error.reason)
      }
      try take(whole, line: 1, offset: 0)
    }
    if count == 1, let first { try RecordLoader.refuseSearchResponse(first, file: path) }
    if unique && Self.repeats(&hashes) { throw RepeatedObjectID() }
    file.release(before: size)
    progress?(size)
  }

  /// Whether a value of `hashes` comes twice (sorts them).
  private static func repeats(_ hashes: inout [Int]) -> Bool {
    hashes.sort()
    return hashes.indices.dropFirst().contains { hashes[$0 - 1] == hashes[$0] }
  }

  /// Every record of the file, in memory.
  ///
  /// - Throws: what ``forEach(progress:unique:_:)`` throws.
  func all(progress: ((Int) -> Void)? = nil) throws -> [JSON] {
    var records: [JSON] = []
    try forEach(progress: progress) { record, _, _ in records.append(record) }
    return records
  }
}
