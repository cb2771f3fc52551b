/// How far apart two words are, for "did you mean" suggestions.
enum EditDistance {
  /// Whether `a` becomes `b` with at most one edit: a letter changed, added or removed, or two
  /// neighbours swapped.
  /// - Complexity: O(n) in the longer word's length.
  static func isAtMostOne(_ a: [Character], _ b: [Character]) -> Bool {
    guard abs(a.count - b.count) <= 1 else { return false }
    guard let first = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) else {
      return true
    }
    let restA = a[(first + 1)...]
    let restB = b[(first + 1)...]
    if a.count == b.count {
      let swapped =
        first + 1 < a.count && a[first] == b[first + 1] && a[first + 1] == b[first]
        && a[(first + 2)...] == b[(first + 2)...]
      return restA == restB || swapped
    }
    return a.count > b.count ? restA == b[first...] : a[first...] == restB
  }
}
