import Foundation
import InstantSearchREPL
import InstantSearchTestSupport
import Testing

/// The widgets `use` reaches since every widget has a plugin kind: each attaches a controller
/// of the fixture with one controller of every 1.2 kind (or the C example's segment), whose
/// view then shows the widget's values, and told input acts on the widget.
extension PluginSessionTests {
  /// The fixture, built once for the suite.
  static let sdkFixture = Result {
    try FixtureBuilder.build(
      "widget_kinds_plugin.c", output: "SessionSDKKinds",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.session.sdk")])
  }

  @Test("number, list and sections show through plugin views; a told number and band filter")
  func sdkKindViews() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "plugin load \(Self.sdkFixture.get())", "use number price number",
      "tell number price 100", "use list filter-list", "tell list 3",
      "open shop,shop_price_asc", "use sections multi-index-hits", "search shoe",
    ])
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(output.contains("test.session.sdk/number (number): Stepper — use number ATTRIBUTE"))
    #expect(output.contains("number price now also shows through test.session.sdk/number"))
    #expect(output.contains("number price (test.session.sdk/number):\nnumber price >= no 0"))
    #expect(output.contains("number price >= yes 100 bounds yes 20..900 step 1"))
    #expect(output.contains("list (test.session.sdk/filter-list):\nlist 4 multiple\n"))
    #expect(output.contains("*\"price\" >= 500 (price) -1"))
    #expect(output.contains("sections (test.session.sdk/multi-index-hits):\nsections 2\nshop: "))
    #expect(output.contains("shop_price_asc: 6 of 6\n  #0 {"))
    #expect(output.contains("sections 2\nshop: 3 of 3\n  #0 {"))
  }

  @Test("toggle, range, loading, infinite, breadcrumb and perpage show through plugin views")
  func sdkReachedViews() async throws {
    let (transcript, status) = try await ShopFolder.run(
      [
        "plugin load \(Self.sdkFixture.get())",
        "plugin load \(ProductsDirectory.library("JSONLinesPlugin"))",
        "use toggle brand:Acme toggle", "tell toggle brand:Acme on", "use range price number-range",
        "tell range price 50 70", "use loading loading", "use infinite pagination",
        "tell infinite more", "use breadcrumb hierarchical-menu", "menu Shoes > Running",
        "tell breadcrumb Shoes", "use perpage segment",
      ], hierarchical: true)
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    #expect(output.contains("toggle brand:Acme (test.session.sdk/toggle):\ntoggle brand: Acme off"))
    #expect(output.contains("toggle brand: Acme on"))
    #expect(output.contains("range price (test.session.sdk/number-range):\nrange price bounds"))
    #expect(output.contains("lower yes 50 upper yes 70"))
    #expect(output.contains("loading (test.session.sdk/loading):\nidle\n"))
    #expect(output.contains("infinite (test.session.sdk/pagination):\npage 0 of 1\n"))
    #expect(output.contains("breadcrumb (test.session.sdk/hierarchical-menu):\nmenu 0\n"))
    #expect(output.contains("menu 2\n0 *Shoes (Shoes) 1\n1 *Running (Shoes > Running) 1\n"))
    #expect(output.contains("menu 1\n0 *Shoes (Shoes) 1\n"))
    #expect(output.contains("perpage now also shows through org.instantsearch.jsonlines/segment"))
    #expect(output.contains(#"{"key":2,"title":"20 per page","selected":false}"#))
  }

  @Test("a size told to perpage is the segment plugin's choice: set, searched, shown in the stats")
  func toldPageSize() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "plugin load \(ProductsDirectory.library("JSONLinesPlugin"))", "use perpage segment",
      "tell perpage 0", "tell perpage 9",
    ])
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let output = transcript.output
    // Key 0 is the first size, 5: the six records make two pages.
    #expect(output.contains(#"{"event":"chosen","key":0}"#))
    #expect(output.contains(#"{"event":"selected","key":0}"#))
    #expect(output.contains("page 1/2"))
    #expect(output.contains(#"{"event":"error","message":"no option with key 9"}"#))
    #expect(output.contains("org.instantsearch.jsonlines/segment ignored \"9\""))
  }
}
