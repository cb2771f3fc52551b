import Foundation
import InstantSearchCore

/// Collects the sections of a snapshot, then writes them to a file in one pass
/// (``SnapshotFormat`` describes the layout).
///
/// Sections hold the arrays they are given (no copy until the file is written), so the writer
/// must not outlive the index it describes by much. Not thread-safe.
struct SnapshotWriter {
  private struct Section {
    let name: String
    let byteCount: Int
    /// The earlier section holding the same bytes, by position: this one is a second table
    /// entry for them, and no bytes are written twice.
    let copyOf: Int?
    let withBytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
  }

  private var sections: [Section] = []
  private var names: Set<String> = []
  /// The section that already holds an array's buffer, by its address: arrays shared between
  /// indices (custom ranks, the sorted term ids and the typo index's) are written once.
  private var written: [UnsafeRawPointer: Int] = [:]

  /// Adds an array of fixed-width values as the section `name` (an array already added under
  /// another name gets a table entry pointing at the same bytes).
  mutating func add<Element: BitwiseCopyable>(_ name: String, _ values: [Element]) {
    add(name, IndexArray(values))
  }

  /// Adds index values (owned or mapped) as the section `name`; values already added under
  /// another name get a table entry pointing at the same bytes.
  mutating func add<Element: BitwiseCopyable>(_ name: String, _ values: IndexArray<Element>) {
    let address = values.withUnsafeBytes { $0.baseAddress }
    let earlier = values.isEmpty ? nil : address.flatMap { written[$0] }
    precondition(name.utf8.count <= SnapshotFormat.nameSize, "section name too long: \(name)")
    precondition(names.insert(name).inserted, "section \(name) added twice")
    if let address, !values.isEmpty, earlier == nil { written[address] = sections.count }
    sections.append(
      Section(
        name: name, byteCount: values.count * MemoryLayout<Element>.stride, copyOf: earlier
      ) { body in try values.withUnsafeBytes(body) })
  }

  /// Adds the record store as the section `name` (its compressed blocks, as held), the
  /// checksum of each 64 KiB of them as `name.blocks` (``SnapshotBlocks``: a reader checks the
  /// records as it reads them), and what finds a record in them: `name.offsets` (each record's
  /// offset in the uncompressed JSON), `name.blockRecords` (each block's first record),
  /// `name.blockStarts` (each block's offset in `name`) and `name.dictionary`.
  mutating func add(_ name: String, _ records: RecordBytes) {
    precondition(names.insert(name).inserted, "section \(name) added twice")
    sections.append(
      Section(name: name, byteCount: records.count, copyOf: nil) { body in
        try records.withUnsafeBufferPointer { try body(UnsafeRawBufferPointer($0)) }
      })
    add(
      name + ".blocks",
      records.withUnsafeBufferPointer { SnapshotBlocks.sums(of: UnsafeRawBufferPointer($0)) })
    add(name + ".offsets", records.recordOffsets)
    add(name + ".blockRecords", records.blockRecords)
    add(name + ".blockStarts", records.blockStarts)
    add(name + ".dictionary", records.codec.dictionary)
  }

  /// Adds strings as two sections: `name.o`, where each string starts in `name.b` (one more
  /// entry than strings, 64-bit), and `name.b`, their UTF-8 bytes back to back.
  mutating func addStrings(_ name: String, _ values: [String]) {
    var offsets: [UInt64] = [0]
    offsets.reserveCapacity(values.count + 1)
    var bytes: [UInt8] = []
    for value in values {
      bytes.append(contentsOf: value.utf8)
      offsets.append(UInt64(bytes.count))
    }
    add(name + ".o", offsets)
    add(name + ".b", bytes)
  }

  /// Adds a JSON value as its compact text.
  mutating func addJSON(_ name: String, _ value: JSON) {
    add(name, JSONWriter().bytes(value))
  }

  /// Writes the file: to a temporary file beside `path`, flushed to the disk, renamed over
  /// `path` once complete and the folder flushed, so a reader never sees half a snapshot, even
  /// after a crash.
  ///
  /// - Throws: ``LocalLoadError`` naming the file and the system's reason.
  /// - Complexity: O(*n*) in the sections' bytes: one pass for the checksums, one to write.
  func write(to path: String) throws {
    var table: [UInt8] = []
    var offset = SnapshotFormat.aligned(
      SnapshotFormat.headerSize + sections.count * SnapshotFormat.entrySize)
    var placed: [(offset: Int, checksum: UInt64)] = []
    for section in sections {
      var name = Array(section.name.utf8)
      name += [UInt8](repeating: 0, count: SnapshotFormat.nameSize - name.count)
      if let copyOf = section.copyOf {
        placed.append(placed[copyOf])
      } else {
        var checksum: UInt64 = 0
        try section.withBytes { checksum = SnapshotChecksum.of($0) }
        placed.append((offset, checksum))
        offset = SnapshotFormat.aligned(offset + section.byteCount)
      }
      table += name
      for field in [UInt64(placed.last!.offset), UInt64(section.byteCount), placed.last!.checksum] {
        Self.append(field, to: &table)
      }
    }
    var header = SnapshotFormat.magic
    Self.append(SnapshotFormat.version, to: &header)
    Self.append(UInt32(sections.count), to: &header)
    Self.append(UInt64(offset), to: &header)
    Self.append(table.withUnsafeBytes { SnapshotChecksum.of($0) }, to: &header)
    header += [UInt8](repeating: 0, count: 24)
    Self.append(header.withUnsafeBytes { SnapshotChecksum.of($0) }, to: &header)

    let temporary = path + ".partial"
    let output = SnapshotOutput(path: temporary)
    do {
      try output.open()
      try output.write(header + table)
      for section in sections where section.copyOf == nil {
        try output.pad()
        try section.withBytes { try output.write($0) }
      }
      try output.pad()
      try output.close()
    } catch {
      output.discard()
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      output.discard()
      throw LocalLoadError(file: path, reason: "cannot write the snapshot: \(reason)")
    }
    try output.syncFolder(of: path)
  }

  private static func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8])
  {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}
