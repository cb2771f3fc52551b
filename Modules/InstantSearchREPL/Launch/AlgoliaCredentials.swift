/// The application ID and API key of an Algolia application, read from the environment only.
///
/// The key is never printed: the description shows the application ID alone.
public struct AlgoliaCredentials: Sendable, Equatable, CustomStringConvertible {
  /// The application ID.
  public var appID: String

  /// The API key.
  public var apiKey: String

  /// Creates credentials.
  /// - Parameters:
  ///   - appID: The application ID.
  ///   - apiKey: The API key.
  public init(appID: String, apiKey: String) {
    self.appID = appID
    self.apiKey = apiKey
  }

  /// The credentials in `ALGOLIA_APP_ID` and `ALGOLIA_API_KEY`.
  /// - Parameter environment: The environment variables.
  /// - Returns: The credentials, or `nil` when either variable is missing or empty.
  public static func fromEnvironment(_ environment: [String: String]) -> AlgoliaCredentials? {
    guard let appID = environment["ALGOLIA_APP_ID"], !appID.isEmpty,
      let apiKey = environment["ALGOLIA_API_KEY"], !apiKey.isEmpty
    else { return nil }
    return AlgoliaCredentials(appID: appID, apiKey: apiKey)
  }

  /// The application ID; the key is left out.
  public var description: String { "application \(appID)" }
}
