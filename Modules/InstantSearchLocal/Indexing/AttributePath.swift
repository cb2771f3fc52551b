import InstantSearchCore

/// An attribute path of the settings, split once when an index is built rather than once per
/// record: the member named by the whole path, or else the nested members its dotted components
/// name (`hierarchicalCategories.lvl0`), as ``InstantSearchCore/JSON/value(atPath:)`` reads it.
///
/// Reading a record through it makes no `String`: the components are the path's own, made once.
struct AttributePath: Sendable, Hashable {
  /// The whole path, as the settings name it.
  let name: String
  /// The dotted components, in order; empty when the path has no dot.
  let components: [String]

  /// Splits `name` at its dots (an empty component stays, as `value(atPath:)` keeps it).
  init(_ name: String) {
    self.name = name
    components =
      name.utf8.contains(UInt8(ascii: "."))
      ? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : []
  }

  /// Whether the path names nested members when no member has its whole name.
  var isDotted: Bool { !components.isEmpty }

  /// The value at the path in `record`: what `record.value(atPath: name)` gives.
  func value(in record: JSON) -> JSON? {
    if let direct = record[name] { return direct }
    return nested(in: record, from: 0)
  }

  /// The value the components from `first` on name, starting at `value` (`nil` for a path
  /// without a dot).
  func nested(in value: JSON, from first: Int) -> JSON? {
    guard isDotted else { return nil }
    var current = value
    for component in components[first...] {
      guard let next = current[component] else { return nil }
      current = next
    }
    return current
  }
}
