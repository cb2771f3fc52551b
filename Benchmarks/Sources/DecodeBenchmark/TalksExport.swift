import Foundation
import InstantSearchCore

/// A records export shaped like the TED talks dataset of Algolia's examples: long descriptions,
/// speakers as objects, tags, a ratings object and related talks, one JSON array of `count`
/// records (deterministic).
func makeTalksExport(count: Int) -> [UInt8] {
  var generator = SeededGenerator(seed: 7)
  let vocabulary =
    words + [
      "idea", "future", "science", "design", "story", "world", "human", "change", "climate",
      "brain", "music", "education", "health", "city", "water", "ocean", "children", "art",
      "économie", "société", "création", "naïve",
    ]
  let tags = ["technology", "science", "global issues", "culture", "TEDx", "design", "business"]
  let ratings = [
    "Funny", "Beautiful", "Ingenious", "Courageous", "Longwinded", "Confusing", "Informative",
    "Fascinating", "Unconvincing", "Persuasive", "Jaw-dropping", "OK", "Obnoxious", "Inspiring",
  ]
  func sentence(_ length: Int) -> String {
    (0..<length).map { _ in generator.pick(vocabulary) }.joined(separator: " ")
  }
  var records: [JSON] = []
  for index in 0..<count {
    let title = sentence(3 + generator.number(below: 5))
    let speaker = sentence(2).capitalized
    records.append([
      "objectID": .string(String(index)),
      "name": .string("\(speaker): \(title)"),
      "title": .string(title),
      "description": .string(sentence(40 + generator.number(below: 60)) + "."),
      "main_speaker": .string(speaker),
      "speakers": [["name": .string(speaker), "occupation": .string(sentence(2))]],
      "event": .string("TED\(2006 + index % 12)"),
      "film_date": .number(Double(1_140_825_600 + index * 86_400)),
      "published_date": .number(Double(1_151_367_060 + index * 86_400)),
      "duration": .number(Double(300 + generator.number(below: 1200))),
      "views": .number(Double(generator.number(below: 40_000_000))),
      "comments": .number(Double(generator.number(below: 5000))),
      "languages": .number(Double(generator.number(below: 60))),
      "tags": .array(
        (0..<(2 + generator.number(below: 6))).map { _ in .string(generator.pick(tags)) }),
      "ratings": .object(
        JSONObject(ratings.map { ($0, .number(Double(generator.number(below: 20_000)))) })),
      "related_talks": .array(
        (0..<6).map { _ in
          [
            "id": .number(Double(generator.number(below: count))), "title": .string(sentence(4)),
            "speaker": .string(sentence(2).capitalized),
            "duration": .number(Double(300 + generator.number(below: 1200))),
          ]
        }),
      "url": .string("https://www.ted.com/talks/\(title.replacingOccurrences(of: " ", with: "_"))"),
    ])
  }
  return JSONWriter().bytes(.array(records))
}
