import InstantSearchCore

extension FilterExpression {
  /// The kind of array filter parameter.
  enum ArrayForm: String {
    case facetFilters, numericFilters, tagFilters
  }

  /// Reads an array form: a string, or an array whose elements are ANDed and whose nested
  /// arrays are ORed (`[["a:x","a:y"],"b:z"]`).
  ///
  /// - Throws: `SearchError.http` 400 naming the parameter and the bad element.
  init(_ form: ArrayForm, _ value: JSON) throws {
    func clause(_ element: JSON) throws -> [Term] {
      switch element {
      case .string(let text): return [try Self.term(form, text)]
      case .array(let elements): return try elements.flatMap { try clause($0) }
      default:
        throw SearchError.http(
          status: 400,
          message:
            "\(form.rawValue): expected strings or arrays of strings, found \(element.jsonString)")
      }
    }
    switch value {
    case .string(let text):
      // Legacy comma-separated form: every element ANDed.
      clauses = try text.split(separator: ",").map {
        [try Self.term(form, String($0).trimmingSpaces)]
      }
    case .array(let elements):
      clauses = try elements.map { try clause($0) }.filter { !$0.isEmpty }
    case .null:
      clauses = []
    default:
      throw SearchError.http(
        status: 400,
        message: "\(form.rawValue): expected a string or an array, found \(value.jsonString)")
    }
  }

  private static func term(_ form: ArrayForm, _ text: String) throws -> Term {
    switch form {
    case .tagFilters:
      if text.hasPrefix("-") {
        return Term(condition: .tag(String(text.dropFirst())), negated: true)
      }
      if text.hasPrefix("\\-") {
        return Term(condition: .tag(String(text.dropFirst())), negated: false)
      }
      return Term(condition: .tag(text), negated: false)
    case .facetFilters:
      guard let colon = text.firstIndex(of: ":") else {
        throw SearchError.http(
          status: 400, message: "facetFilters: expected attribute:value, found \"\(text)\"")
      }
      let attribute = String(text[..<colon]).trimmingSpaces
      var value = String(text[text.index(after: colon)...])
      var negated = false
      if value.hasPrefix("-") {
        negated = true
        value.removeFirst()
      } else if value.hasPrefix("\\-") {
        value.removeFirst()
      }
      if attribute == "_tags" { return Term(condition: .tag(value), negated: negated) }
      return Term(condition: .facet(attribute: attribute, value: value), negated: negated)
    case .numericFilters:
      return try numericTerm(text)
    }
  }

  private static func numericTerm(_ text: String) throws -> Term {
    func bad() -> SearchError {
      .http(
        status: 400,
        message:
          "numericFilters: expected attribute<op>number or attribute:lower TO upper, found \"\(text)\""
      )
    }
    if let colon = text.firstIndex(of: ":") {
      let attribute = String(text[..<colon]).trimmingSpaces
      let bounds = text[text.index(after: colon)...].split(separator: " ").filter { !$0.isEmpty }
      guard bounds.count == 3, bounds[1] == "TO", let lower = Double(bounds[0]),
        let upper = Double(bounds[2]), !attribute.isEmpty
      else { throw bad() }
      return Term(
        condition: .range(attribute: attribute, lower: lower, upper: upper), negated: false)
    }
    for symbol in ["<=", ">=", "!=", "<", ">", "="] {
      guard let range = text.range(of: symbol) else { continue }
      let attribute = String(text[..<range.lowerBound]).trimmingSpaces
      let number = String(text[range.upperBound...]).trimmingSpaces
      guard !attribute.isEmpty, let value = Double(number),
        let comparison = Comparison(rawValue: symbol)
      else { throw bad() }
      return Term(condition: .comparison(attribute: attribute, comparison, value), negated: false)
    }
    throw bad()
  }
}
