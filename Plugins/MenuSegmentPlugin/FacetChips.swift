import InstantSearchPluginKit

/// A facet list drawn as a row of chips, `(value 12)`, the selected ones as `[value 12]`.
/// Typing a value, or its chip's number, clicks it.
final class FacetChips: FacetListPluginController {
  static let controllerID = "chips"
  static let displayName = "Facet chips"
  static let summary = "Draws the values as a row of chips; type one to toggle it."

  private var attribute = ""
  private var values: [PluginFacetValue] = []

  init(host: PluginHostConnection) {}

  func setValues(_ values: [PluginFacetValue], attribute: String) {
    self.values = values
    self.attribute = attribute
  }

  func render() -> String {
    let chips = values.map { value in
      value.isSelected ? "[\(value.label) \(value.count)]" : "(\(value.label) \(value.count))"
    }
    return "\(attribute): " + chips.joined(separator: " ") + "\n"
  }

  func handleInput(_ input: String) -> [PluginEvent]? {
    if let value = values.first(where: { $0.value == input }) {
      return [.valueClicked(value.value)]
    }
    guard let number = Int(input), values.indices.contains(number - 1) else { return nil }
    return [.valueClicked(values[number - 1].value)]
  }
}
