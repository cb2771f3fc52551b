import Foundation
import InstantSearchCore

/// A snapshot file mapped into memory (`mmap`) and checked: its magic, its format version, the
/// checksums of its header, its table of contents and every section, and that no section runs
/// past the end of the file.
///
/// Once created it only reads the mapping, so it may be shared between threads; the mapping
/// lives as long as the reader (the arrays it hands out are copies).
final class SnapshotReader: @unchecked Sendable {
  /// The file's path, as given.
  let path: String
  /// The mapping; never released page by page, so reading it is thread-safe.
  private let file: MappedFile
  private let sections: [String: (offset: Int, count: Int)]

  /// Whether the file at `path` starts with the snapshot magic (false for a folder, a missing
  /// or unreadable file, or a JSON file).
  static func isSnapshot(path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: SnapshotFormat.magic.count)) ?? Data()
    return Array(start) == SnapshotFormat.magic
  }

  /// Maps and checks the snapshot at `path`.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, and saying what is wrong and where: not a
  ///   snapshot, another format version, truncated (the first section cut short, with its
  ///   offset), or a header, table of contents or section (by name and offset) whose checksum
  ///   does not match.
  /// - Complexity: O(*n*) in the file's size (the checksums).
  init(path: String) throws {
    self.path = path
    file = try MappedFile(path: path)
    let bytes = UnsafeRawBufferPointer(file.bytes)
    _ = bytes.baseAddress.map {
      madvise(UnsafeMutableRawPointer(mutating: $0), bytes.count, MADV_WILLNEED)
    }
    let header = try Self.header(bytes, path: path)
    var sections: [String: (offset: Int, count: Int)] = [:]
    var order: [(name: String, offset: Int, count: Int, checksum: UInt64)] = []
    for index in 0..<header.sectionCount {
      let entry = SnapshotFormat.headerSize + index * SnapshotFormat.entrySize
      let nameBytes = bytes[entry..<(entry + SnapshotFormat.nameSize)].prefix { $0 != 0 }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let offset = Int(truncatingIfNeeded: Self.load(UInt64.self, bytes, entry + 40))
      let count = Int(truncatingIfNeeded: Self.load(UInt64.self, bytes, entry + 48))
      let checksum = Self.load(UInt64.self, bytes, entry + 56)
      guard offset >= 0, count >= 0, offset % SnapshotFormat.alignment == 0,
        offset <= header.length - count, sections[name] == nil
      else {
        throw Self.corrupt(path, "table entry \(index) (section `\(name)`) is out of bounds")
      }
      sections[name] = (offset, count)
      order.append((name, offset, count, checksum))
    }
    if bytes.count < header.length {
      let cut = order.first { $0.offset + $0.count > bytes.count }
      let which = cut.map { "section `\($0.name)` (offset \($0.offset), \($0.count) bytes)" }
      throw LocalLoadError(
        file: path,
        reason: "truncated snapshot: the file is \(bytes.count) bytes, its header says "
          + "\(header.length); \(which ?? "the padding after the last section") is cut short "
          + "at offset \(bytes.count)")
    }
    guard bytes.count == header.length else {
      throw Self.corrupt(
        path,
        "\(bytes.count - header.length) bytes after the end its header gives "
          + "(offset \(header.length))")
    }
    for section in order
    where SnapshotChecksum.of(
      UnsafeRawBufferPointer(rebasing: bytes[section.offset..<(section.offset + section.count)]))
      != section.checksum
    {
      throw Self.corrupt(
        path,
        "section `\(section.name)` (offset \(section.offset), \(section.count) bytes) "
          + "fails its checksum")
    }
    self.sections = sections
  }

  private static func corrupt(_ path: String, _ what: String) -> LocalLoadError {
    LocalLoadError(file: path, reason: "corrupt snapshot: \(what)")
  }

  private static func load<Integer: FixedWidthInteger>(
    _ type: Integer.Type, _ bytes: UnsafeRawBufferPointer, _ offset: Int
  ) -> Integer {
    Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Integer.self))
  }

  /// Checks the header and the table of contents and reads what the header says.
  private static func header(_ bytes: UnsafeRawBufferPointer, path: String) throws -> (
    sectionCount: Int, length: Int
  ) {
    guard bytes.count >= SnapshotFormat.magic.count,
      Array(bytes.prefix(SnapshotFormat.magic.count)) == SnapshotFormat.magic
    else {
      throw LocalLoadError(file: path, reason: "not a snapshot: it does not start with the magic")
    }
    guard bytes.count >= SnapshotFormat.headerSize else {
      throw LocalLoadError(
        file: path,
        reason: "truncated snapshot: the file is \(bytes.count) bytes, shorter than the "
          + "\(SnapshotFormat.headerSize)-byte header")
    }
    let version = load(UInt32.self, bytes, 8)
    guard version == SnapshotFormat.version else {
      throw LocalLoadError(
        file: path,
        reason: "snapshot of format version \(version) (offset 8), but this program reads "
          + "version \(SnapshotFormat.version) only: write it again with `instantsearch index`")
    }
    let headerBody = UnsafeRawBufferPointer(rebasing: bytes[0..<(SnapshotFormat.headerSize - 8)])
    guard SnapshotChecksum.of(headerBody) == load(UInt64.self, bytes, SnapshotFormat.headerSize - 8)
    else { throw corrupt(path, "the header (offset 0, 64 bytes) fails its checksum") }
    let sectionCount = Int(load(UInt32.self, bytes, 12))
    let length = Int(truncatingIfNeeded: load(UInt64.self, bytes, 16))
    let tableEnd = SnapshotFormat.headerSize + sectionCount * SnapshotFormat.entrySize
    guard bytes.count >= tableEnd else {
      throw LocalLoadError(
        file: path,
        reason: "truncated snapshot: the file is \(bytes.count) bytes, its table of contents "
          + "(offset \(SnapshotFormat.headerSize)) ends at \(tableEnd)")
    }
    let table = UnsafeRawBufferPointer(rebasing: bytes[SnapshotFormat.headerSize..<tableEnd])
    guard SnapshotChecksum.of(table) == load(UInt64.self, bytes, 24) else {
      throw corrupt(
        path,
        "the table of contents (offset \(SnapshotFormat.headerSize), "
          + "\(table.count) bytes) fails its checksum")
    }
    return (sectionCount, length)
  }

  /// The bytes of the section `name`, in the mapping.
  ///
  /// - Throws: ``LocalLoadError`` when there is no such section.
  func bytes(_ name: String) throws -> UnsafeRawBufferPointer {
    guard let section = sections[name] else {
      throw Self.corrupt(path, "no section `\(name)`")
    }
    return UnsafeRawBufferPointer(
      rebasing: UnsafeRawBufferPointer(file.bytes)[
        section.offset..<(section.offset + section.count)])
  }

  /// A copy of the section `name` as fixed-width values.
  ///
  /// - Throws: ``LocalLoadError`` when there is no such section or its length is not a whole
  ///   number of values.
  func array<Element: BitwiseCopyable>(_ name: String, of type: Element.Type = Element.self)
    throws -> [Element]
  {
    let raw = try bytes(name)
    let stride = MemoryLayout<Element>.stride
    guard raw.count % stride == 0 else {
      throw Self.corrupt(
        path,
        "section `\(name)` (offset \(sections[name]!.offset)) holds \(raw.count) bytes, "
          + "not a whole number of \(stride)-byte values")
    }
    return [Element](unsafeUninitializedCapacity: raw.count / stride) { buffer, count in
      if let base = raw.baseAddress, raw.count > 0 {
        UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: base, byteCount: raw.count)
      }
      count = raw.count / stride
    }
  }

  /// The strings written by ``SnapshotWriter/addStrings(_:_:)`` under `name`.
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing or an offset is out of bounds.
  func strings(_ name: String) throws -> [String] {
    let offsets = try array(name + ".o", of: UInt64.self)
    let text = try bytes(name + ".b")
    guard let last = offsets.last, last == UInt64(text.count),
      zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 })
    else {
      throw Self.corrupt(path, "section `\(name).o` does not match `\(name).b`")
    }
    return (0..<(offsets.count - 1)).map { index in
      String(decoding: text[Int(offsets[index])..<Int(offsets[index + 1])], as: UTF8.self)
    }
  }

  /// The JSON value of the section `name`.
  ///
  /// - Throws: ``LocalLoadError`` when the section is missing or is not JSON.
  func json(_ name: String) throws -> JSON {
    do {
      return try JSONParser.parse(try bytes(name))
    } catch let error as LocalLoadError {
      throw error
    } catch {
      throw Self.corrupt(path, "section `\(name)` is not JSON: \(error)")
    }
  }
}
