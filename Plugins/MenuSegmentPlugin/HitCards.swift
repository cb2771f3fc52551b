import InstantSearchPluginKit

/// A hits controller that draws each hit as a small card: its position and objectID on a rule,
/// then each highlighted attribute with the matches in brackets. Typing a position clicks it.
final class HitCards: HitsPluginController {
  static let controllerID = "cards"
  static let displayName = "Hit cards"
  static let summary = "Draws each hit as a card with its highlighted attributes."

  private var hits: [PluginHit] = []
  private var total = 0

  init(host: PluginHostConnection) {}

  func setHits(_ hits: [PluginHit], total: Int) {
    self.hits = hits
    self.total = total
  }

  func render() -> String {
    var text = "\(hits.count) of \(total) hits\n"
    for hit in hits {
      text += "┌ #\(hit.position + 1) \(hit.objectID ?? "(no objectID)")\n"
      for (attribute, value) in hit.highlights {
        let marked = value.replacing("<em>", with: "[").replacing("</em>", with: "]")
        text += "│ \(attribute): \(marked)\n"
      }
      text += "└\n"
    }
    return text
  }

  func handleInput(_ input: String) -> [PluginEvent]? {
    guard let number = Int(input), let hit = hits.first(where: { $0.position + 1 == number })
    else { return nil }
    return [.hitClicked(position: hit.position, objectID: hit.objectID)]
  }
}
