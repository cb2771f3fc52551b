import InstantSearchCore

/// One rule of an index, in the shape the dashboard, the CLI and `browseRules` export:
/// `{"objectID": …, "conditions": [...], "consequence": {...}, "enabled": …, "validity": [...]}`.
///
/// A value with no engine state: an index compiles its rules into a ``RuleSet`` when it is
/// built, resolving the objectIDs they promote and hide against its records.
public struct Rule: Sendable, Equatable {
  /// The rule's identifier (not a record's), listed in a response's `appliedRules`.
  public var objectID: String
  /// When the rule applies: any one condition is enough; none means always.
  public var conditions: [Condition]
  /// What the rule does.
  public var consequence: Consequence
  /// A disabled rule never applies.
  public var enabled: Bool
  /// The time ranges (Unix seconds, both ends included) in which the rule applies; empty means
  /// always.
  public var validity: [ClosedRange<Double>]
  /// Free text for people.
  public var description: String?

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - objectID: its identifier.
  ///   - conditions: when it applies (none: always).
  ///   - consequence: what it does.
  ///   - enabled: whether it may apply.
  ///   - validity: when it may apply (empty: always).
  ///   - description: free text.
  public init(
    objectID: String, conditions: [Condition] = [], consequence: Consequence = Consequence(),
    enabled: Bool = true, validity: [ClosedRange<Double>] = [], description: String? = nil
  ) {
    self.objectID = objectID
    self.conditions = conditions
    self.consequence = consequence
    self.enabled = enabled
    self.validity = validity
    self.description = description
  }

  /// Whether the rule may apply at `time` (Unix seconds): enabled, and inside a validity range
  /// when it has any.
  public func isActive(at time: Double) -> Bool {
    enabled && (validity.isEmpty || validity.contains { $0.contains(time) })
  }
}
