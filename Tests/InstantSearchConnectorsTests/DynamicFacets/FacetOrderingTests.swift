import InstantSearchConnectors
import InstantSearchCore
import Testing

/// One case of applying a facet ordering to counts.
struct FacetOrderingCase: Sendable, CustomTestStringConvertible {
  let name: String
  let ordering: JSON
  let expected: [String: [String]]
  let attributes: [String]
  var testDescription: String { name }
}

@Suite("Facet ordering applied to counts")
struct FacetOrderingTests {
  static let facets: [String: [String: Int]] = [
    "brand": ["Sony": 5, "Apple": 9, "Samsung": 2, "Bose": 5],
    "color": ["red": 1, "blue": 3],
    "size": ["M": 4],
  ]

  // https://www.algolia.com/doc/api-reference/api-parameters/renderingContent/ and
  // https://www.algolia.com/doc/guides/building-search-ui/ui-and-ux-patterns/facet-display/js/
  static let cases: [FacetOrderingCase] = [
    FacetOrderingCase(
      name: "attributes in the listed order; unlisted and absent ones left out",
      ordering: ["facets": ["order": ["size", "brand", "material"]]],
      expected: ["size": ["M"], "brand": ["Apple", "Bose", "Sony", "Samsung"]],
      attributes: ["size", "brand"]),
    FacetOrderingCase(
      name: "pinned values first, the rest by count (ties by value)",
      ordering: [
        "facets": ["order": ["brand"]], "values": ["brand": ["order": ["Samsung", "Nokia"]]],
      ],
      expected: ["brand": ["Samsung", "Apple", "Bose", "Sony"]], attributes: ["brand"]),
    FacetOrderingCase(
      name: "sortRemainingBy alpha",
      ordering: [
        "facets": ["order": ["brand"]],
        "values": ["brand": ["order": ["Sony"], "sortRemainingBy": "alpha"]],
      ],
      expected: ["brand": ["Sony", "Apple", "Bose", "Samsung"]], attributes: ["brand"]),
    FacetOrderingCase(
      name: "sortRemainingBy hidden shows the pinned values only",
      ordering: [
        "facets": ["order": ["brand"]],
        "values": ["brand": ["order": ["Bose", "Apple"], "sortRemainingBy": "hidden"]],
      ],
      expected: ["brand": ["Bose", "Apple"]], attributes: ["brand"]),
    FacetOrderingCase(
      name: "hidden values are never shown, pinned or not, even alone",
      ordering: [
        "facets": ["order": ["brand", "size"]],
        "values": [
          "brand": ["order": ["Apple"], "hide": ["Apple", "Sony"]], "size": ["hide": ["M"]],
        ],
      ],
      expected: ["brand": ["Bose", "Samsung"], "size": []], attributes: ["brand", "size"]),
  ]

  @Test("ordering", arguments: cases)
  func order(_ testCase: FacetOrderingCase) throws {
    let ordering = try FacetOrdering(json: testCase.ordering, path: "facetOrdering")
    let ordered = ordering.order(Self.facets)
    #expect(ordered.map(\.attribute) == testCase.attributes)
    for entry in ordered {
      #expect(entry.facets.map(\.value) == testCase.expected[entry.attribute])
      for facet in entry.facets {
        #expect(facet.count == Self.facets[entry.attribute]?[facet.value])
      }
    }
  }

  @Test("a malformed ordering is an error naming its path")
  func malformed() throws {
    var response = SearchResponse()
    response.additional["renderingContent"] = [
      "facetOrdering": ["values": ["brand": ["sortRemainingBy": "size"]]]
    ]
    #expect(throws: SearchError.self) { try response.facetOrdering() }
    do {
      _ = try response.facetOrdering()
    } catch {
      #expect(
        "\(error)".contains("renderingContent.facetOrdering.values.brand.sortRemainingBy"))
      #expect("\(error)".contains("\"size\""))
    }
    response.additional["renderingContent"] = ["facetOrdering": ["facets": ["order": [1]]]]
    #expect(throws: SearchError.self) { try response.facetOrdering() }
    response.additional["renderingContent"] = [:]
    #expect(try response.facetOrdering() == nil)
  }
}
