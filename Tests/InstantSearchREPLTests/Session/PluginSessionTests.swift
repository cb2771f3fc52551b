import Foundation
import InstantSearchCore
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
    #expect(output.contains("Sort by\n  1  shop\n* 2  shop_price_asc\n"))
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

  @Test("The menu, custom data and dynamic facets show through plugin views; told input selects")
  func ruleWidgetViews() async throws {
    let plugin = try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "SessionWidgetKinds",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.session.kinds")])
    let folder = try ShopFolder(hierarchical: true)
    defer { folder.remove() }
    let rule: JSON = [
      "objectID": "shoes",
      "conditions": [["pattern": "shoe", "anchoring": "contains"]],
      "consequence": [
        "userData": ["banner": "shoes"],
        "params": ["renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]]],
      ],
    ]
    try JSON.array([rule]).jsonString.write(
      toFile: folder.path + "/shop_rules.json", atomically: true, encoding: .utf8)
    let transcript = Transcript()
    let session = Session(configuration: .testing(transcript))
    #expect(await session.start(LaunchOptions(dataPath: folder.path)) == .succeeded)
    let status = await REPL(
      session: session,
      reader: .scripted(lines: [
        "plugin load \(plugin)", "use menu hierarchical-menu", "tell menu Shoes",
        "use data custom-data", "use dynamic dynamic-facets", "search shoe",
        "tell dynamic brand:Acme",
      ])
    ).run()
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(output.contains("menu now also shows through test.session.kinds/hierarchical-menu"))
    #expect(output.contains("menu (test.session.kinds/hierarchical-menu):\nmenu 2\n"))
    #expect(output.contains("0 *Shoes (Shoes) 3\n1 Other (Shoes > Other) 1\n"))
    #expect(output.contains("1 Running (Shoes > Running) 2"))
    #expect(output.contains("data (test.session.kinds/custom-data):\ncustom-data 0\n"))
    #expect(output.contains("custom-data 1\n{\"banner\":\"shoes\"}"))
    #expect(output.contains("dynamic 1\nbrand: Acme=2 Dolce & Gabbana=1"))
    // The told value selected brand:Acme: the next response counts Acme alone.
    #expect(output.contains("dynamic 1\nbrand: Acme=2\n"))
  }

  @Test("use and tell refuse what they cannot do, and the session goes on")
  func widgetViewErrors() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "plugin load \(pluginPath)", "tell hits 1", "use hits org.instantsearch.jsonlines/segment",
      "use facets brand", "tell map 1", "use menu hierarchical-menu", "use stats terminal",
    ])
    #expect(status == 1, "the last command failed")
    let errors = transcript.errors
    #expect(errors.contains("error: tell: hits has no plugin view (use hits CONTROLLER-ID)"))
    #expect(errors.contains("is a segment controller, not a hits controller"))
    #expect(errors.contains("expected facets brand and a controller ID"))
    #expect(errors.contains("unknown widget \"map\""))
    #expect(errors.contains("error: use: menu: this index has no hierarchical facet"))
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
