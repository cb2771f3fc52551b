extension String {
  /// Whether the UTF-8 bytes start with the bytes of `prefix`.
  func hasPrefixBytes(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
  }
}
