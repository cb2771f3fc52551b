import InstantSearchCore
import InstantSearchPluginHost

extension Session {
  /// Publishes what Tab can complete now: sort orders, facet attributes and values of the
  /// last response, groups in use, controller IDs.
  func updateVocabulary() {
    var vocabulary = CompletionVocabulary()
    if let stack {
      vocabulary.indexNames = stack.sortBy.indicesNames
      let facets = stack.hits.response?.facets ?? [:]
      vocabulary.attributes = facets.keys.sorted()
      for (attribute, counts) in facets {
        vocabulary.facetValues[attribute] = counts.sorted {
          $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
        }.map(\.key)
      }
      vocabulary.groups = stack.filterState.groupIDs.map { GroupArgument($0).description }
    }
    let controllers = plugins.controllers
    vocabulary.controllerIDs = [
      "sortby": ["terminal"]
        + controllers.filter { $0.kind == .segment }.flatMap { [$0.id, $0.qualifiedID] },
      "clear": ["terminal"]
        + controllers.filter { $0.kind == .clearFilters }.flatMap { [$0.id, $0.qualifiedID] },
    ]
    for (name, kind) in PluginWidget.names {
      vocabulary.controllerIDs[name] =
        ["terminal"] + controllers.filter { $0.kind == kind }.flatMap { [$0.id, $0.qualifiedID] }
    }
    self.vocabulary.update { $0 = vocabulary }
  }
}
