import Foundation
import InstantSearchCore

/// The append-only log of acknowledged writes: each entry is one request's task and
/// operations, framed as `length (4 bytes LE) | CRC-32 (4 bytes LE) | JSON`, and fsynced before
/// the request is answered.
///
/// Replaying reads entries in order and stops at the first one that is short or whose checksum
/// does not match (a write torn by a crash, or corrupted bytes): that entry and anything after
/// it are dropped and cut from the file, so an entry is applied whole or not at all.
///
/// Not thread-safe: the engine appends under its own lock.
final class WriteLog {
  /// One entry.
  struct Entry: Equatable {
    /// The task every operation of the entry belongs to.
    var task: Int
    /// The operations, applied in order.
    var operations: [WriteOperation]
  }

  /// What replaying found.
  struct Replay {
    /// The whole entries, in order.
    var entries: [Entry] = []
    /// Bytes dropped at the end (a torn or corrupted entry), 0 when the log was whole.
    var droppedBytes = 0
    /// Where the dropped bytes started.
    var droppedAt = 0
  }

  let path: String
  private var descriptor: Int32
  /// How many entries were appended since the log was last emptied.
  private(set) var count = 0

  /// Opens (or creates) the log for appending.
  /// - Throws: ``APIError`` 500 naming the file when it cannot be opened.
  init(path: String) throws {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw APIError(500, "cannot open the write log \(path): \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// Appends an entry and waits until it is on disk.
  /// - Throws: ``APIError`` 500 when the write or the fsync fails (the request is refused).
  func append(_ entry: Entry) throws {
    let payload = JSONWriter().bytes(
      ["task": .number(Double(entry.task)), "ops": .array(entry.operations.map(\.json))])
    var frame: [UInt8] = []
    frame.reserveCapacity(payload.count + 8)
    for value in [UInt32(payload.count), CRC32.checksum(payload)] {
      withUnsafeBytes(of: value.littleEndian) { frame.append(contentsOf: $0) }
    }
    frame.append(contentsOf: payload)
    let written = frame.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == frame.count, fsync(descriptor) == 0 else {
      throw APIError(500, "cannot write the write log: \(String(cString: strerror(errno)))")
    }
    count += 1
  }

  /// Opens the log's file again, once a fold has renamed an empty file over it.
  /// - Throws: ``APIError`` 500 when the file cannot be opened.
  func reopen() throws {
    close(descriptor)
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw APIError(500, "cannot open the write log \(path): \(String(cString: strerror(errno)))")
    }
    count = 0
  }

  /// Reads a log file's whole entries, and cuts a torn or corrupted tail from the file.
  /// - Parameters:
  ///   - path: the log; a missing file is an empty log.
  ///   - cut: whether to cut the dropped tail from the file (not when only reading).
  /// - Returns: the entries and what was dropped.
  static func replay(path: String, cut: Bool = true) -> Replay {
    guard let data = FileManager.default.contents(atPath: path) else { return Replay() }
    let bytes = [UInt8](data)
    var replay = Replay()
    var offset = 0
    while offset < bytes.count {
      guard let entry = entry(in: bytes, at: offset) else { break }
      replay.entries.append(entry.entry)
      offset = entry.end
    }
    if offset < bytes.count {
      if cut { truncate(path, off_t(offset)) }
      replay.droppedAt = offset
      replay.droppedBytes = bytes.count - offset
    }
    return replay
  }

  private static func entry(in bytes: [UInt8], at offset: Int) -> (entry: Entry, end: Int)? {
    guard offset + 8 <= bytes.count else { return nil }
    func word(_ at: Int) -> UInt32 {
      (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
    }
    let length = Int(word(offset))
    let end = offset + 8 + length
    guard end <= bytes.count else { return nil }
    let payload = bytes[(offset + 8)..<end]
    guard CRC32.checksum(payload) == word(offset + 4),
      let json = try? JSONParser.parse(payload), let task = json["task"]?.intValue,
      let operations = try? (json["ops"]?.arrayValue ?? []).map(WriteOperation.init(json:))
    else { return nil }
    return (Entry(task: task, operations: operations), end)
  }
}
