#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``JSONWriter`` appends bytes: an array (the public `inout [UInt8]` entry points), or a
/// ``JSONWriter/Buffer`` of its own while it writes a whole value.
protocol JSONOutput: ~Copyable {
  /// Appends one byte.
  mutating func append(_ byte: UInt8)
  /// Appends bytes.
  mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONOutput where Self: ~Copyable {
  /// Appends the bytes of a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(bytes: $0) }
  }
}

extension Array: JSONOutput where Element == UInt8 {
  @inline(__always)
  mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: bytes)
  }
}

extension JSONWriter {
  /// The bytes of one value being written: memory of its own, grown by doubling, and appended
  /// to without the uniqueness and capacity checks of an array's `append` (a search response
  /// is some 15 KB written a few bytes at a time).
  ///
  /// A caller writing one text from parts (values with ``JSONWriter/write(_:into:)``, strings
  /// with ``JSONWriter/writeString(_:into:)``, bytes it already holds with
  /// ``append(bytes:)``) appends them all to one buffer and takes ``array`` at the end.
  public struct Buffer: JSONOutput, ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int) {
      self.capacity = max(capacity, 16)
      guard let memory = malloc(self.capacity) else { fatalError("out of memory") }
      base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Appends one byte.
    @inline(__always)
    public mutating func append(_ byte: UInt8) {
      if count == capacity { grow(to: count + 1) }
      base[count] = byte
      count += 1
    }

    /// Appends bytes.
    @inline(__always)
    public mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      if count + bytes.count > capacity { grow(to: count + bytes.count) }
      (base + count).update(from: source, count: bytes.count)
      count += bytes.count
    }

    /// Appends the bytes of a literal (punctuation, a key known to need no escape).
    @inline(__always)
    public mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { append(bytes: $0) }
    }

    /// Makes room for at least `needed` bytes, doubling the capacity at least.
    private mutating func grow(to needed: Int) {
      capacity = max(capacity * 2, needed)
      guard let moved = realloc(base, capacity) else { fatalError("out of memory") }
      base = moved.assumingMemoryBound(to: UInt8.self)
    }

    /// The bytes written, as an array.
    public var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the bytes written.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      body(UnsafeBufferPointer(start: base, count: count))
    }
  }
}

/// An output that only counts the bytes written to it (``JSONWriter/byteCount(_:)``).
struct ByteCounter: JSONOutput {
  /// How many bytes were written.
  var count = 0

  mutating func append(_ byte: UInt8) { count += 1 }

  mutating func append(bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
}
