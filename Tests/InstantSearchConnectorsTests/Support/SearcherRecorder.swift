import InstantSearchCore

/// Records what a searcher does: searches started, responses and errors delivered; a test can
/// wait for the next response or error without sleeping.
@MainActor
final class SearcherRecorder {
  private(set) var searches = 0
  private(set) var responses: [SearchResponse] = []
  private(set) var errors: [any Error] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(_ searcher: HitsSearcher) {
    searcher.onSearch.subscribe(with: self) { recorder, _ in recorder.searches += 1 }
    searcher.onResults.subscribe(with: self) { recorder, response in
      recorder.responses.append(response)
      recorder.wake()
    }
    searcher.onError.subscribe(with: self) { recorder, error in
      recorder.errors.append(error)
      recorder.wake()
    }
  }

  /// How many responses and errors were delivered.
  var outcomes: Int { responses.count + errors.count }

  /// Suspends until `count` responses or errors have been delivered in all.
  func waitForOutcomes(_ count: Int) async {
    if outcomes >= count { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  private func wake() {
    let ready = waiters.filter { $0.count <= outcomes }
    waiters.removeAll { $0.count <= outcomes }
    for waiter in ready { waiter.continuation.resume() }
  }
}

extension SearcherRecorder {
  /// A searcher on the demo index's products, following a fresh filter state, with a recorder.
  static func demo() -> (HitsSearcher, FilterState, SearcherRecorder) {
    searching(ServiceKind.demo)
  }

  /// A searcher on a service's `products`, following a fresh filter state, with a recorder.
  static func searching(_ service: any SearchService) -> (
    HitsSearcher, FilterState, SearcherRecorder
  ) {
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    return (searcher, filterState, SearcherRecorder(searcher))
  }
}
