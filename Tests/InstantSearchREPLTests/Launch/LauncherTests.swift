import InstantSearchREPL
import Testing

@Suite("Launch")
struct LauncherTests {
  @Test("Line editing is said to be off when a person types but the output is not a terminal")
  func editingNotice() {
    let notice = Launcher.editingNotice(inputIsTerminal: true, outputIsTerminal: false)
    #expect(notice?.contains("line editing (Tab, history) is off") == true)
    #expect(Launcher.editingNotice(inputIsTerminal: true, outputIsTerminal: true) == nil)
    #expect(Launcher.editingNotice(inputIsTerminal: false, outputIsTerminal: false) == nil)
    #expect(Launcher.editingNotice(inputIsTerminal: false, outputIsTerminal: true) == nil)
  }

  @Test("Credentials come from the environment and never show the key")
  func credentials() throws {
    let credentials = try #require(
      AlgoliaCredentials.fromEnvironment(["ALGOLIA_APP_ID": "APP", "ALGOLIA_API_KEY": "s3cr3t"]))
    #expect(!"\(credentials)".contains("s3cr3t"))
    #expect(AlgoliaCredentials.fromEnvironment(["ALGOLIA_APP_ID": "APP"]) == nil)
  }
}
