import InstantSearchConnectors
import InstantSearchCore
import Testing

@Suite("ItemInteractor")
@MainActor
struct ItemInteractorTests {
  @Test("fires only when the value changes, and replays the current value to late subscribers")
  func firesOnChange() {
    let interactor = ItemInteractor(item: "a")
    #expect(interactor.onItemChanged.lastDataFired == "a")
    let recorder = Recorder<String>()
    interactor.onItemChanged.subscribePast(with: recorder) { $0.values.append($1) }
    interactor.item = "a"
    interactor.item = "b"
    interactor.item = "b"
    #expect(recorder.values == ["a", "b"])
  }

  @Test("Stats and Loading are item interactors under their own names")
  func statsAndLoading() {
    let stats = StatsInteractor()
    #expect(stats.item == nil)
    let loading = LoadingInteractor()
    let recorder = Recorder<Bool>()
    loading.onItemChanged.subscribe(with: recorder) { $0.values.append($1) }
    loading.isLoading = true
    #expect(loading.item)
    loading.item = false
    #expect(!loading.isLoading)
    #expect(recorder.values == [true, false])
  }
}

@MainActor
private final class Recorder<Value> {
  var values: [Value] = []
}
