import InstantSearchCore

@testable import InstantSearchLocal

extension IndexData {
  /// The index of the first `count` demo products, with the demo's settings and no replica.
  static func demo(count: Int) throws -> IndexData {
    let settings = try IndexSettings(json: DemoDataset.settings, source: "settings")
    return try IndexData(
      records: DemoDataset.records(count: count), settings: settings, replicaSettings: []
    ) { _ in }
  }
}
