import Foundation
import InstantSearchCore

/// A snapshot file mapped into memory (`mmap`) and checked: its magic, its format version, the
/// checksums of its header and table of contents, that no section runs past the end of the
/// file, and each section's checksum (``verifyAll(except:)`` on two threads, or as a section
/// is first read); a records section is checked block by block as records are read
/// (``records(_:)``).
///
/// Thread-safe: the mapping is only read (the pages of a section copied out are given back, never
/// written), and the set of checked sections is behind a lock. The mapping lives as long as the
/// reader: ``view(_:of:)`` and ``records(_:)`` point into it and keep the reader alive,
/// ``array(_:of:)`` copies.
final class SnapshotReader: @unchecked Sendable {
  private struct Section {
    let offset: Int
    let count: Int
    let checksum: UInt64
  }

  /// The file's path, as given.
  let path: String
  /// The mapping; never released page by page, so reading it is thread-safe.
  private let file: MappedFile
  private let sections: [String: Section]
  /// The sections in file order, for the truncation message and ``verifyAll(except:)``.
  private let order: [String]
  /// The sections whose checksum was checked.
  private let verified = Locked<Set<String>>([])

  /// Whether the file at `path` starts with the snapshot magic (false for a folder, a missing
  /// or unreadable file, or a JSON file).
  static func isSnapshot(path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: SnapshotFormat.magic.count)) ?? Data()
    return Array(start) == SnapshotFormat.magic
  }

  /// Maps the snapshot at `path` and checks its header and table of contents.
  ///
  /// - Throws: ``LocalLoadError`` naming the file, and saying what is wrong and where: not a
  ///   snapshot, another format version, truncated (the first section cut short, with its
  ///   offset), a header or table of contents whose checksum fails, or a section out of bounds.
  /// - Complexity: O(*s*) for *s* sections; no section is read.
  init(path: String) throws {
    self.path = path
    file = try MappedFile(path: path)
    let bytes = UnsafeRawBufferPointer(file.bytes)
    if let base = bytes.baseAddress {
      // Read in place once open: no drop-behind, and no read-ahead of what no query reads.
      _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_NORMAL)
    }
    let header = try Self.header(bytes, path: path)
    var sections: [String: Section] = [:]
    var order: [String] = []
    for index in 0..<header.sectionCount {
      let entry = SnapshotFormat.headerSize + index * SnapshotFormat.entrySize
      let nameBytes = bytes[entry..<(entry + SnapshotFormat.nameSize)].prefix { $0 != 0 }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let offset = Int(truncatingIfNeeded: Self.load(UInt64.self, bytes, entry + 40))
      let count = Int(truncatingIfNeeded: Self.load(UInt64.self, bytes, entry + 48))
      guard offset >= 0, count >= 0, offset % SnapshotFormat.alignment == 0,
        offset <= header.length - count, sections[name] == nil
      else {
        throw Self.corrupt(path, "table entry \(index) (section `\(name)`) is out of bounds")
      }
      sections[name] = Section(
        offset: offset, count: count, checksum: Self.load(UInt64.self, bytes, entry + 56))
      order.append(name)
    }
    if bytes.count < header.length {
      let cut = order.first { sections[$0]!.offset + sections[$0]!.count > bytes.count }
      let which = cut.map {
        "section `\($0)` (offset \(sections[$0]!.offset), \(sections[$0]!.count) bytes)"
      }
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
    self.sections = sections
    self.order = order
  }

  /// A section's place and bytes, not checked.
  private func unchecked(_ name: String) throws -> (Section, UnsafeRawBufferPointer) {
    guard let section = sections[name] else {
      throw Self.corrupt(path, "no section `\(name)`")
    }
    let bytes = UnsafeRawBufferPointer(
      rebasing: UnsafeRawBufferPointer(file.bytes)[
        section.offset..<(section.offset + section.count)])
    return (section, bytes)
  }

  /// The bytes of a section, and a check of its checksum unless done before.
  ///
  /// - Parameters:
  ///   - name: the section.
  ///   - copy: where to copy the bytes in the same pass (at least as long), if given.
  /// - Returns: the section's bytes in the mapping.
  /// - Throws: ``LocalLoadError`` when there is no such section or its checksum fails.
  private func checked(_ name: String, copyingTo copy: UnsafeMutableRawPointer? = nil) throws
    -> UnsafeRawBufferPointer
  {
    let (section, bytes) = try unchecked(name)
    if copy == nil, verified.withLock({ $0.contains(name) }) { return bytes }
    guard SnapshotChecksum.of(bytes, copyingTo: copy) == section.checksum else {
      throw Self.corrupt(
        path,
        "section `\(name)` (offset \(section.offset), \(section.count) bytes) fails its checksum")
    }
    _ = verified.withLock { $0.insert(name) }
    if copy != nil { release(bytes) }
    return bytes
  }

  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Gives back the resident pages wholly inside `bytes`, a section copied out: only the
  /// records are read from the mapping once it is open (a page touched again is read from the
  /// file again).
  private func release(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    let address = Int(bitPattern: base)
    let start = (address + Self.pageSize - 1) / Self.pageSize * Self.pageSize
    let end = (address + bytes.count) / Self.pageSize * Self.pageSize
    guard end > start, let page = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(page, end - start, MADV_DONTNEED)
  }

  /// Checks every section not checked yet but those in `lazy` (checked block by block as they
  /// are read), on two threads: the sections are shared out by size, largest first.
  ///
  /// - Throws: ``LocalLoadError`` naming a section whose checksum fails (the caller's share's
  ///   first, else the other thread's).
  func verifyAll(except lazy: Set<String>) throws {
    let done = verified.withLock { $0 }
    let names = order.filter { !lazy.contains($0) && !done.contains($0) }
      .sorted { sections[$0]!.count > sections[$1]!.count }
    var shares: ([String], [String]) = ([], [])
    var sizes = (0, 0)
    for name in names {
      if sizes.0 <= sizes.1 {
        shares.0.append(name)
        sizes.0 += sections[name]!.count
      } else {
        shares.1.append(name)
        sizes.1 += sections[name]!.count
      }
    }
    let other = shares.1
    let theirs = ThreadWork(label: "org.instantsearch.local.snapshot-check") { [self] in
      Result { for name in other { _ = try checked(name) } }
    }
    let mine = Result { for name in shares.0 { _ = try checked(name) } }
    let outcome = theirs.wait()
    try mine.get()
    try outcome.get()
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

  /// The bytes of the section `name`, in the mapping, checked.
  ///
  /// - Throws: ``LocalLoadError`` when there is no such section or its checksum fails.
  func bytes(_ name: String) throws -> UnsafeRawBufferPointer {
    try checked(name)
  }

  /// The record store `name`: its compressed blocks read in place from the mapping (kept alive
  /// by the value) and checked 64 KiB at a time as records are read, against the section
  /// `name.blocks`; the sections that find a record in them (`name.offsets`,
  /// `name.blockRecords`, `name.blockStarts`, `name.dictionary`) are checked now.
  ///
  /// - Throws: ``LocalLoadError`` when a section is missing, fails its checksum, or the sections
  ///   do not fit one another.
  func records(_ name: String) throws -> RecordBytes {
    let (section, bytes) = try unchecked(name)
    let sums = try view(name + ".blocks", of: UInt64.self)
    guard sums.count == (bytes.count + SnapshotBlocks.size - 1) / SnapshotBlocks.size else {
      throw Self.corrupt(path, "section `\(name).blocks` does not match `\(name)`")
    }
    let offsets = try view(name + ".offsets", of: Int.self)
    let blockRecords = try view(name + ".blockRecords", of: UInt32.self)
    let blockStarts = try view(name + ".blockStarts", of: Int.self)
    guard !offsets.isEmpty, blockRecords.count == blockStarts.count,
      blockRecords.last.map(Int.init) == offsets.count - 1, blockStarts.last == bytes.count
    else {
      throw Self.corrupt(path, "the sections of `\(name)` do not fit one another")
    }
    let checksums = SnapshotBlocks(
      path: path, name: name, offset: section.offset, bytes: bytes, sums: sums, owner: self)
    return RecordBytes(
      mapped: bytes.assumingMemoryBound(to: UInt8.self), owner: self, checksums: checksums,
      recordOffsets: offsets, blockRecords: blockRecords, blockStarts: blockStarts,
      codec: RecordCodec(dictionary: try array(name + ".dictionary")))
  }

  /// Whether the snapshot holds a section `name`.
  func has(_ name: String) -> Bool { sections[name] != nil }

  /// The section `name` as fixed-width values read in place from the mapping (kept alive by the
  /// value), checked now unless it was before.
  ///
  /// - Throws: ``LocalLoadError`` when there is no such section, its checksum fails, or its
  ///   length is not a whole number of values.
  func view<Element: BitwiseCopyable>(_ name: String, of type: Element.Type = Element.self)
    throws -> IndexArray<Element>
  {
    let bytes = try checked(name)
    try wholeValues(name, of: type)
    // Sections start at multiples of 16 bytes, the widest alignment of a stored value.
    let values = UnsafeBufferPointer(
      start: bytes.baseAddress?.assumingMemoryBound(to: Element.self),
      count: bytes.count / MemoryLayout<Element>.stride)
    return IndexArray(mapped: values, owner: self)
  }

  /// Refuses a section whose length is not a whole number of `type` values.
  private func wholeValues<Element>(_ name: String, of type: Element.Type) throws {
    let count = sections[name]?.count ?? 0
    let stride = MemoryLayout<Element>.stride
    guard count % stride == 0 else {
      throw Self.corrupt(
        path,
        "section `\(name)` (offset \(sections[name]!.offset)) holds \(count) bytes, "
          + "not a whole number of \(stride)-byte values")
    }
  }

  /// A copy of the section `name` as fixed-width values, checked in the same pass.
  ///
  /// - Throws: ``LocalLoadError`` when there is no such section, its checksum fails, or its
  ///   length is not a whole number of values.
  func array<Element: BitwiseCopyable>(_ name: String, of type: Element.Type = Element.self)
    throws -> [Element]
  {
    let count = sections[name]?.count ?? 0
    let stride = MemoryLayout<Element>.stride
    try wholeValues(name, of: type)
    return try [Element](unsafeUninitializedCapacity: count / stride) { buffer, initialized in
      _ = try checked(name, copyingTo: buffer.baseAddress.map(UnsafeMutableRawPointer.init))
      initialized = count / stride
    }
  }

  /// The strings written by ``SnapshotWriter/addStrings(_:_:)`` under `name`.
  ///
  /// - Throws: ``LocalLoadError`` as ``deferredStrings(_:)`` does.
  func strings(_ name: String) throws -> [String] {
    try deferredStrings(name).make()
  }

  /// The strings written by ``SnapshotWriter/addStrings(_:_:)`` under `name`, decoded from the
  /// mapping when `make` is called (its two sections are checked now).
  ///
  /// - Returns: how many strings, and what decodes them (an offset out of bounds, which only a
  ///   forged file can hold, gives an empty string, never a fault).
  /// - Throws: ``LocalLoadError`` when a section is missing, fails its checksum, or the offsets
  ///   do not end at the length of the bytes.
  func deferredStrings(_ name: String) throws -> (count: Int, make: @Sendable () -> [String]) {
    let offsets = try view(name + ".o", of: UInt64.self)
    let text = try view(name + ".b", of: UInt8.self)
    guard let last = offsets.last, last == UInt64(text.count) else {
      throw Self.corrupt(path, "section `\(name).o` does not match `\(name).b`")
    }
    return (
      offsets.count - 1,
      {
        text.withUnsafeBufferPointer { text in
          (0..<(offsets.count - 1)).map { index in
            let end = max(0, min(Int(truncatingIfNeeded: offsets[index + 1]), text.count))
            let start = max(0, min(Int(truncatingIfNeeded: offsets[index]), end))
            return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
          }
        }
      }
    )
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
