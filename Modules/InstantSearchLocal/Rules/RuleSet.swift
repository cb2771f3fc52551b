import InstantSearchCore

/// An index's rules compiled against its records: patterns split into words and facet
/// placeholders, the objectIDs they pin or hide resolved to record numbers, and the values of
/// each placeholder's facet by their words.
///
/// Immutable; built when the index is built or its rules are set.
struct RuleSet: Sendable {
  /// One element of a pattern.
  enum PatternPart: Sendable, Equatable {
    /// A normalized word.
    case word(String)
    /// `{facet:attribute}`: any value of the facet.
    case facet(String)
  }

  /// The rules, in the order given.
  let rules: [Rule]
  /// Each rule's conditions' patterns, split (nil for a condition without a pattern).
  let patterns: [[[PatternPart]?]]
  /// The record of each objectID a rule promotes or hides (objectIDs of no record are left out).
  let records: [String: UInt32]
  /// For each placeholder's attribute, its values by their words, and the longest value's
  /// word count.
  let facetValues: [String: (values: [[String]: String], longest: Int)]

  static let empty = RuleSet()

  private init() {
    rules = []
    patterns = []
    records = [:]
    facetValues = [:]
  }

  /// Compiles `rules` for the records of `data`.
  ///
  /// - Parameters:
  ///   - rules: the rules.
  ///   - data: the records and their facets.
  ///   - objectID: the objectID of a record number (reads the record when not given).
  ///   - known: the record of each objectID the rules pin or hide, when already resolved (a
  ///     snapshot stores them): no record is read then.
  /// - Complexity: one pass over the records' objectIDs when a rule pins or hides records and
  ///   `known` is not given.
  init(
    _ rules: [Rule], data: IndexData, objectID: ((Int) -> String?)? = nil,
    records known: [String: UInt32]? = nil
  ) {
    self.rules = rules
    patterns = rules.map { rule in
      rule.conditions.map { condition in condition.pattern.map(Self.parts) }
    }
    var wanted = Set<String>()
    for rule in rules {
      wanted.formUnion(rule.consequence.hide)
      for promotion in rule.consequence.promote { wanted.formUnion(promotion.objectIDs) }
    }
    var records: [String: UInt32] = known ?? [:]
    if !wanted.isEmpty && known == nil {
      let read = objectID ?? { data.record(UInt32($0))["objectID"]?.scalarText }
      for number in 0..<data.count {
        if let id = read(number), wanted.contains(id), records[id] == nil {
          records[id] = UInt32(number)
        }
      }
    }
    self.records = records
    var facetValues: [String: (values: [[String]: String], longest: Int)] = [:]
    for case .facet(let attribute) in patterns.joined().compactMap({ $0 }).joined()
    where facetValues[attribute] == nil {
      var values: [[String]: String] = [:]
      var longest = 0
      for display in data.facets[attribute]?.displays ?? [] {
        let words = Tokenizer.tokens(display)
        guard !words.isEmpty else { continue }
        if values[words] == nil { values[words] = display }
        longest = max(longest, words.count)
      }
      facetValues[attribute] = (values, longest)
    }
    self.facetValues = facetValues
  }

  /// A pattern's words and placeholders: `{facet:brand} phone` is a placeholder and a word.
  static func parts(_ pattern: String) -> [PatternPart] {
    var parts: [PatternPart] = []
    var rest = Substring(pattern)
    while let open = rest.range(of: "{facet:") {
      parts += Tokenizer.tokens(String(rest[..<open.lowerBound])).map(PatternPart.word)
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
        rest = rest[open.lowerBound...]
        break
      }
      parts.append(.facet(String(rest[open.upperBound..<close]).trimmingSpaces))
      rest = rest[rest.index(after: close)...]
    }
    parts += Tokenizer.tokens(String(rest)).map(PatternPart.word)
    return parts
  }

  /// Whether there is nothing to apply.
  var isEmpty: Bool { rules.isEmpty }
}
