/// Who may do what: Algolia's API keys and ACLs, reduced to two keys. The admin key may do
/// everything; the search key may search (`search` ACL: queries, facet values, get objects);
/// anything else with it is `403 Method not allowed with this API key`. A missing or unknown
/// key, or another application ID, is `403 Invalid Application-ID or API key`.
///
/// With no key configured every request is allowed (a local development server). Keys are
/// compared in constant time and never logged or shown.
public struct AccessControl: Sendable {
  /// The ACL a request needs.
  public enum Permission: Sendable {
    /// Searching, facet values, reading records.
    case search
    /// Anything else: writes, browsing, settings, listing indices, tasks.
    case admin
  }

  private let appID: String?
  private let adminKey: String?
  private let searchKey: String?

  /// Creates the rules.
  /// - Parameters:
  ///   - appID: the application ID requests must name, or nil for any.
  ///   - adminKey: the key allowed everything, or nil.
  ///   - searchKey: the key allowed to search, or nil.
  public init(appID: String?, adminKey: String?, searchKey: String?) {
    self.appID = appID
    self.adminKey = adminKey
    self.searchKey = searchKey
  }

  /// Whether any key is required.
  public var isOpen: Bool { adminKey == nil && searchKey == nil }

  /// Checks a request's credentials.
  /// - Parameters:
  ///   - request: the request (headers `X-Algolia-Application-Id`, `X-Algolia-API-Key`, or the
  ///     query arguments of the same names).
  ///   - permission: what the request needs.
  /// - Throws: ``APIError`` 403 in Algolia's words.
  public func check(_ request: ServerRequest, needs permission: Permission) throws {
    guard !isOpen else { return }
    let app =
      request.headers["x-algolia-application-id"] ?? request.query["x-algolia-application-id"]
    let key = request.headers["x-algolia-api-key"] ?? request.query["x-algolia-api-key"]
    guard let key, appID == nil || app == appID else { throw APIError.invalidCredentials }
    if let adminKey, Self.same(key, adminKey) { return }
    guard let searchKey, Self.same(key, searchKey) else { throw APIError.invalidCredentials }
    guard permission == .search else { throw APIError.notAllowed }
  }

  /// Compares without stopping at the first difference, so timing tells nothing of the key.
  private static func same(_ given: String, _ expected: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(expected.utf8)
    var difference = a.count ^ b.count
    for index in 0..<max(a.count, b.count) {
      difference |= Int((index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0))
    }
    return difference == 0
  }
}
