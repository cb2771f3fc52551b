import InstantSearchCore
import Testing

@Suite("The JSON parser's numbers: integers gathered in place, exact conversions")
struct JSONParserNumberTests {
  @Test(
    "numbers at the edges read as the standard library's correctly rounded conversion",
    arguments: [
      "0", "-0", "0.0", "-0.0", "1", "-1", "7", "10", "123456789", "9007199254740991",
      "9007199254740992", "9007199254740993", "18446744073709551615", "18446744073709551616",
      "1234567890123456789", "12345678901234567890123", "123456789012345678", "0.1", "0.3",
      "1e22", "1e23", "1e-22", "1e-23", "1e308", "1.7976931348623157e308", "-1e308", "1e-308",
      "2.2250738585072014e-308", "4.9e-324", "5e-324", "1e-400", "0.000001", "-1.5E+3", "1E2",
      "1e+0", "3.141592653589793", "0.30000000000000004", "123.456e-2", "99999999999999999999",
      "0.0000000000000000000000000001", "1.00000000000000000001", "8.98846567431158e307",
    ])
  func edges(text: String) throws {
    let parsed = try #require(try JSON(parsing: text).doubleValue)
    let expected = try #require(Double(text))
    #expect(parsed.bitPattern == expected.bitPattern, "\(text): \(parsed) against \(expected)")
  }

  @Test("a number out of range is refused", arguments: ["1e309", "-1e400", "2e308"])
  func outOfRange(text: String) {
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: "[1, \(text)]") }
    #expect(error?.offset == 4)
    #expect(error?.reason == "number out of range")
  }

  @Test(
    "malformed numbers are refused at the right byte",
    arguments: [
      ("-", 1, "expected a digit"), ("-a", 1, "expected a digit"), ("01", 0, "leading zero"),
      ("-01", 0, "leading zero"), ("1.", 2, "after '.'"), ("1.e3", 2, "after '.'"),
      ("1e", 2, "in the exponent"), ("1e+", 3, "in the exponent"), ("1.5e-x", 5, "exponent"),
    ])
  func malformed(text: String, offset: Int, reason: String) {
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
    #expect(error?.offset == offset)
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
  }

  @Test("integers of every length and sign read exactly, in arrays and objects")
  func integers() throws {
    var value: UInt64 = 1
    for _ in 0..<19 {
      for number in [value - 1, value, value + 7, value * 9] where number < 1 << 53 {
        let text = "[\(number),-\(number),{\"n\":\(number)}]"
        let parsed = try JSON(parsing: text)
        #expect(parsed[0]?.doubleValue == Double(number))
        #expect(parsed[1]?.doubleValue == -Double(number))
        #expect(parsed[2]?["n"]?.intValue == Int(number))
      }
      value *= 10
    }
  }
}
