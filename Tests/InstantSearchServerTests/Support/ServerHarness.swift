import Foundation
import InstantSearchClient
import InstantSearchCore
import InstantSearchServer

/// A server in this process on 127.0.0.1 and a free port, over a fresh dataset folder, with
/// an admin and a search key. Stopped (and the folder removed) when dropped.
final class ServerHarness: Sendable {
  static let adminKey = "harness-admin-key"
  static let searchKey = "harness-search-key"

  let folder: String
  let engine: ServerEngine
  let server: SearchServer
  let port: Int

  /// Starts a server.
  /// - Parameters:
  ///   - limits: the HTTP limits.
  ///   - files: files to put in the folder first, by name.
  ///   - data: a file to serve (read-only) instead of the folder, as `--data FILE`.
  ///   - strict: refuse what the engine does not implement, as `--strict`.
  /// - Throws: when the folder cannot be made or the server cannot start.
  init(
    limits: SearchServer.Limits = .init(), files: [String: String] = [:], data: String? = nil,
    strict: Bool = false
  ) throws {
    folder = try datasetFolder(files)
    engine = try ServerEngine.open(data: data ?? folder, strict: strict).0
    engine.start()
    let access = AccessControl(
      appID: nil, adminKey: Self.adminKey, searchKey: Self.searchKey)
    server = SearchServer(
      router: Router(engine: engine, access: access), limits: limits,
      log: RequestLog(quiet: true))
    port = try server.start(address: "127.0.0.1", port: 0)
  }

  deinit {
    server.stop()
    try? engine.close()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// This project's client, pointed at the server.
  func client(key: String = adminKey) -> Client {
    Client(
      appID: "HARNESS", apiKey: key,
      hosts: [APIHost("127.0.0.1", scheme: "http", port: port)])
  }

  /// Sends one raw request and returns the status and the JSON body.
  func send(
    _ method: String, _ path: String, _ body: String? = nil, key: String = adminKey
  ) async throws -> (status: Int, body: JSON) {
    let request = HTTPRequest(
      method: method, url: URL(string: "http://127.0.0.1:\(port)\(path)")!,
      headers: ["X-Algolia-Application-Id": "HARNESS", "X-Algolia-API-Key": key],
      body: body.map { Data($0.utf8) }, timeout: .seconds(30))
    let response = try await HTTPTransport.live.send(request)
    return (response.status, (try? JSON(parsing: [UInt8](response.body))) ?? .null)
  }
}
