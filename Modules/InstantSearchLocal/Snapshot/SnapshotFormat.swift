/// The layout of a snapshot file, shared by ``SnapshotWriter`` and ``SnapshotReader``.
///
/// All integers are little-endian. A file is a 64-byte header, a table of contents of 64-byte
/// entries, then the sections, each starting at a multiple of 16 bytes:
///
/// | offset | size | header field |
/// |---|---|---|
/// | 0 | 8 | magic `89 49 53 4E 41 50 0D 0A` (`\x89ISNAP\r\n`) |
/// | 8 | 4 | format version (``version``) |
/// | 12 | 4 | how many sections |
/// | 16 | 8 | the file's length in bytes |
/// | 24 | 8 | the table of contents' checksum |
/// | 32 | 24 | zero |
/// | 56 | 8 | the checksum of bytes 0 to 55 |
///
/// A table entry is the section's name (UTF-8, 40 bytes, zero-padded), its offset, its length
/// and its checksum (``SnapshotChecksum``), 8 bytes each.
enum SnapshotFormat {
  /// The first 8 bytes of every snapshot; no JSON text starts with `0x89`.
  static let magic: [UInt8] = [0x89, 0x49, 0x53, 0x4E, 0x41, 0x50, 0x0D, 0x0A]
  /// The format this build writes and reads; any other is refused. (Version 4 stored a record
  /// loaded without an objectID as it came; every stored record now has one.)
  static let version: UInt32 = 5
  /// The header's size.
  static let headerSize = 64
  /// One table entry's size.
  static let entrySize = 64
  /// The longest section name.
  static let nameSize = 40
  /// Sections start at multiples of this.
  static let alignment = 16

  /// `offset` rounded up to the next multiple of ``alignment``.
  static func aligned(_ offset: Int) -> Int {
    (offset + alignment - 1) / alignment * alignment
  }
}
