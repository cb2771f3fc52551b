import InstantSearchCore

extension FilterExpression {
  /// The kind of array filter parameter.
  enum ArrayForm: String {
    case facetFilters, numericFilters, tagFilters
  }

  /// Reads an array form with Core's `ArrayFilters`: a JSON array whose elements are ANDed and
  /// whose nested arrays are ORed (`[["a:x","a:y"],"b:z"]`; deeper arrays add to their OR
  /// group), the same in JSON text, or the comma syntax (`a:x,(b:y,b:z)`).
  ///
  /// - Throws: `SearchError.http` 400 naming the parameter and the bad element.
  init(_ form: ArrayForm, _ value: JSON) throws {
    if value.isNull {
      clauses = []
      return
    }
    let filters = try ArrayFilters(
      json: value, path: form.rawValue, fault: Self.arrayFault(form.rawValue))
    clauses = try filters.elements.map { element in
      try element.filters.map { try Self.term(form, $0) }
    }.filter { !$0.isEmpty }
  }

  /// The engine's wording of a fault of parameter `name`'s array form.
  static func arrayFault(_ name: String) -> (ArrayFilters.Fault) -> SearchError {
    { fault in
      guard let found = fault.found else {
        return .http(status: 400, message: "\(name): \(fault.reason)")
      }
      let expected = fault.isParameter ? "a string or an array" : "strings or arrays of strings"
      return .http(status: 400, message: "\(name): expected \(expected), found \(found.jsonString)")
    }
  }

  static func term(_ form: ArrayForm, _ text: String) throws -> Term {
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
