import InstantSearchConnectors
import InstantSearchControllers
import InstantSearchCore
import Testing

@MainActor
@Suite("Infinite hits controllers")
struct InfiniteHitsControllersTests {
  /// Three hits named after their objectIDs.
  static let hits = (1...3).map {
    Hit(json: ["objectID": .string("\($0)"), "name": .string("N\($0)")])
  }

  @Test("the terminal list numbers every loaded hit from 1 and says whether more can load")
  func terminal() {
    let screen = ScriptedTerminal()
    let controller = TerminalInfiniteHitsController(terminal: screen.io)
    var asked = 0
    controller.onLoadMore = { asked += 1 }
    controller.setHits(Self.hits, isLastPage: false, totalCount: 9)
    let lines = controller.lines()
    #expect(lines.last == "3 of 9 shown; more to load")
    #expect(lines[2].hasPrefix("1 ") && lines[4].hasPrefix("3 "))
    #expect(controller.lines(lastRows: 1).count == 4)
    controller.loadMore()
    #expect(asked == 1)
    controller.setHits(Self.hits, isLastPage: true, totalCount: 3)
    controller.render()
    #expect(screen.output.hasSuffix("all 3 shown\n"))
  }

  @Test("the observable model publishes the list and forwards load requests")
  func observable() {
    let model = InfiniteHitsObservableController()
    let flag = ObservationFlag { _ = model.hits }
    model.setHits(Self.hits, isLastPage: true, totalCount: 3)
    #expect(flag.isSet)
    #expect(model.isLastPage && model.totalCount == 3)
    var asked = false
    model.onLoadMore = { asked = true }
    model.loadMore()
    #expect(asked)
  }
}
