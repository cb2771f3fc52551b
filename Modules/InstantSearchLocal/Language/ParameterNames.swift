import InstantSearchCore

/// The names of a group of search parameters (``TextOptions``, ``SnippetOptions``, the geo
/// parameters, the rules', the filter scores'), and whether a request or settings set any.
///
/// Most searches set none of a group, so ``anySet(request:settings:)`` runs on every search: a
/// key whose UTF-8 length no name has is passed over without hashing it (hashing each key was
/// most of the check, about 2,100 instructions a search).
struct ParameterNames: Sendable, ExpressibleByArrayLiteral {
  /// The names.
  let names: Set<String>
  /// One bit for each length of the names' UTF-8 (bit 63 for 63 bytes and more).
  let lengths: UInt64

  /// The group of `names`.
  init(_ names: Set<String>) {
    self.names = names
    lengths = names.reduce(0) { $0 | Self.bit(forLength: $1.utf8.count) }
  }

  init(arrayLiteral names: String...) {
    self.init(Set(names))
  }

  /// Whether the request or the settings set any of the names.
  ///
  /// - Parameters:
  ///   - request: the request's parameters.
  ///   - settings: the index's settings (none by default).
  /// - Returns: whether either has one of ``names`` as a key.
  func anySet(request: JSONObject, settings: JSONObject = [:]) -> Bool {
    request.contains { named($0.key) } || settings.contains { named($0.key) }
  }

  /// Whether `key` is one of the names.
  private func named(_ key: String) -> Bool {
    (lengths & Self.bit(forLength: key.utf8.count)) != 0 && names.contains(key)
  }

  private static func bit(forLength length: Int) -> UInt64 {
    1 << UInt64(min(length, 63))
  }
}
