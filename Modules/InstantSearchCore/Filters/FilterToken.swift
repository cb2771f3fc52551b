/// One token of a filters string.
struct FilterToken: Equatable {
  /// What the token is.
  enum Kind: Equatable {
    /// A bare word (not a keyword, not a number).
    case word(String)
    /// A quoted string, unescaped.
    case quoted(String)
    /// A bare number, with its text as written.
    case number(String)
    /// `(`
    case openParenthesis
    /// `)`
    case closeParenthesis
    /// `:`
    case colon
    /// A comparison operator.
    case comparison(Filter.Numeric.Operator)
    /// `<score=N>`
    case score(Int)
    /// `AND`
    case and
    /// `OR`
    case or
    /// `NOT`
    case not
    /// `TO`
    case to
    /// The end of the string.
    case end
  }

  let kind: Kind
  /// Byte offset where the token's text begins.
  let start: Int
  /// Byte offset where scanning for this token began (after the previous token), which is where
  /// an error about the token points, as Algolia does.
  let resume: Int

  /// The token as error messages name it: `string(dates)`, `number(10)`, `>`, `end of filter`.
  var name: String {
    switch kind {
    case .word(let text), .quoted(let text): "string(\(text))"
    case .number(let text): "number(\(text))"
    case .openParenthesis: "("
    case .closeParenthesis: ")"
    case .colon: ":"
    case .comparison(let op): op.rawValue
    case .score(let score): "<score=\(score)>"
    case .and: "AND"
    case .or: "OR"
    case .not: "NOT"
    case .to: "TO"
    case .end: "end of filter"
    }
  }

  /// The token's text when it can stand for an attribute or a value.
  var operandText: String? {
    switch kind {
    case .word(let text), .quoted(let text), .number(let text): text
    default: nil
    }
  }
}
