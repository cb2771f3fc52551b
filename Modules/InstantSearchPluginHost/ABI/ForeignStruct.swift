/// A read-only view of a C struct written by the other side of the ABI, whose first field is
/// `uint32_t struct_size`.
///
/// Every read checks that the field lies inside the writer's `struct_size`, so a struct built
/// against an older, shorter header is never read past its end (which `pointer.pointee` would
/// do: it copies the host's `sizeof`).
struct ForeignStruct<Layout> {
  /// The first byte of the struct.
  let base: UnsafeRawPointer

  /// The writer's `struct_size`.
  let size: Int

  /// Views the struct at `pointer`, or returns `nil` for a NULL pointer.
  init?(_ pointer: UnsafeRawPointer?) {
    guard let pointer else { return nil }
    base = pointer
    size = Int(pointer.loadUnaligned(as: UInt32.self))
  }

  /// Views the struct at a typed pointer, or returns `nil` for a NULL pointer.
  init?(_ pointer: UnsafePointer<Layout>?) {
    self.init(UnsafeRawPointer(pointer))
  }

  /// The number of bytes up to the end of `field` in the reader's layout.
  static func end<Field>(of field: KeyPath<Layout, Field>) -> Int {
    guard let offset = MemoryLayout<Layout>.offset(of: field) else {
      preconditionFailure("\(field) is not a stored field of \(Layout.self)")
    }
    return offset + MemoryLayout<Field>.size
  }

  /// Whether the writer's struct contains `field`.
  func contains<Field>(_ field: KeyPath<Layout, Field>) -> Bool {
    size >= Self.end(of: field)
  }

  /// Reads `field`, or returns `nil` when the writer's struct is too short to contain it.
  func read<Field: BitwiseCopyable>(_ field: KeyPath<Layout, Field>) -> Field? {
    guard contains(field), let offset = MemoryLayout<Layout>.offset(of: field) else { return nil }
    return base.loadUnaligned(fromByteOffset: offset, as: Field.self)
  }

  /// Reads a member that may not be NULL (a required function or string).
  ///
  /// - Throws: `missing(name)` when the member is NULL or past the writer's `struct_size`.
  func require<Member: BitwiseCopyable>(
    _ field: KeyPath<Layout, Member?>, _ name: String, _ missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) -> Member {
    guard let value = read(field) ?? nil else { throw missing(name) }
    return value
  }
}
