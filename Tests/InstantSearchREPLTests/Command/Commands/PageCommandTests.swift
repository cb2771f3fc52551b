import InstantSearchCore
import Testing

@testable import InstantSearchREPL

@Suite("page, next and prev go through the Pagination widget")
@MainActor
struct PageCommandTests {
  /// The pages the interactor was asked for, in order.
  @MainActor final class Selections {
    var pages: [Int] = []
  }

  @Test("page N, next and prev are selections of the stack's Pagination interactor")
  func selectsThroughTheInteractor() async throws {
    let session = Session(configuration: .testing(Transcript()))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    let stack = try #require(session.stack)
    let selections = Selections()
    stack.pagination.interactor.onPageSelected.subscribe(with: selections) { log, page in
      log.pages.append(page)
    }
    for line in ["page 3", "next", "prev"] {
      #expect(await session.execute(line) == .succeeded)
    }
    #expect(selections.pages == [2, 3, 2])
    #expect(stack.pagination.interactor.page == 2)
    #expect(stack.searcher.query.page == 2)
  }

  @Test("a page past the last is refused before the interactor is asked")
  func pastTheLast() async throws {
    let session = Session(configuration: .testing(Transcript()))
    #expect(await session.start(LaunchOptions()) == .succeeded)
    let stack = try #require(session.stack)
    let selections = Selections()
    stack.pagination.interactor.onPageSelected.subscribe(with: selections) { log, page in
      log.pages.append(page)
    }
    let last = stack.pagination.interactor.pagesCount
    #expect(last > 1)
    #expect(await session.execute("page \(last + 1)") != .succeeded)
    #expect(selections.pages.isEmpty)
    #expect(stack.pagination.interactor.page == 0)
  }
}
