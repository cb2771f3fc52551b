import Foundation
import InstantSearchREPL
import InstantSearchTestSupport
import LineEditor
import Testing

@Suite("Plugins in scripted sessions")
@MainActor
struct PluginSessionTests {
  /// The example C plugin, built with the package next to this test executable.
  private var pluginPath: String { ProductsDirectory.library("JSONLinesPlugin") }

  @Test("A plugin's controllers show Sort By and Clear Filters; its menu answers sort")
  func jsonLines() async throws {
    try #require(FileManager.default.fileExists(atPath: pluginPath), "build the package first")
    let folder = try ShopFolder()
    defer { folder.remove() }
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript, answers: ["1"]))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    let status = await REPL(
      session: session,
      reader: .scripted(lines: [
        "plugin load \(pluginPath)", "plugins", "use sortby segment", "indices", "sort",
        "use clear org.instantsearch.jsonlines/clear", "filter add or:brand brand:Acme", "clear",
        "use sortby terminal", "indices",
      ])
    ).run()
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(output.contains("loaded org.instantsearch.jsonlines"))
    #expect(output.contains("  org.instantsearch.jsonlines/segment (segment)"))
    #expect(output.contains("sortby now shows through org.instantsearch.jsonlines/segment"))
    #expect(
      output.contains(
        #"{"event":"items","items":[{"key":0,"title":"shop","selected":true},{"key":1,"title":"shop_price_asc","selected":false}]}"#
      ))
    #expect(output.contains(#"{"event":"chosen","key":1}"#))
    #expect(output.contains("sorted by shop_price_asc"))
    #expect(output.contains(#"{"event":"cleared"}"#))
    #expect(output.contains("cleared; filters now: none"))
    #expect(output.contains("Sort by\n  0  shop\n* 1  shop_price_asc\n"))
  }

  @Test("The C plugin's hits and facet list show the widgets; a value told to it filters")
  func widgetViews() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "plugin load \(pluginPath)", "use hits org.instantsearch.jsonlines/hits", "search shoe",
      "use facets brand facet-list", "facets brand", "tell facets brand Acme",
      "tell facets brand Nokia", "tell hits 0", "plugins", "use hits terminal", "search hat",
    ])
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(output.contains("hits now also shows through org.instantsearch.jsonlines/hits"))
    #expect(output.contains("hits (org.instantsearch.jsonlines/hits):\n{\"hits\":3,\"total\":3}"))
    #expect(output.contains(#"{"position":0,"objectID":"6","highlighted":{"#))
    #expect(output.contains("facets brand (org.instantsearch.jsonlines/facet-list):"))
    #expect(output.contains(#"{"value":"Acme","count":2,"selected":true}"#))
    #expect(output.contains("org.instantsearch.jsonlines/facet-list ignored \"Nokia\""))
    #expect(output.contains("plugin views: hits org.instantsearch.jsonlines/hits, facets brand"))
    #expect(output.contains("hits now shows through terminal only"))
    // After `use hits terminal`, searching redraws no plugin hits.
    let last = try #require(output.components(separatedBy: "hits now shows through").last)
    #expect(!last.contains(#"{"hits":"#))
  }

  @Test("use and tell refuse what they cannot do, and the session goes on")
  func widgetViewErrors() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "plugin load \(pluginPath)", "tell hits 1", "use hits org.instantsearch.jsonlines/segment",
      "use facets brand", "tell map 1", "use stats terminal",
    ])
    #expect(status == 1, "the last command failed")
    let errors = transcript.errors
    #expect(errors.contains("error: tell: hits has no plugin view (use hits CONTROLLER-ID)"))
    #expect(errors.contains("is a segment controller, not a hits controller"))
    #expect(errors.contains("expected facets brand and a controller ID"))
    #expect(errors.contains("unknown widget \"map\""))
    #expect(transcript.output.contains("stats had no plugin"))
  }

  @Test("A broken plugin path is an error and the session goes on")
  func broken() async {
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.execute("plugin load /no/such/plugin.so") == .failed)
    #expect(transcript.errors.hasPrefix("error: plugin: "))
    #expect(await session.execute("use sortby nothing-here") == .failed)
    #expect(transcript.errors.contains("error: use: "))
    #expect(await session.execute("plugins") == .succeeded)
    #expect(transcript.output.contains("no plugins loaded"))
    #expect(
      transcript.output.contains(
        "controller kinds this host takes: segment, clear, search-box, hits, facet-list"))
  }
}
