import BenchmarkSupport
import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchLocal
import InstantSearchServer

// The same searches over HTTP, as an application reaches `serve`: its server in this process on
// a free loopback port, over a folder of the same records, asked through the SDK's own
// transport (libcurl, the connection kept open), one request at a time. The time is the
// client's, from the request's first byte out to the response's last byte in.

/// `serve` over the records, and a client asking it one search at a time.
final class ServedIndex {
  private let folder: String
  private let engine: ServerEngine
  private let server: SearchServer
  private let url: URL

  /// Writes the records and `settings` as a folder, opens it and starts serving it.
  init(records: [JSON], settings: JSON) throws {
    var settings = settings
    settings["replicas"] = nil
    folder = try writeDatasetFolder(
      DemoDataset.indexName, records: records, settings: settings
    ).folder
    engine = try ServerEngine.open(folder: folder).0
    engine.start()
    // SERVER_THREADS=N answers with N threads instead of serve's default.
    var limits = SearchServer.Limits()
    if let threads = Int(ProcessInfo.processInfo.environment["SERVER_THREADS"] ?? ""), threads > 0 {
      limits.threads = threads
    }
    server = SearchServer(
      router: Router(
        engine: engine, access: AccessControl(appID: nil, adminKey: nil, searchKey: nil)),
      limits: limits, log: RequestLog(quiet: true))
    let port = try server.start(address: "127.0.0.1", port: 0)
    url = URL(string: "http://127.0.0.1:\(port)/1/indexes/\(DemoDataset.indexName)/query")!
  }

  deinit {
    server.stop()
    try? engine.close()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// One search: its `nbHits` and the client's time in nanoseconds.
  func search(_ parameters: JSON) throws -> (count: Int, nanoseconds: Double) {
    let request = HTTPRequest(
      method: "POST", url: url, body: Data(JSONWriter().bytes(parameters)),
      timeout: .seconds(30))
    let outcome = Locked<Result<(HTTPResponse, Double), any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let start = nowNanoseconds()
      do {
        let response = try await HTTPTransport.live.send(request)
        outcome.withLock { $0 = .success((response, Double(nowNanoseconds() - start))) }
      } catch {
        outcome.withLock { $0 = .failure(error) }
      }
      done.signal()
    }
    done.wait()
    let (response, nanoseconds) = try outcome.withLock { $0! }.get()
    guard response.status == 200 else {
      throw APIError(response.status, String(decoding: response.body, as: UTF8.self))
    }
    let count = try JSON(parsing: Array(response.body))["nbHits"]?.intValue ?? -1
    return (count, nanoseconds)
  }
}
