import Testing

@testable import InstantSearchREPL

@Suite("The filters parser's errors in plain words")
@MainActor
struct FilterErrorWordingTests {
  @Test(
    "Token names and parser phrases become words",
    arguments: [
      (
        "Unexpected token string(1e3) expected end of filter",
        #"unexpected "1e3", expected end of filter"#
      ),
      ("Unexpected token number(10) expected OR or )", "unexpected 10, expected OR or )"),
      ("Unexpected token AND expected a value", "unexpected AND, expected a value"),
      ("Not allowed incomplete string", "a quoted value is not closed"),
      ("no such thing", "no such thing"),
    ])
  func plain(message: String, expected: String) {
    #expect(FilterErrorWording.plain(message) == expected)
  }

  @Test("filter add shows a bad expression in plain words, with its column")
  func inSession() async throws {
    let (transcript, _) = try await ShopFolder.run(["filter add or:brand brand:Acme Hatters"])
    #expect(transcript.errors.contains(#"filter: unexpected "Hatters""#))
    #expect(!transcript.errors.contains("token"))
  }
}
