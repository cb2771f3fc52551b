import InstantSearchCore
import InstantSearchREPL
import LineEditor
import Testing

@Suite("relevant on a dataset folder with a virtual replica")
@MainActor
struct RelevantFolderTests {
  @Test("relevant keeps the hits with the fewest typos, and all shows every hit")
  func folder() async throws {
    let records: [JSON] = [
      ["objectID": "1", "name": "Running shoe", "rating": 3],
      ["objectID": "2", "name": "Runing shoe", "rating": 5],
      ["objectID": "3", "name": "Running socks", "rating": 4],
    ]
    let settings: JSON = [
      "searchableAttributes": ["name"], "replicas": ["virtual(gear_rating)"],
    ]
    let replica: JSON = ["searchableAttributes": ["name"], "customRanking": ["desc(rating)"]]
    let (transcript, status) = try await JSONFolder.run(
      ["sort gear_rating", "search running", "relevant", "relevant all", "search running"],
      files: ["gear": .array(records), "gear_settings": settings, "gear_rating_settings": replica])
    #expect(status == 0)
    #expect(transcript.output.contains("2 relevant results of 3 · show all"))
    #expect(transcript.output.contains("all 3 results · show relevant only"))
    let stats = transcript.output.split(separator: "\n").filter { $0.contains(" hits in ") }
    #expect(
      stats.last?.hasPrefix("3 hits") == true,
      "the strictness of relevant all stays on the searches after it: \(stats)")
  }
}
