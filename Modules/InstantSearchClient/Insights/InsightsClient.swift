import Foundation
import InstantSearchCore

/// The client of the Insights API: events go in one `POST /1/events` (`{"events": [...]}`) to
/// `insights.algolia.io`, or to the hosts given (a regional host, a proxy, a local server),
/// with the same credentials headers, retry strategy and key redaction as the search client.
///
/// Create one per application and keep it, as a ``Client``: it remembers which hosts are down.
public final class InsightsClient: InsightsService {
  /// The default host of the Insights API.
  public static let defaultHost = APIHost("insights.algolia.io")

  /// The configuration; its description hides the API key.
  public let configuration: ClientConfiguration
  private let transporter: Transporter

  /// A client for the Insights API's own host.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: an API key with the `search` ACL.
  public convenience init(appID: String, apiKey: String) {
    self.init(appID: appID, apiKey: apiKey, hosts: [InsightsClient.defaultHost])
  }

  /// A client for other hosts.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: an API key.
  ///   - hosts: the hosts, in priority order.
  public convenience init(appID: String, apiKey: String, hosts: [APIHost]) {
    self.init(configuration: ClientConfiguration(appID: appID, apiKey: apiKey, hosts: hosts))
  }

  /// A client with a full configuration (hosts, timeouts, transport, clock).
  /// - Parameter configuration: the configuration; its hosts are the Insights hosts.
  public init(configuration: ClientConfiguration) {
    self.configuration = configuration
    self.transporter = Transporter(configuration: configuration)
  }

  /// Checks the events, then sends them in one call.
  /// - Parameter events: the events (the API takes up to 1,000 per call).
  /// - Throws: ``SearchError/invalidRequest(_:)`` for an invalid event or too many (nothing is
  ///   sent), the API's ``SearchError/http(status:message:)``, unreachable hosts,
  ///   `CancellationError`.
  public func send(_ events: [InsightsEvent]) async throws {
    guard events.count <= 1000 else {
      throw SearchError.invalidRequest(
        "Insights: at most 1000 events per call, found \(events.count)")
    }
    for event in events { try event.validate() }
    let body: JSON = ["events": .array(events.map(\.json))]
    _ = try await transporter.execute(
      APIRequest(
        method: "POST", path: "/1/events", body: Data(JSONWriter().bytes(body)), callType: .write))
  }
}
