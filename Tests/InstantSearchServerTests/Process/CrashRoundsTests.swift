import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchTestSupport
import Testing

/// What the server acknowledged, applied as Algolia applies it: the records of the index by
/// objectID and its `hitsPerPage`, and the one write whose answer did not arrive (the server
/// was killed while it ran), which may or may not have been applied, but never in part.
private struct Oracle {
  /// One write, as sent and as the oracle applies it once acknowledged.
  enum Write {
    case put(id: String, record: JSONObject)
    case add(record: JSONObject)
    case increment(id: String)
    case delete(id: String)
    case batch(put: (String, JSONObject), increment: String, delete: String)
    case settings(hitsPerPage: Int)
  }

  var records: [String: JSONObject] = [:]
  var hitsPerPage: Int?

  /// The state after a write; `add` needs the objectID the server minted.
  func applying(_ write: Write, mintedID: String? = nil) -> Oracle {
    var next = self
    switch write {
    case .put(let id, var record):
      record["objectID"] = .string(id)
      next.records[id] = record
    case .add(var record):
      guard let mintedID else { return next }
      record["objectID"] = .string(mintedID)
      next.records[mintedID] = record
    case .increment(let id):
      var record = next.records[id] ?? ["objectID": .string(id)]
      record["n"] = .number((record["n"]?.doubleValue ?? 0) + 1)
      next.records[id] = record
    case .delete(let id):
      next.records[id] = nil
    case .batch(let put, let increment, let delete):
      next = next.applying(.put(id: put.0, record: put.1)).applying(.increment(id: increment))
        .applying(.delete(id: delete))
    case .settings(let hitsPerPage):
      next.hitsPerPage = hitsPerPage
    }
    return next
  }

  /// Whether `observed` is this state, or this state with `pending` applied whole.
  func accepts(_ observed: Oracle, pending: Write?) -> Bool {
    if observed == self { return true }
    guard let pending else { return false }
    if case .add(let record) = pending {
      // The minted ID never arrived: the one record the server has that the oracle lacks.
      let extra = Set(observed.records.keys).subtracting(records.keys)
      guard extra.count == 1, let id = extra.first else { return false }
      var expected = record
      expected["objectID"] = .string(id)
      return observed.records[id] == expected && applying(pending, mintedID: id) == observed
    }
    return applying(pending) == observed
  }
}

extension Oracle: Equatable {}

extension Oracle.Write: Sendable {}

/// A small random generator with a seed, so a failing round can be replayed.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Sends one request with the admin key; nil when no answer came (the server died).
private func request(_ port: Int, _ method: String, _ path: String, _ body: JSON? = nil)
  async -> (status: Int, body: JSON)?
{
  let request = HTTPRequest(
    method: method, url: URL(string: "http://127.0.0.1:\(port)\(path)")!,
    headers: ["X-Algolia-API-Key": ServerHarness.adminKey],
    body: body.map { Data(JSONWriter().bytes($0)) }, timeout: .seconds(30))
  guard let response = try? await HTTPTransport.live.send(request) else { return nil }
  return (response.status, (try? JSON(parsing: [UInt8](response.body))) ?? .null)
}

@Suite("Crash rounds: the server killed at random points of a stream of writes", .serialized)
struct CrashRoundsTests {
  private static let index = "recipes"

  /// `INSTANTSEARCH_CRASH_ROUNDS` (50 by default; `Tools/crash-soak.sh` runs more) and
  /// `INSTANTSEARCH_CRASH_SEED` (random by default, printed on failure).
  private static let environment = ProcessInfo.processInfo.environment

  @Test("Nothing acknowledged lost, nothing half applied, no file under --data half written")
  func rounds() async throws {
    let rounds = Int(Self.environment["INSTANTSEARCH_CRASH_ROUNDS"] ?? "") ?? 50
    let seed =
      UInt64(Self.environment["INSTANTSEARCH_CRASH_SEED"] ?? "") ?? .random(in: 1...1 << 40)
    var random = SplitMix(state: seed)
    let data = try TestFolders.folder("crash-rounds").path
    defer { try? FileManager.default.removeItem(atPath: data) }
    // An export without objectIDs, large enough that folding it takes a while.
    var records = try #require(JSONParser.parse(Array(exportWithoutObjectIDs.utf8)).arrayValue)
    for number in 0..<1500 {
      records.append(["title": .string("Dish \(number) — ünïcödé"), "tags": ["a", .number(1)]])
    }
    let userFiles: [String: [UInt8]] = [
      "recipes.json": JSONWriter().bytes(.array(records)),
      "recipes_settings.json": Array(settingsWithUnknownKey.utf8),
    ]
    for (name, bytes) in userFiles {
      try Data(bytes).write(to: URL(fileURLWithPath: data + "/" + name))
    }

    var oracle: Oracle?
    var pending: Oracle.Write?
    for round in 0...rounds {
      let context = "round \(round) of seed \(seed)"
      let server = try ServeProcess(folder: data)
      let observed = try #require(await Self.state(port: server.port), "\(context)")
      if let expected = oracle {
        let accepted = expected.accepts(observed, pending: pending)
        #expect(accepted, "\(context): \(Self.difference(expected, observed))")
        if !accepted { return }
      } else {
        #expect(observed.records.count == records.count, "\(context)")
      }
      oracle = observed
      pending = nil
      try Self.checkFiles(data, userFiles: userFiles, context)
      if round == rounds {
        #expect(server.stop(SIGTERM) == 0, "\(context)")
        try Self.checkFiles(data, userFiles: userFiles, context)
        break
      }

      // Kill it at a random point: mostly during the writes, sometimes during the fold of a
      // clean stop (SIGTERM, then SIGKILL a moment later).
      let delay = Int.random(in: 0...60, using: &random)
      let duringStop = Int.random(in: 0..<4, using: &random) == 0
      let killer = Task {
        try await Task.sleep(for: .milliseconds(delay))
        if duringStop {
          server.signal(SIGTERM)
          try await Task.sleep(for: .microseconds(Int.random(in: 0...20_000)))
        }
        server.stop(SIGKILL)
      }
      while true {
        let write = Self.randomWrite(oracle!, &random)
        pending = write
        guard let answer = await Self.send(write, port: server.port),
          answer.status == 200 || answer.status == 201
        else { break }
        oracle = oracle!.applying(write, mintedID: answer.body["objectID"]?.stringValue)
        pending = nil
      }
      _ = try await killer.value
    }
  }

  /// A write chosen at random over the records the oracle holds.
  private static func randomWrite(_ oracle: Oracle, _ random: inout SplitMix) -> Oracle.Write {
    let ids = oracle.records.keys.sorted()
    let existing = ids.randomElement(using: &random) ?? "none"
    let fresh = "w\(random.next() % 100_000)"
    let record: JSONObject = [
      "title": .string("Écrit \(random.next() % 1000) 寿司"),
      "nested": ["list": [1, "deux", .null, ["trois": true]]],
    ]
    switch random.next() % 6 {
    case 0: return .put(id: Bool.random(using: &random) ? existing : fresh, record: record)
    case 1: return .add(record: record)
    case 2: return .increment(id: existing)
    case 3: return .delete(id: Bool.random(using: &random) ? existing : fresh)
    case 4: return .batch(put: (fresh, record), increment: existing, delete: ids.first ?? "none")
    default: return .settings(hitsPerPage: Int(random.next() % 50) + 1)
    }
  }

  /// Sends a write; nil when no answer came.
  private static func send(_ write: Oracle.Write, port: Int) async -> (status: Int, body: JSON)? {
    let path = "/1/indexes/\(index)"
    let increment: JSON = ["n": ["_operation": "Increment", "value": 1]]
    switch write {
    case .put(let id, let record): return await CrashRoundsTests.put(port, "\(path)/\(id)", record)
    case .add(let record):
      return await request(port, "POST", path, .object(record))
    case .increment(let id):
      return await request(port, "POST", "\(path)/\(id)/partial", increment)
    case .delete(let id): return await request(port, "DELETE", "\(path)/\(id)")
    case .batch(let put, let incremented, let deleted):
      var saved = put.1
      saved["objectID"] = .string(put.0)
      var partial = increment.objectValue!
      partial["objectID"] = .string(incremented)
      let requests: JSON = [
        ["action": "updateObject", "body": .object(saved)],
        ["action": "partialUpdateObject", "body": .object(partial)],
        ["action": "deleteObject", "body": ["objectID": .string(deleted)]],
      ]
      return await request(port, "POST", "\(path)/batch", ["requests": requests])
    case .settings(let hitsPerPage):
      return await put(port, "\(path)/settings", ["hitsPerPage": .number(Double(hitsPerPage))])
    }
  }

  private static func put(_ port: Int, _ path: String, _ body: JSONObject) async -> (
    status: Int, body: JSON
  )? {
    await request(port, "PUT", path, .object(body))
  }

  /// The index as the server answers it: every record through browse, and the settings.
  private static func state(port: Int) async -> Oracle? {
    var state = Oracle()
    var body: JSON = ["hitsPerPage": 1000]
    while true {
      guard let page = await request(port, "POST", "/1/indexes/\(index)/browse", body),
        page.status == 200, let hits = page.body["hits"]?.arrayValue
      else { return nil }
      for hit in hits {
        guard let id = hit["objectID"]?.stringValue else { return nil }
        state.records[id] = hit.objectValue
      }
      guard let cursor = page.body["cursor"]?.stringValue else { break }
      body = ["cursor": .string(cursor)]
    }
    let settings = await request(port, "GET", "/1/indexes/\(index)/settings")
    state.hitsPerPage = settings?.body["hitsPerPage"]?.intValue
    return state
  }

  /// The user's files are byte for byte as given; every saved file is whole JSON.
  private static func checkFiles(_ data: String, userFiles: [String: [UInt8]], _ context: String)
    throws
  {
    for (name, bytes) in userFiles {
      #expect(FileManager.default.contents(atPath: data + "/" + name) == Data(bytes), "\(context)")
    }
    let visible = try FileManager.default.contentsOfDirectory(atPath: data).filter {
      !$0.hasPrefix(".")
    }
    #expect(Set(visible) == Set(userFiles.keys), "\(context)")
    let saved = data + "/.instantsearch/state"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: saved)) ?? []
    where !name.hasSuffix(".tmp") {
      let bytes = try #require(FileManager.default.contents(atPath: saved + "/" + name))
      #expect((try? JSONParser.parse([UInt8](bytes))) != nil, "\(context): \(name) is not whole")
    }
  }

  /// The first records that differ, for the failure message.
  private static func difference(_ expected: Oracle, _ observed: Oracle) -> String {
    let missing = Set(expected.records.keys).subtracting(observed.records.keys).count
    let extra = Set(observed.records.keys).subtracting(expected.records.keys).count
    var lines = [
      "\(expected.records.count) records expected, \(observed.records.count) found "
        + "(\(missing) missing, \(extra) not expected)"
    ]
    if expected.hitsPerPage != observed.hitsPerPage {
      lines.append(
        "hitsPerPage \(String(describing: expected.hitsPerPage)) ≠ \(String(describing: observed.hitsPerPage))"
      )
    }
    for id in Set(expected.records.keys).union(observed.records.keys).sorted()
    where expected.records[id] != observed.records[id] {
      lines.append(
        "\(id): expected \(expected.records[id].map { JSON.object($0).jsonString } ?? "none"), "
          + "found \(observed.records[id].map { JSON.object($0).jsonString } ?? "none")")
      if lines.count > 5 { break }
    }
    return lines.joined(separator: "; ")
  }
}
