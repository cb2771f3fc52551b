import InstantSearchCore
import Testing

@testable import InstantSearchREPL

@Suite("set and unset: search parameters of the searches that follow")
@MainActor
struct SetCommandTests {
  /// The stats lines of `output`, in order, after the opening search's.
  static func stats(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains(" hits in ") || $0.hasPrefix("1 hit ") }
      .dropFirst().map(String.init)
  }

  @Test("set hitsPerPage and typoTolerance change the searches; unset goes back")
  func setAndUnset() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "search shoo", "set typoTolerance false", "set hitsPerPage 1", "search red",
      "unset typoTolerance", "search shoo", "unset hitsPerPage",
    ])
    #expect(status == 0)
    #expect(transcript.errors.isEmpty)
    let stats = Self.stats(transcript.output)
    #expect(stats.count == 7)
    #expect(stats[0].hasPrefix("3 hits"), "a typo finds the shoes")
    #expect(stats[1].hasPrefix("0 hits"), "not with typoTolerance false")
    #expect(stats[2].hasPrefix("0 hits") && stats[3].hasPrefix("3 hits"))
    #expect(stats[3].contains("page 1/3"), "one hit a page")
    #expect(stats[5].hasPrefix("3 hits") && stats[6].contains("page 1/1"))
    #expect(transcript.output.contains("typoTolerance = false\n"))
    #expect(transcript.output.contains("hitsPerPage = 1\n"))
  }

  @Test("a value refused by the query or by the engine changes nothing")
  func refusedValues() async throws {
    let (transcript, _) = try await ShopFolder.run([
      "set hitsPerPage lots", "set typoTolerance maybe", "search red", "set query x",
      "unset hitsPerPage",
    ])
    let errors = transcript.errors
    #expect(errors.contains("set: Invalid value for hitsPerPage: expected an integer"))
    #expect(errors.contains("typoTolerance"))
    #expect(errors.contains("set: query is set with the search command"))
    #expect(errors.contains("unset: hitsPerPage is not set"))
    #expect(Self.stats(transcript.output).last?.hasPrefix("3 hits") == true)
  }

  @Test("set filters ANDs a hand-set string with the filter groups; set alone lists")
  func handSetFilters() async throws {
    let (transcript, status) = try await ShopFolder.run([
      #"set filters "price < 100""#, "filter add or:brand brand:Acme", "search shoe", "set",
    ])
    #expect(status == 0)
    let output = transcript.output
    #expect(Self.stats(output).last?.hasPrefix("2 hits") == true)
    let last = try #require(output.components(separatedBy: "query \"shoe\"").last)
    #expect(last.contains("Red running") && !last.contains("Black"))
    #expect(
      last.hasSuffix(
        "filters = price < 100\nfacets = [\"*\"]\nclickAnalytics = true\n"
          + "highlightPreTag = <em>\nhighlightPostTag = </em>\n"))
  }

  @Test("a parameter stays set when sort switches the index")
  func keptAcrossSortOrders() async throws {
    let (transcript, status) = try await ShopFolder.run([
      "set hitsPerPage 1", "sort shop_price_asc", "search red",
    ])
    #expect(status == 0)
    let last = try #require(Self.stats(transcript.output).last)
    #expect(last.contains("index shop_price_asc") && last.contains("page 1/3"))
  }

  @Test("in JSON mode the parameters are an object of the report")
  func json() async throws {
    let (transcript, _) = try await ShopFolder.run(["set typoTolerance false"], json: true)
    let line = try #require(transcript.output.split(separator: "\n").last)
    let report = try JSON(parsing: String(line))
    #expect(report["command"] == "set")
    #expect(report["parameters"]?["typoTolerance"] == false)
  }

  @Test("VALUE is JSON when it reads as JSON, else text")
  func parsing() throws {
    func parse(_ line: String) throws -> SetCommand {
      try SetCommand(parsing: CommandArguments(line: line, command: "set"))
    }
    #expect(try parse("set").assignment == nil)
    #expect(try parse("set typoTolerance false").assignment?.value == false)
    #expect(try parse("set typoTolerance min").assignment?.value == "min")
    #expect(
      try parse(#"set attributesToRetrieve ["name", "price"]"#).assignment?.value == [
        "name", "price",
      ])
    #expect(try parse("set filters price < 100  ").assignment?.value == "price < 100")
    #expect(throws: CommandError.self) { try parse("set hitsPerPage") }
    #expect(throws: CommandError.self) { try parse("set page 2") }
    #expect(throws: CommandError.self) { try parse(#"set "" 3"#) }
    #expect(throws: CommandError.self) { try parse("set indexName other") }
  }
}
