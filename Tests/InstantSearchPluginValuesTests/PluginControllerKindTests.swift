import CInstantSearchPlugin
import Foundation
import InstantSearchPluginValues
import Testing

/// The table of widget kinds against the header, which stays the ABI: every `ISP_CONTROLLER_*`
/// value, every kind's name and struct.
@Suite("The table of widget kinds")
struct PluginControllerKindTests {
  /// Every `ISP_CONTROLLER_*` constant as the compiler imports it from the header, with the
  /// kind the table must give that value.
  static let constants: [(name: String, value: Int, kind: PluginControllerKind)] = [
    ("ISP_CONTROLLER_SEGMENT", ISP_CONTROLLER_SEGMENT, .segment),
    ("ISP_CONTROLLER_CLEAR_FILTERS", ISP_CONTROLLER_CLEAR_FILTERS, .clearFilters),
    ("ISP_CONTROLLER_SEARCH_BOX", ISP_CONTROLLER_SEARCH_BOX, .searchBox),
    ("ISP_CONTROLLER_HITS", ISP_CONTROLLER_HITS, .hits),
    ("ISP_CONTROLLER_FACET_LIST", ISP_CONTROLLER_FACET_LIST, .facetList),
    ("ISP_CONTROLLER_CURRENT_FILTERS", ISP_CONTROLLER_CURRENT_FILTERS, .currentFilters),
    ("ISP_CONTROLLER_STATS", ISP_CONTROLLER_STATS, .stats),
    ("ISP_CONTROLLER_LOADING", ISP_CONTROLLER_LOADING, .loading),
    ("ISP_CONTROLLER_PAGINATION", ISP_CONTROLLER_PAGINATION, .pagination),
    ("ISP_CONTROLLER_HIERARCHICAL_MENU", ISP_CONTROLLER_HIERARCHICAL_MENU, .hierarchicalMenu),
    ("ISP_CONTROLLER_NUMBER_RANGE", ISP_CONTROLLER_NUMBER_RANGE, .numberRange),
    ("ISP_CONTROLLER_TOGGLE", ISP_CONTROLLER_TOGGLE, .toggle),
    ("ISP_CONTROLLER_RELEVANT_SORT", ISP_CONTROLLER_RELEVANT_SORT, .relevantSort),
    ("ISP_CONTROLLER_CUSTOM_DATA", ISP_CONTROLLER_CUSTOM_DATA, .customData),
    ("ISP_CONTROLLER_DYNAMIC_FACETS", ISP_CONTROLLER_DYNAMIC_FACETS, .dynamicFacets),
    ("ISP_CONTROLLER_NUMBER", ISP_CONTROLLER_NUMBER, .number),
    ("ISP_CONTROLLER_FILTER_LIST", ISP_CONTROLLER_FILTER_LIST, .filterList),
    ("ISP_CONTROLLER_MULTI_INDEX_HITS", ISP_CONTROLLER_MULTI_INDEX_HITS, .multiIndexHits),
  ]

  /// The header's text.
  static let header: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Modules/CInstantSearchPlugin/include/instantsearch_plugin.h")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The header's controller kinds as written: each `ISP_CONTROLLER_*` constant with its value
  /// and the name its comment gives (`Name "search-box"`; none for the 1.0 kinds).
  static var written: [(name: String, value: Int, kindName: String?)] {
    guard let start = header.range(of: "/** Controller kinds"),
      let end = header.range(of: "};", range: start.upperBound..<header.endIndex)
    else { return [] }
    // The enum's text with the comments' line breaks and stars taken out.
    let text = header[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: #"\s*\n\s*\*?\s*"#, with: " ", options: .regularExpression)
    let constant =
      #/(?:Name "(?<kind>[a-z-]+)"\.\s*\*?/\s*)?(?<name>ISP_CONTROLLER_[A-Z_]+) = (?<value>\d+)/#
    return text.matches(of: constant).map {
      (String($0.name), Int($0.value) ?? -1, $0.kind.map(String.init))
    }
  }

  @Test("every ISP_CONTROLLER_* value is its kind's raw value, and every kind has one")
  func values() {
    for constant in Self.constants {
      #expect(
        PluginControllerKind(rawValue: Int32(constant.value)) == constant.kind, "\(constant.name)")
      #expect(Int(constant.kind.rawValue) == constant.value, "\(constant.name)")
    }
    #expect(Self.constants.map(\.kind) == PluginControllerKind.allCases)
  }

  @Test("the header holds exactly these constants, with these values and the table's names")
  func headerText() {
    let written = Self.written
    #expect(written.map(\.name) == Self.constants.map(\.name))
    #expect(written.map(\.value) == Self.constants.map(\.value))
    for (entry, constant) in zip(written, Self.constants) where constant.kind.isCommon {
      #expect(entry.kindName == constant.kind.row.name, "\(entry.name)")
    }
    for kind in PluginControllerKind.allCases {
      #expect(Self.header.contains("} \(kind.structName);"), "\(kind.structName)")
    }
  }

  @Test("names and the REPL's older words name one kind each; 1.2 kinds have a setter")
  func names() {
    let words = PluginControllerKind.allCases.flatMap { [$0.row.name] + $0.row.aliases }
    #expect(Set(words).count == words.count, "\(words)")
    for kind in PluginControllerKind.allCases {
      #expect(PluginControllerKind(name: kind.description) == kind)
      #expect(kind.setterName.isEmpty == !kind.isCommon, "\(kind)")
      #expect(!kind.isCommon || Self.header.contains("(*\(kind.setterName))("), "\(kind)")
    }
    #expect(PluginControllerKind.common.count == PluginControllerKind.allCases.count - 2)
  }
}
