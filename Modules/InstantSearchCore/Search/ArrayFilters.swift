/// The array form of `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters`: an AND
/// of OR groups, as `[["genre:Action", "genre:Comedy"], "rating:-R"]`.
///
/// A group of one filter is written as a plain string, so `["a:b"]` and `[["a:b"]]` are the same
/// value. Deeper nesting (`["a", ["b", ["c"]]]`) would put an AND inside an OR, which Algolia
/// does not allow; reading it is an error.
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

  /// Reads the array form, a JSON array in a string (the `params` form), or the legacy comma
  /// syntax (`a:b,(c:d,c:e)`: commas AND, parentheses OR).
  /// - Parameters:
  ///   - json: the parameter's value.
  ///   - path: the parameter's name, for errors.
  /// - Throws: ``SearchError/invalidRequest(_:)`` naming the parameter and the position.
  public init(json: JSON, path: String) throws(SearchError) {
    switch json {
    case .string(let text):
      if text.hasPrefix("["), let parsed = try? JSONParser.parse(text), parsed.arrayValue != nil {
        try self.init(json: parsed, path: path)
      } else {
        try self.init(legacy: text, path: path)
      }
    case .array(let items):
      var elements: [Element] = []
      for (offset, item) in items.enumerated() {
        switch item {
        case .string(let filter):
          elements.append(.single(filter))
        case .array(let inner):
          var group: [String] = []
          for (innerOffset, filter) in inner.enumerated() {
            guard case .string(let text) = filter else {
              throw .invalidRequest(
                "Invalid value for \(path)[\(offset)][\(innerOffset)]: expected a string, found "
                  + filter.kindDescription)
            }
            group.append(text)
          }
          elements.append(.anyOf(group))
        default:
          throw .invalidRequest(
            "Invalid value for \(path)[\(offset)]: expected a string or an array of strings, found "
              + item.kindDescription)
        }
      }
      self.init(elements)
    default:
      throw .invalidRequest(
        "Invalid value for \(path): expected a string or an array, found "
          + json.kindDescription)
    }
  }

  /// Reads `a:b,(c:d,c:e)`.
  private init(legacy text: String, path: String) throws(SearchError) {
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
        throw .invalidRequest(
          "Invalid value for \(path): unexpected '\(character)' at col \(offset + 1)")
      default:
        current.append(character)
      }
    }
    if group != nil {
      throw .invalidRequest("Invalid value for \(path): missing ')' at col \(text.count + 1)")
    }
    flush()
    self.init(elements)
  }
}
