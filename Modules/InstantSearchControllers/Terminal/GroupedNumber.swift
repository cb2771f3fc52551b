/// Numbers as the terminal controllers print them: thousands separated by commas
/// (`12,345`), so counts line up and read at a glance.
public enum GroupedNumber {
  /// `number` with its thousands separated by commas.
  /// - Parameter number: Any integer.
  /// - Returns: Its digits in groups of three, with a minus sign when negative.
  public static func text(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var output = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { output.append(",") }
      output.append(digit)
    }
    return (number < 0 ? "-" : "") + output
  }
}
