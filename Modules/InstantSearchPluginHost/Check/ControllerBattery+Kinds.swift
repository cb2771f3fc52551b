internal import CInstantSearchPlugin

/// Each kind's setters with the battery's values: none, one, many, empty and huge strings.
extension ControllerBattery {
  /// Runs the whole battery: the checks every kind shares, with the kind's own setters.
  func run() {
    switch descriptor.kind {
    case .segment: check(SegmentFunctions.self) { exerciseSegment($0) }
    case .clearFilters: check(ClearFunctions.self) { exerciseClear($0) }
    case .searchBox: checkCommon(SearchBoxKind.self) { exerciseSearchBox($0) }
    case .hits: checkCommon(HitsKind.self) { exerciseHits($0) }
    case .facetList: checkCommon(FacetListKind.self) { exerciseFacetList($0) }
    case .currentFilters: checkCommon(CurrentFiltersKind.self) { exerciseCurrentFilters($0) }
    case .stats: checkCommon(StatsKind.self) { exerciseStats($0) }
    case .loading: checkCommon(LoadingKind.self) { exerciseLoading($0) }
    case .pagination: checkCommon(PaginationKind.self) { exercisePagination($0) }
    case .hierarchicalMenu: checkCommon(HierarchicalMenuKind.self) { exerciseMenu($0) }
    case .numberRange: checkCommon(NumberRangeKind.self) { exerciseRange($0) }
    case .toggle: checkCommon(ToggleKind.self) { exerciseToggle($0) }
    case .relevantSort: checkCommon(RelevantSortKind.self) { exerciseRelevantSort($0) }
    case .customData: checkCommon(CustomDataKind.self) { exerciseCustomData($0) }
    case .dynamicFacets: checkCommon(DynamicFacetsKind.self) { exerciseDynamicFacets($0) }
    case .number: checkCommon(NumberKind.self) { exerciseNumber($0) }
    case .filterList: checkCommon(FilterListKind.self) { exerciseFilterList($0) }
    case .multiIndexHits: checkCommon(MultiIndexHitsKind.self) { exerciseMultiIndexHits($0) }
    }
  }

  /// `count` facet values, with labels and levels.
  private static func facetValues(_ count: Int) -> [PluginFacetValue] {
    (0..<count).map {
      PluginFacetValue(value: "value \($0)", count: $0, isSelected: $0 % 2 == 0, level: $0 % 4)
    }
  }

  func exerciseSegment(_ handle: PluginSegmentHandle) {
    for items in [[], (0..<Self.manyCount).map { (key: $0, title: "option \($0)") }] {
      reporter.step("set_items", "\(items.count) items")
      handle.setItems(items)
    }
    reporter.step("set_items", "a huge title")
    handle.setItems([(key: 0, title: Self.huge)])
    for key in [nil, 0, Int.max] {
      reporter.step("set_selected", key.map { "key \($0)" } ?? "no selection")
      handle.setSelected(key)
    }
    reporter.step("reload", "after the items")
    handle.reload()
    reporter.step("present", "with input at its end")
    handle.present()
  }

  func exerciseClear(_ handle: PluginClearHandle) {
    for canClear in [false, true] {
      reporter.step("set_can_clear", "\(canClear)")
      handle.setCanClear(canClear)
      if let render = ForeignStruct<isp_clear_controller_t>(handle.pointer)?.read(\.render) ?? nil {
        checkRender { render(handle.pointer, $0, $1) }
      }
      reporter.step("perform_click", "with input at its end")
      handle.performClick()
    }
  }

  func exerciseSearchBox(_ handle: PluginSearchBoxHandle) {
    for (description, query) in [("NULL", nil), ("empty text", ""), ("1 MiB", Self.huge)] {
      reporter.step("set_query", description)
      handle.setQuery(query)
    }
  }

  func exerciseHits(_ handle: PluginHitsHandle) {
    let many = (0..<Self.manyCount).map {
      PluginHit(
        position: $0, objectID: $0 % 3 == 0 ? nil : "id\($0)", json: #"{"n":\#($0)}"#,
        highlights: [(attribute: "name", value: "<em>x</em>"), (attribute: "", value: "")])
    }
    let huge = [PluginHit(position: 0, objectID: Self.huge, json: Self.huge)]
    for (description, hits) in [
      ("no hits", []), ("\(many.count) hits", many), ("a 1 MiB hit", huge),
    ] {
      reporter.step("set_hits", description)
      handle.setHits(hits, total: hits.count)
    }
  }

  func exerciseFacetList(_ handle: PluginFacetListHandle) {
    for (attribute, values) in [("", []), ("brand", Self.facetValues(Self.manyCount))] {
      reporter.step("set_values", "\(values.count) values of \"\(attribute)\"")
      handle.setValues(values, attribute: attribute)
    }
    reporter.step("set_values", "a 1 MiB attribute and value")
    handle.setValues(
      [PluginFacetValue(value: Self.huge, count: 1, isSelected: true)], attribute: Self.huge)
  }

  func exerciseCurrentFilters(_ handle: PluginCurrentFiltersHandle) {
    let many = (0..<Self.manyCount).map { (group: "group \($0 % 7)", text: "a:\($0)") }
    for filters in [[], many, [(group: "", text: Self.huge)]] {
      reporter.step("set_filters", "\(filters.count) filters")
      handle.setFilters(filters)
    }
  }

  func exerciseStats(_ handle: PluginStatsHandle) {
    let figures = [
      PluginStats(hitCount: nil), PluginStats(hitCount: 0, text: ""),
      PluginStats(hitCount: Int.max, page: Int.max, pageCount: Int.max, text: Self.huge),
    ]
    for stats in figures {
      reporter.step("set_stats", "hit count \(stats.hitCount.map(String.init) ?? "unknown")")
      handle.setStats(stats)
    }
  }

  func exerciseLoading(_ handle: PluginLoadingHandle) {
    for isLoading in [true, false, false] {
      reporter.step("set_loading", "\(isLoading)")
      handle.setLoading(isLoading)
    }
  }

  func exercisePagination(_ handle: PluginPaginationHandle) {
    for (page, count) in [(0, 0), (3, 10), (Int.max, Int.max), (-1, 0)] {
      reporter.step("set_pages", "page \(page) of \(count)")
      handle.setPages(page: page, pageCount: count)
    }
  }

  func exerciseMenu(_ handle: PluginHierarchicalMenuHandle) {
    for values in [[], Self.facetValues(Self.manyCount)] {
      reporter.step("set_values", "\(values.count) entries")
      handle.setValues(values)
    }
  }

  func exerciseRange(_ handle: PluginNumberRangeHandle) {
    let ranges = [
      PluginNumberRange(), PluginNumberRange(bounds: 0...100, lower: 10, upper: 20),
      PluginNumberRange(bounds: -Double.infinity...Double.infinity, lower: .nan),
    ]
    for (attribute, range) in zip(["", "price", Self.huge], ranges) {
      reporter.step("set_range", "\(range) of an attribute of \(attribute.utf8.count) bytes")
      handle.setRange(range, attribute: attribute)
    }
  }

  func exerciseToggle(_ handle: PluginToggleHandle) {
    for (label, isOn, count) in [("", false, nil), ("free", true, 12), (Self.huge, true, Int.max)] {
      reporter.step("set_toggle", "a label of \(label.utf8.count) bytes, \(isOn)")
      handle.setToggle(label: label, isOn: isOn, count: count)
    }
  }

  func exerciseRelevantSort(_ handle: PluginRelevantSortHandle) {
    for state in PluginRelevantSortState.allCases {
      reporter.step("set_state", "\(state)")
      handle.setState(state)
    }
  }

  func exerciseCustomData(_ handle: PluginCustomDataHandle) {
    let many = (0..<Self.manyCount).map { #"{"banner":\#($0)}"# }
    for items in [[], many, [Self.huge, ""]] {
      reporter.step("set_items", "\(items.count) items")
      handle.setItems(items)
    }
  }

  func exerciseDynamicFacets(_ handle: PluginDynamicFacetsHandle) {
    let many = (0..<100).map {
      PluginDynamicFacet(
        attribute: "attribute \($0)", values: Self.facetValues($0 % 2 == 0 ? 100 : 0))
    }
    for facets in [[], many, [PluginDynamicFacet(attribute: Self.huge, values: [])]] {
      reporter.step("set_facets", "\(facets.count) facets")
      handle.setFacets(facets)
    }
  }
}

/// The setters of the number, filter list and multi-index hits kinds, and the bytes that are
/// not UTF-8 which every string of the header may hold.
extension ControllerBattery {
  /// Bytes that are not UTF-8 (a lone continuation byte, an overlong lead, a cut sequence).
  private static let notUTF8: [CChar] = [0xFF, 0xFE, 0x80, 0xC3, 0x28, 0].map {
    CChar(bitPattern: $0)
  }

  /// Runs `body` with a NUL-terminated string that is not UTF-8.
  private func withNotUTF8<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    Self.notUTF8.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// Calls a list setter with one item, made by `item` from a string that is not UTF-8:
  /// `call` gets the C array of one pointer to it.
  private func lendNotUTF8<Item>(
    _ item: (UnsafePointer<CChar>) -> Item, _ call: (UnsafePointer<UnsafePointer<Item>?>) -> Void
  ) {
    withNotUTF8 { bytes in
      withUnsafePointer(to: item(bytes)) { pointer in
        [Optional(pointer)].withUnsafeBufferPointer { call($0.baseAddress!) }
      }
    }
  }

  func exerciseNumber(_ handle: PluginNumberHandle) {
    let numbers = [
      PluginNumber(comparison: ">="),
      PluginNumber(comparison: "<", number: 10, bounds: 0...100, step: 5),
      PluginNumber(
        comparison: "", number: .nan, bounds: -Double.infinity...Double.infinity,
        step: .greatestFiniteMagnitude),
    ]
    for (attribute, number) in zip(["", "price", Self.huge], numbers) {
      reporter.step("set_number", "\(number) of an attribute of \(attribute.utf8.count) bytes")
      handle.setNumber(number, attribute: attribute)
    }
    reporter.step("set_number", "an attribute and a comparison that are not UTF-8")
    withNotUTF8 { bytes in
      var value = isp_number_t()
      value.struct_size = UInt32(MemoryLayout<isp_number_t>.size)
      (value.comparison, value.step) = (bytes, 1)
      withUnsafePointer(to: value) { number in
        handle.setter(\isp_number_controller_t.set_number)(
          handle.instance.assumingMemoryBound(to: isp_number_controller_t.self), bytes, number)
      }
    }
  }

  func exerciseFilterList(_ handle: PluginFilterListHandle) {
    let many = (0..<Self.manyCount).map {
      PluginFilterItem(
        text: "\"price\":\($0) TO \($0 + 1)", attribute: "price", isSelected: $0 % 3 == 0,
        count: $0 % 2 == 0 ? nil : $0)
    }
    let huge = [PluginFilterItem(text: Self.huge, attribute: Self.huge, isSelected: true)]
    for (items, mode) in [([], .single), (many, .multiple), (huge, PluginSelectionMode.single)] {
      reporter.step("set_items", "\(items.count) items, \(mode) selection")
      handle.setItems(items, selectionMode: mode)
    }
    reporter.step("set_items", "an item whose text and attribute are not UTF-8")
    let size = UInt32(MemoryLayout<isp_filter_item_t>.size)
    lendNotUTF8 {
      isp_filter_item_t(struct_size: size, text: $0, attribute: $0, is_selected: true, count: -1)
    } _: { items in
      handle.setter(\isp_filter_list_controller_t.set_items)(
        handle.instance.assumingMemoryBound(to: isp_filter_list_controller_t.self), items, 1,
        Int32(ISP_SELECTION_MULTIPLE))
    }
  }

  func exerciseMultiIndexHits(_ handle: PluginMultiIndexHitsHandle) {
    let hits = (0..<Self.manyCount).map {
      PluginHit(position: $0, objectID: $0 % 3 == 0 ? nil : "id\($0)", json: #"{"n":\#($0)}"#)
    }
    let many = (0..<100).map {
      PluginHitsSection(
        indexName: "index \($0)", hits: $0 % 2 == 0 ? [] : Array(hits.prefix(10)),
        total: $0 % 3 == 0 ? nil : $0, error: $0 % 5 == 0 ? "no such index" : nil)
    }
    let huge = [
      PluginHitsSection(indexName: Self.huge, hits: hits, total: Int.max, error: Self.huge)
    ]
    for sections in [[], many, huge] {
      reporter.step("set_sections", "\(sections.count) sections")
      handle.setSections(sections)
    }
    reporter.step("set_sections", "a section whose index name and error are not UTF-8")
    lendNotUTF8 { bytes in
      var value = isp_hits_section_t()
      value.struct_size = UInt32(MemoryLayout<isp_hits_section_t>.size)
      (value.index_name, value.error, value.total) = (bytes, bytes, -1)
      return value
    } _: { sections in
      handle.setter(\isp_multi_index_hits_controller_t.set_sections)(
        handle.instance.assumingMemoryBound(to: isp_multi_index_hits_controller_t.self), sections, 1
      )
    }
  }
}
