/// One hit as the host hands it to a plugin hits controller: its position, objectID, the whole
/// record as JSON text, and its highlighted attributes.
public struct PluginHit: Sendable, Hashable {
  /// Its position in the whole result list, from 0.
  public var position: Int
  /// Its objectID, when it has one.
  public var objectID: String?
  /// The whole hit as a JSON object.
  public var json: String
  /// Highlighted attributes (dotted paths) and their values, matches between `<em>` tags.
  public var highlights: [(attribute: String, value: String)]

  /// Creates a hit.
  public init(
    position: Int, objectID: String?, json: String,
    highlights: [(attribute: String, value: String)] = []
  ) {
    self.position = position
    self.objectID = objectID
    self.json = json
    self.highlights = highlights
  }

  /// Equal when every field is.
  public static func == (lhs: PluginHit, rhs: PluginHit) -> Bool {
    lhs.position == rhs.position && lhs.objectID == rhs.objectID && lhs.json == rhs.json
      && lhs.highlights.map(\.attribute) == rhs.highlights.map(\.attribute)
      && lhs.highlights.map(\.value) == rhs.highlights.map(\.value)
  }

  /// Hashes the identifying fields.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(position)
    hasher.combine(objectID)
    hasher.combine(json)
  }
}

/// One value of a facet list, hierarchical menu or dynamic facet, as a plugin receives it.
public struct PluginFacetValue: Sendable, Hashable {
  /// The value (for a hierarchical menu, the full path).
  public var value: String
  /// The text to show.
  public var label: String
  /// How many records have it.
  public var count: Int
  /// Whether it is selected.
  public var isSelected: Bool
  /// Its depth in a hierarchical menu, from 0.
  public var level: Int

  /// Creates a value; the label defaults to the value.
  public init(
    value: String, label: String? = nil, count: Int, isSelected: Bool, level: Int = 0
  ) {
    self.value = value
    self.label = label ?? value
    self.count = count
    self.isSelected = isSelected
    self.level = level
  }
}

/// The figures of a response, as a plugin stats controller receives them.
public struct PluginStats: Sendable, Hashable {
  /// How many records match; `nil` when there is no response.
  public var hitCount: Int?
  /// The current page, from 0.
  public var page: Int
  /// How many pages there are.
  public var pageCount: Int
  /// Hits per page.
  public var hitsPerPage: Int
  /// The processing time in milliseconds, when known.
  public var processingTimeMS: Int?
  /// The host's own one-line text for the figures.
  public var text: String?

  /// Creates figures.
  public init(
    hitCount: Int?, page: Int = 0, pageCount: Int = 0, hitsPerPage: Int = 0,
    processingTimeMS: Int? = nil, text: String? = nil
  ) {
    (self.hitCount, self.page, self.pageCount) = (hitCount, page, pageCount)
    (self.hitsPerPage, self.processingTimeMS, self.text) = (hitsPerPage, processingTimeMS, text)
  }
}
