import InstantSearchCore
import Testing

@Suite("EditDistance")
struct EditDistanceTests {
  @Test(
    "a substitution, an insertion, a deletion or a swap of neighbours each count one",
    arguments: [
      ("filter", "filter", 0), ("fitler", "filter", 1), ("filtre", "filter", 1),
      ("filer", "filter", 1), ("filterr", "filter", 1), ("fulter", "filter", 1),
      ("fltier", "filter", 2), ("", "ab", 2), ("ab", "", 2),
    ])
  func distances(a: String, b: String, expected: Int) {
    #expect(EditDistance.distance(Array(a), Array(b), limit: 2, prefix: false) == expected)
    #expect(
      EditDistance.distance(
        Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 2, prefix: false) == expected)
  }

  @Test("nil beyond the limit; with prefix, the distance to the closest prefix")
  func limitAndPrefix() {
    #expect(EditDistance.distance(Array("fltier"), Array("filter"), limit: 1, prefix: false) == nil)
    #expect(
      EditDistance.distance(Array("haedph"), Array("headphones"), limit: 1, prefix: true) == 1)
    #expect(EditDistance.distance(Array("head"), Array("headphones"), limit: 0, prefix: true) == 0)
    #expect(!EditDistance.lengthsAllow(3, 6, limit: 2, prefix: false))
    #expect(EditDistance.lengthsAllow(6, 3, limit: 3, prefix: true))
  }
}
