import InstantSearchCore
import InstantSearchPluginHost

extension Session {
  /// Publishes what Tab can complete now: sort orders, facet attributes and values of the
  /// last response, the groups that hold filters and their filters, controller IDs, the home
  /// folder.
  func updateVocabulary() {
    var vocabulary = CompletionVocabulary()
    if let stack {
      vocabulary.indexNames = stack.sortBy.indicesNames
      let response = stack.hits.response
      vocabulary.attributes = (response?.facets ?? [:]).keys.sorted()
      for attribute in vocabulary.attributes {
        vocabulary.facetValues[attribute] = response?.facetValues(for: attribute).map(\.value)
      }
      vocabulary.primaries = stack.primaries
      vocabulary.objectIDs = (stack.hits.response?.hits ?? []).compactMap(\.objectID)
      let filters = stack.filterState.snapshot
      for id in filters.groupIDs where !filters.getFilters(forGroupWithID: id).isEmpty {
        let group = GroupArgument(id).description
        vocabulary.groups.append(group)
        vocabulary.groupFilters[group] = filters.getFilters(forGroupWithID: id).map(
          CompletionVocabulary.typed)
      }
    }
    vocabulary.home = configuration.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    let controllers = plugins.controllers
    vocabulary.controllerIDs = [
      "sortby": ["terminal"]
        + controllers.filter { $0.kind == .segment }.flatMap { [$0.id, $0.qualifiedID] },
      "clear": ["terminal"]
        + controllers.filter { $0.kind == .clearFilters }.flatMap { [$0.id, $0.qualifiedID] },
    ]
    for (name, kind) in PluginWidget.words {
      vocabulary.controllerIDs[name] =
        ["terminal"] + controllers.filter { $0.kind == kind }.flatMap { [$0.id, $0.qualifiedID] }
    }
    self.vocabulary.update { $0 = vocabulary }
  }
}
