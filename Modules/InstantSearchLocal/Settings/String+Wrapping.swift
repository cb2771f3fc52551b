extension String {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    var slice = Substring(self)
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }

  /// `inner` when the text is `name(inner)`.
  func unwrapping(_ name: String) -> String? {
    guard hasPrefix(name + "("), hasSuffix(")") else { return nil }
    return String(dropFirst(name.count + 1).dropLast()).trimmingSpaces
  }
}
