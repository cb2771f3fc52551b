import Foundation
import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("Changes past the threshold merge in the background, writes going on meanwhile")
struct BackgroundMergeTests {
  typealias Model = RecordChangeEquivalenceTests.ModelIndex

  @Test("the merged base and the writes made meanwhile answer as a rebuild")
  func mergesWhileWriting() throws {
    var maker = RecordChangeEquivalenceTests.RecordMaker(seed: 7)
    let client = LocalClient()
    try client.addIndex(
      named: "products", records: maker.initialRecords(200),
      settings: RecordChangeEquivalenceTests.settings,
      replicaSettings: RecordChangeEquivalenceTests.replicaSettings)
    var model = Model(try client.records(ofIndex: "products"))
    let threshold = LocalClient.mergeThreshold(baseCount: 200)

    func write(_ changes: [RecordChange]) throws {
      let ids = try client.changeRecords(inIndex: "products", changes)
      for (change, id) in zip(changes, ids) {
        switch change {
        case .save(let record): model.save(record, id: id)
        case .delete(let objectID): model.delete(objectID)
        }
      }
    }
    // Past the threshold: a merge starts; the next batches go on while it runs.
    try write((0...threshold).map { _ in .save(maker.record(id: maker.newID())) })
    for _ in 0..<5 { try write(maker.batch(for: model)) }

    let deadline = Date.now.addingTimeInterval(60)
    while Date.now < deadline {
      let merged = client.pending.withLock { all in
        all["products"].map { $0.journal == nil && $0.saved.count < threshold } ?? false
      }
      if merged { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    let state = client.pending.withLock { $0["products"] }
    #expect(state?.journal == nil)
    #expect((state?.saved.count ?? .max) < threshold, "the merge never finished")

    #expect(
      try client.records(ofIndex: "products").map(\.jsonString) == model.records.map(\.jsonString))
    let oracle = LocalClient()
    try oracle.addIndex(
      named: "products", records: model.records, settings: RecordChangeEquivalenceTests.settings,
      replicaSettings: RecordChangeEquivalenceTests.replicaSettings)
    for index in ["products", "products_price_asc", "products_relevant"] {
      for request in RecordChangeEquivalenceTests.battery {
        let answer = Fixtures.timelessAnswer(client, index, request)
        let expected = Fixtures.timelessAnswer(oracle, index, request)
        #expect(answer.jsonString == expected.jsonString, "\(index) \(request.jsonString)")
      }
    }
  }
}
