import Foundation
import InstantSearchConnectors
import InstantSearchPluginControllers
import InstantSearchPluginHost
import InstantSearchTerminal
import InstantSearchTestSupport
import Testing

/// The example plugins' controllers, driven through the adapters that make them
/// `SelectableSegmentController`s and `FilterClearController`s.
@Suite("Plugin controllers")
@MainActor
struct PluginControllerTests {
  let registry = PluginRegistry(searchPath: PluginSearchPath(directories: []))

  init() throws {
    try registry.load(ProductsDirectory.library("MenuSegmentPlugin"))
    try registry.load(ProductsDirectory.library("JSONLinesPlugin"))
  }

  /// Binds a segment controller the way a connector does: through the protocol only.
  private func bind<C: SelectableSegmentController>(
    _ controller: C, items: [C.SegmentKey: String], selected: C.SegmentKey?,
    onClick: @escaping (C.SegmentKey) -> Void
  ) {
    controller.onClick = onClick
    controller.setItems(items: items)
    controller.setSelected(selected)
    controller.reload()
  }

  @Test("the Swift menu presents numbered options and reports the chosen key")
  func menuSegment() throws {
    let terminal = ScriptedTerminal(["7", "3"])
    let controller = try registry.makeSegmentController("menu", terminal: terminal.io)
    var clicks: [Int] = []
    bind(
      controller, items: [0: "Default", 1: "Year Asc", 2: "Year Desc"], selected: 0,
      onClick: { clicks.append($0) })
    #expect(terminal.output == "* 1) Default\n  2) Year Asc\n  3) Year Desc\n")

    #expect(controller.present())
    #expect(clicks == [2])
    #expect(
      terminal.prompts == ["Choose 1-3 (empty to cancel): ", "Choose 1-3 (empty to cancel): "])
    #expect(terminal.output.contains("No option 7: type a number from 1 to 3.\n"))

    // End of input cancels without a click.
    #expect(!controller.present())
    #expect(clicks == [2])
  }

  @Test("the C JSON lines segment writes its state and reads a key")
  func jsonLinesSegment() throws {
    let terminal = ScriptedTerminal(["{\"select\":2}", "9", ""])
    let controller = try registry.makeSegmentController(
      "org.instantsearch.jsonlines/segment", terminal: terminal.io)
    var clicks: [Int] = []
    bind(
      controller, items: [0: "Default", 2: "Price \"low\""], selected: 0,
      onClick: { clicks.append($0) })
    #expect(controller.present())
    #expect(!controller.present())
    #expect(!controller.present())
    #expect(clicks == [2])
    let items =
      #"{"event":"items","items":[{"key":0,"title":"Default","selected":false},"#
      + #"{"key":2,"title":"Price \"low\"","selected":false}]}"#
    let itemsSelected = items.replacingOccurrences(
      of: #""title":"Default","selected":false"#, with: #""title":"Default","selected":true"#)
    #expect(
      terminal.outputLines == [
        items,
        #"{"event":"selected","key":0}"#,
        itemsSelected,
        #"{"event":"ask","keys":[0,2]}"#,
        #"{"event":"chosen","key":2}"#,
        #"{"event":"ask","keys":[0,2]}"#,
        #"{"event":"error","message":"no option with key 9"}"#,
        #"{"event":"ask","keys":[0,2]}"#,
        #"{"event":"cancelled"}"#,
      ])
  }

  @Test("the C JSON lines clear controller renders its state and clears when it can")
  func jsonLinesClear() throws {
    let terminal = ScriptedTerminal()
    let controller = try registry.makeClearController("clear", terminal: terminal.io)
    var cleared = 0
    let bound: any FilterClearController = controller
    bound.onClick = { cleared += 1 }
    bound.setCanClear(false)
    #expect(controller.render() == #"{"controller":"clear","canClear":false}"#)
    #expect(!controller.performClick())
    bound.setCanClear(true)
    #expect(controller.render() == #"{"controller":"clear","canClear":true}"#)
    #expect(controller.performClick())
    #expect(cleared == 1)
    #expect(
      terminal.outputLines == [
        #"{"event":"can-clear","value":false}"#, #"{"event":"nothing-to-clear"}"#,
        #"{"event":"can-clear","value":true}"#, #"{"event":"cleared"}"#,
      ])
  }

  @Test("the Swift confirm-clear controller asks before clearing")
  func menuConfirmClear() throws {
    let terminal = ScriptedTerminal(["n", "y"])
    let controller = try registry.makeClearController(
      "org.instantsearch.menu/confirm-clear", terminal: terminal.io)
    var cleared = 0
    controller.onClick = { cleared += 1 }
    #expect(controller.render() == "[Clear filters] (nothing to clear)")
    #expect(!controller.performClick())
    #expect(terminal.output == "Nothing to clear.\n")
    controller.setCanClear(true)
    #expect(controller.render() == "[Clear filters]")
    #expect(!controller.performClick())
    #expect(controller.performClick())
    #expect(cleared == 1)
    #expect(terminal.prompts == ["Clear all filters? [y/N] ", "Clear all filters? [y/N] "])
  }

  @Test("an ABI 1.0 plugin's controllers work in this host")
  func olderMinorControllers() throws {
    let path = try FixtureBuilder.build(
      "old_minor_plugin.c", output: "OldMinorControllers",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.controllers.old-minor")])
    try registry.load(path)
    let terminal = ScriptedTerminal()
    let segment = try registry.makeSegmentController(
      "test.controllers.old-minor/first", terminal: terminal.io)
    var picked: [Int] = []
    bind(segment, items: [4: "Four", 5: "Five"], selected: nil, onClick: { picked.append($0) })
    #expect(segment.present())
    #expect(picked == [4])
    #expect(terminal.output == "old plugin reload\n")
    #expect(segment.handle.controllerExtension("anything/1") == nil)

    let clear = try registry.makeClearController(
      "test.controllers.old-minor/always", terminal: terminal.io)
    var cleared = 0
    clear.onClick = { cleared += 1 }
    clear.setCanClear(true)
    #expect(clear.render() == "clear: on")
    #expect(clear.performClick())
    #expect(cleared == 1)
    #expect(clear.handle.controllerExtension("anything/1") == nil)
  }

  @Test("replacing or removing onClick takes effect in the plugin")
  func onClickReplaced() throws {
    let terminal = ScriptedTerminal(["1", "1"])
    let controller = try registry.makeSegmentController("menu", terminal: terminal.io)
    var first = 0
    controller.onClick = { _ in first += 1 }
    controller.setItems(items: [0: "Only"])
    controller.onClick = nil
    #expect(controller.present())
    #expect(first == 0)
    var second: [Int] = []
    controller.onClick = { second.append($0) }
    #expect(controller.present())
    #expect(second == [0])
  }

  @Test("a plugin calling its click function after its controller was destroyed reaches nothing")
  func clickAfterDestroy() throws {
    let path = try FixtureBuilder.build(
      "fixture_plugin.c", output: "StaleClick",
      defines: [FixtureBuilder.string("FIXTURE_ID", "test.controllers.stale-click")])
    let plugin = try registry.load(path)
    let fireExtension = try #require(plugin.pluginExtension("fixture.fire-last-click/1"))
    let fire = fireExtension.load(as: (@convention(c) (Int64) -> Void).self)
    var picked: [Int] = []
    do {
      let handle = try registry.makeSegmentHandle(
        "test.controllers.stale-click/pick",
        services: PluginHostServices(terminal: ScriptedTerminal().io))
      handle.onClick = { picked.append($0) }
      fire(7)
      #expect(picked == [7])
      handle.onClick = nil
      fire(8)
      #expect(picked == [7])
    }
    // The handle is gone and its instance destroyed; the plugin calls back all the same.
    fire(9)
    #expect(picked == [7])
    #expect(
      PluginLog.shared.entries(forPlugin: "test.controllers.stale-click").contains {
        $0.level == .warning && $0.message.contains("after its controller was destroyed")
      })
  }
}
