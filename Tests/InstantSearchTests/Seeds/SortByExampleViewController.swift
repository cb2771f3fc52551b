import InstantSearch

/// The seed's Sort By example, as written, but for two fixes it needs to compile anywhere:
/// `let indices [` lacks its `=`, and the interactor reads `self`, so it is `lazy`.
final class SortByExampleViewController: UIViewController {

  let alert = UIAlertController(
    title: "Change Index", message: "Please select a new index", preferredStyle: .actionSheet)

  let searcher: SingleIndexSearcher = .init(
    appID: "YourApplicationID",
    apiKey: "YourSearchOnlyAPIKey",
    indexName: "indexDefault")

  lazy var indexSegmentInteractor: IndexSegmentInteractor = {
    let indices = [
      0: indexDefault,
      1: indexAscendingOrder,
      2: indexDescendingOrder,
    ]
    return .init(items: indices)
  }()

  lazy var selectIndexController: SelectIndexController = { return .init(alertController: alert) }()

  let client: Client = .init(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")

  lazy var indexDefault: Index = { return client.index(withName: "indexDefault") }()
  lazy var indexAscendingOrder: Index = { return client.index(withName: "indexAscendingOrder") }()
  lazy var indexDescendingOrder: Index = { return client.index(withName: "indexDescendingOrder") }()

  override func viewDidLoad() {
    super.viewDidLoad()

    indexSegmentInteractor.connectSearcher(searcher: searcher)
    indexSegmentInteractor.connectController(SelectIndexController(alertController: alert)) {
      (index) -> String in
      switch index {
      case self.indexDefault: return "Default"
      case self.indexAscendingOrder: return "Year Asc"
      case self.indexDescendingOrder: return "Year Desc"
      default: return index.name
      }
    }
  }

}
