/// The array form of `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters`: an AND
/// of OR groups, as `[["genre:Action", "genre:Comedy"], "rating:-R"]`.
///
/// A group of one filter is written as a plain string, so `["a:b"]` and `[["a:b"]]` are the same
/// value. Deeper nesting is read as Algolia's API accepts it (`["a", ["b", ["c"]]]`): an array
/// inside an OR group adds its filters to the group, `a AND (b OR c)` (an AND inside an OR
/// cannot be written in Algolia's filters).
///
/// This is the one reader of the array forms: the local engine reads `facetFilters`,
/// `numericFilters`, `tagFilters` and `optionalFilters` with it too, in its own words
/// (``init(json:path:fault:)``).
public struct ArrayFilters: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// One AND term: a single filter or an OR group.
  public enum Element: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// One filter, as `genre:Action`, `price>10` or `-remake`.
    case single(String)
    /// Filters of which any may match.
    case anyOf([String])

    /// A single filter.
    public init(stringLiteral value: String) {
      self = .single(value)
    }

    /// An OR group.
    public init(arrayLiteral elements: String...) {
      self = .anyOf(elements)
    }

    /// The filters of the term.
    public var filters: [String] {
      switch self {
      case .single(let filter): return [filter]
      case .anyOf(let filters): return filters
      }
    }
  }

  /// The AND terms, in order.
  public var elements: [Element]

  /// Creates filters from AND terms.
  /// - Parameter elements: the terms.
  public init(_ elements: [Element]) {
    self.elements = elements
  }

  /// Creates filters from a literal list of terms.
  public init(arrayLiteral elements: Element...) {
    self.elements = elements
  }

  /// The JSON array, one-filter groups as plain strings.
  public var json: JSON {
    .array(
      elements.map { element in
        switch element {
        case .single(let filter): return .string(filter)
        case .anyOf(let filters) where filters.count == 1: return .string(filters[0])
        case .anyOf(let filters): return .array(filters.map(JSON.string))
        }
      })
  }

  /// A value that cannot be read as array filters.
  public struct Fault: Sendable, Hashable {
    /// Where: the parameter's name, then each level's position (`facetFilters[0][1]`).
    public var path: String
    /// What is wrong, in the SDK's words: `expected a string, found a number`,
    /// `missing ')' at col 9`.
    public var reason: String
    /// The value at fault, for a fault of the JSON form (nil for the comma syntax's).
    public var found: JSON?
    /// Whether the value at fault is the parameter itself rather than one of its elements.
    public var isParameter: Bool
  }

  /// Reads the array form, a JSON array in a string (the `params` form), or the legacy comma
  /// syntax (`a:b,(c:d,c:e)`: commas AND, parentheses OR).
  /// - Parameters:
  ///   - json: the parameter's value.
  ///   - path: the parameter's name, for errors.
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the parameter and the position.
  public init(json: JSON, path: String) throws(SearchError) {
    try self.init(json: json, path: path) { fault in
      .invalidRequest("Invalid value for \(fault.path): \(fault.reason)")
    }
  }

  /// Reads the array form as ``init(json:path:)`` does, with the errors `fault` words.
  /// - Parameters:
  ///   - json: the parameter's value.
  ///   - path: the parameter's name, for errors.
  ///   - fault: builds the error for a value that cannot be read.
  /// - Throws: what `fault` builds.
  public init(
    json: JSON, path: String, fault: (Fault) -> SearchError
  ) throws(SearchError) {
    switch json {
    case .string(let text):
      if text.hasPrefix("["), let parsed = try? JSONParser.parse(text), parsed.arrayValue != nil {
        try self.init(json: parsed, path: path, fault: fault)
      } else {
        try self.init(legacy: text, path: path, fault: fault)
      }
    case .array(let items):
      var elements: [Element] = []
      for (offset, item) in items.enumerated() {
        switch item {
        case .string(let filter):
          elements.append(.single(filter))
        case .array(let inner):
          var group: [String] = []
          try Self.collect(inner, path: "\(path)[\(offset)]", into: &group, fault: fault)
          elements.append(.anyOf(group))
        default:
          throw fault(
            Fault(
              path: "\(path)[\(offset)]",
              reason: "expected a string or an array of strings, found \(item.kindDescription)",
              found: item, isParameter: false))
        }
      }
      self.init(elements)
    default:
      throw fault(
        Fault(
          path: path, reason: "expected a string or an array, found \(json.kindDescription)",
          found: json, isParameter: true))
    }
  }

  /// Adds the filters of an OR group to `group`, those of arrays nested in it included.
  private static func collect(
    _ items: [JSON], path: String, into group: inout [String], fault: (Fault) -> SearchError
  ) throws(SearchError) {
    for (offset, item) in items.enumerated() {
      switch item {
      case .string(let text):
        group.append(text)
      case .array(let inner):
        try collect(inner, path: "\(path)[\(offset)]", into: &group, fault: fault)
      default:
        throw fault(
          Fault(
            path: "\(path)[\(offset)]", reason: "expected a string, found \(item.kindDescription)",
            found: item, isParameter: false))
      }
    }
  }

  /// Reads `a:b,(c:d,c:e)`.
  private init(
    legacy text: String, path: String, fault: (Fault) -> SearchError
  ) throws(SearchError) {
    var elements: [Element] = []
    var group: [String]?
    var current = ""
    func flush() {
      let term = current.trimming(" ")
      current = ""
      guard !term.isEmpty else { return }
      if group != nil { group!.append(term) } else { elements.append(.single(term)) }
    }
    for (offset, character) in text.enumerated() {
      switch character {
      case "(" where current.trimming(" ").isEmpty && group == nil:
        group = []
      case ")" where group != nil:
        flush()
        elements.append(.anyOf(group!))
        group = nil
      case ",":
        flush()
      case "(", ")":
        throw fault(
          Fault(
            path: path, reason: "unexpected '\(character)' at col \(offset + 1)", found: nil,
            isParameter: true))
      default:
        current.append(character)
      }
    }
    if group != nil {
      throw fault(
        Fault(
          path: path, reason: "missing ')' at col \(text.count + 1)", found: nil,
          isParameter: true))
    }
    flush()
    self.init(elements)
  }
}
