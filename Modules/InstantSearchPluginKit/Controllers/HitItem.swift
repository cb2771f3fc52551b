/// One hit as a plugin receives it: its position, objectID, the whole record as JSON text, and
/// its highlighted attributes (dotted paths, with the matches between `<em>` tags).
public struct HitItem: Sendable {
  /// Its position in the whole result list, from 0.
  public var position: Int
  /// Its objectID, when it has one.
  public var objectID: String?
  /// The whole hit as a JSON object.
  public var json: String
  /// Highlighted attributes and their values, in the host's order.
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
}
