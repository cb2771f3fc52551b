/// The answer to listing indices: one item per index, and the page count.
public struct ListIndicesResponse: Sendable, Hashable {
  /// One index of the application.
  public struct Item: Sendable, Hashable {
    /// The index name.
    public var name: String
    /// How many records it holds.
    public var entries: Int
    /// The primary index, when this one is a replica.
    public var primary: String?
    /// Its replicas (`virtual(name)` for virtual ones), when it is a primary.
    public var replicas: [String]?
    /// Whether it is a virtual replica.
    public var isVirtual: Bool
    /// Every other member (`createdAt`, `updatedAt`, `dataSize` ...), in order.
    public var additional: JSONObject

    /// Creates an item.
    /// - Parameters:
    ///   - name: the index name.
    ///   - entries: the record count.
    ///   - primary: its primary, for a replica.
    ///   - replicas: its replicas, for a primary.
    ///   - isVirtual: whether it is a virtual replica.
    public init(
      name: String, entries: Int = 0, primary: String? = nil, replicas: [String]? = nil,
      isVirtual: Bool = false
    ) {
      self.name = name
      self.entries = entries
      self.primary = primary
      self.replicas = replicas
      self.isVirtual = isVirtual
      self.additional = JSONObject()
    }

    /// The item as JSON.
    public var json: JSON {
      var object: JSONObject = ["name": .string(name), "entries": .number(Double(entries))]
      object["primary"] = primary.map(JSON.string)
      object["replicas"] = replicas.map { .array($0.map(JSON.string)) }
      if isVirtual { object["virtual"] = true }
      for (key, value) in additional where object[key] == nil { object[key] = value }
      return .object(object)
    }
  }

  /// The indices.
  public var items: [Item]
  /// How many pages the list makes.
  public var nbPages: Int

  /// Creates a response.
  /// - Parameters:
  ///   - items: the indices.
  ///   - nbPages: the page count.
  public init(items: [Item], nbPages: Int = 1) {
    self.items = items
    self.nbPages = nbPages
  }

  /// Reads a response from JSON text.
  /// - Parameter bytes: UTF-8 JSON.
  /// - Throws: ``SearchError/decoding(path:reason:)``.
  public init(bytes: some Collection<UInt8>) throws(SearchError) {
    try self.init(json: SearchResponse.parse(bytes))
  }

  /// Reads a response from its JSON value.
  /// - Parameter json: the response object.
  /// - Throws: ``SearchError/decoding(path:reason:)`` naming the member's path.
  public init(json: JSON) throws(SearchError) {
    let reader = try JSONFieldReader(json, path: "", fail: SearchResponse.decodingFailure)
    var items: [Item] = []
    for (offset, value) in (try reader.array("items") ?? []).enumerated() {
      let item = try JSONFieldReader(
        value, path: "items[\(offset)]", fail: SearchResponse.decodingFailure)
      guard let name = try item.string("name") else {
        throw .decoding(path: item.path(of: "name"), reason: "missing")
      }
      var decoded = Item(
        name: name, entries: try item.int("entries") ?? 0, primary: try item.string("primary"),
        replicas: try item.strings("replicas"), isVirtual: try item.bool("virtual") ?? false)
      decoded.additional = item.remaining(
        excluding: ["name", "entries", "primary", "replicas", "virtual"])
      items.append(decoded)
    }
    self.init(items: items, nbPages: try reader.int("nbPages") ?? 1)
  }

  /// The response as JSON.
  public var json: JSON {
    ["items": .array(items.map(\.json)), "nbPages": .number(Double(nbPages))]
  }
}
