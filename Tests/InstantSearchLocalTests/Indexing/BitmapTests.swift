import InstantSearchCore
import Testing

@testable import InstantSearchLocal

@Suite("A bitmap made of members holds exactly them")
struct BitmapTests {
  @Test("ascending, descending, shuffled and repeated members, words skipped and revisited")
  func members() {
    var generator = SeededGenerator(seed: 11)
    for capacity in [1, 63, 64, 65, 1000, 4096] {
      for share in [1, 3, 50] {
        let chosen = (0..<UInt32(capacity)).filter { _ in
          Int.random(in: 0..<share, using: &generator) == 0
        }
        var shuffled = chosen + chosen.prefix(5)
        shuffled.shuffle(using: &generator)
        for members in [chosen, chosen.reversed(), shuffled, []] {
          let bitmap = Bitmap(capacity: capacity, members: members)
          #expect(bitmap.members == chosen.filter { _ in !members.isEmpty })
          var inserted = Bitmap(capacity: capacity)
          for member in members { inserted.insert(member) }
          #expect(bitmap == inserted, "capacity \(capacity), 1/\(share)")
        }
      }
    }
  }
}
