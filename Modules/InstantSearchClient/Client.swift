import Foundation
import InstantSearchCore

/// The Algolia search API client: holds the configuration and the memory of hosts, and hands
/// out ``AlgoliaSearchService`` and `Index` values that share them.
///
/// Create one per application and keep it: the order of fallback hosts and which hosts are down
/// live in the instance.
public final class Client: Sendable {
  /// The configuration; its description hides the API key.
  public let configuration: ClientConfiguration
  let transporter: Transporter

  /// A client for Algolia's hosts.
  /// - Parameters:
  ///   - appID: the application ID.
  ///   - apiKey: a search API key.
  public convenience init(appID: String, apiKey: String) {
    self.init(configuration: ClientConfiguration(appID: appID, apiKey: apiKey))
  }

  /// A client with a full configuration (custom hosts, timeouts, transport, clock).
  /// - Parameter configuration: the configuration.
  public init(configuration: ClientConfiguration) {
    self.configuration = configuration
    self.transporter = Transporter(configuration: configuration)
  }

  /// The application ID.
  public var appID: String { configuration.appID }
}

extension Client: CustomStringConvertible {
  /// The application ID; never the key.
  public var description: String { "Client(appID: \(appID))" }
}
