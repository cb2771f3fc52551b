internal import CInstantSearchPlugin

/// The kit's export of every 1.2 kind, in the table's order.
let commonExports = PluginControllerKind.common.compactMap(CommonExport.exporting)

extension CommonExport {
  /// How the kit exports `kind`: its protocol and its setter, which turns the host's C values
  /// into the protocol's Swift ones; `nil` for the 1.0 kinds, which have exports of their own.
  static func exporting(_ kind: PluginControllerKind) -> CommonExport? {
    switch kind {
    case .segment, .clearFilters: nil
    case .searchBox: .searchBox
    case .hits: .hits
    case .facetList: .facetList
    case .currentFilters: .currentFilters
    case .stats: .stats
    case .loading: .loading
    case .pagination: .pagination
    case .hierarchicalMenu: .hierarchicalMenu
    case .numberRange: .numberRange
    case .toggle: .toggle
    case .relevantSort: .relevantSort
    case .customData: .customData
    case .dynamicFacets: .dynamicFacets
    case .number: .number
    case .filterList: .filterList
    case .multiIndexHits: .multiIndexHits
    }
  }
}

// One export a 1.2 kind, in the table's order.
extension CommonExport {
  static let searchBox = CommonExport(
    .searchBox, matches: { $0 is any SearchBoxPluginController.Type },
    setters: { (table: inout isp_search_box_controller_t) in
      table.set_query = { pointer, query in
        commonController(pointer, as: (any SearchBoxPluginController).self)?.setQuery(
          query.map { String(cString: $0) })
      }
    })
  static let hits = CommonExport(
    .hits, matches: { $0 is any HitsPluginController.Type },
    setters: { (table: inout isp_hits_controller_t) in
      table.set_hits = { pointer, hits, count, total in
        commonController(pointer, as: (any HitsPluginController).self)?.setHits(
          borrowed(hits, count).map(PluginHit.init(borrowing:)), total: Int(total))
      }
    })
  static let facetList = CommonExport(
    .facetList, matches: { $0 is any FacetListPluginController.Type },
    setters: { (table: inout isp_facet_list_controller_t) in
      table.set_values = { pointer, attribute, values, count in
        commonController(pointer, as: (any FacetListPluginController).self)?.setValues(
          borrowed(values, count).map(PluginFacetValue.init(borrowing:)),
          attribute: attribute.map { String(cString: $0) } ?? "")
      }
    })
  static let currentFilters = CommonExport(
    .currentFilters, matches: { $0 is any CurrentFiltersPluginController.Type },
    setters: { (table: inout isp_current_filters_controller_t) in
      table.set_filters = { pointer, groups, texts, count in
        let filters = zip(borrowedStrings(groups, count), borrowedStrings(texts, count)).map {
          (group: $0, text: $1)
        }
        commonController(pointer, as: (any CurrentFiltersPluginController).self)?.setFilters(
          filters)
      }
    })
  static let stats = CommonExport(
    .stats, matches: { $0 is any StatsPluginController.Type },
    setters: { (table: inout isp_stats_controller_t) in
      table.set_stats = { pointer, stats in
        guard let stats else { return }
        let figures = stats.pointee
        commonController(pointer, as: (any StatsPluginController).self)?.setStats(
          hitCount: figures.hit_count < 0 ? nil : Int(figures.hit_count),
          page: Int(figures.page),
          pageCount: Int(figures.page_count),
          processingTimeMS: figures.processing_time_ms < 0
            ? nil : Int(figures.processing_time_ms),
          text: figures.text.map { String(cString: $0) })
      }
    })
  static let loading = CommonExport(
    .loading, matches: { $0 is any LoadingPluginController.Type },
    setters: { (table: inout isp_loading_controller_t) in
      table.set_loading = { pointer, isLoading in
        commonController(pointer, as: (any LoadingPluginController).self)?.setLoading(isLoading)
      }
    })
  static let pagination = CommonExport(
    .pagination, matches: { $0 is any PaginationPluginController.Type },
    setters: { (table: inout isp_pagination_controller_t) in
      table.set_pages = { pointer, page, pageCount in
        commonController(pointer, as: (any PaginationPluginController).self)?.setPages(
          page: Int(page), pageCount: Int(pageCount))
      }
    })
  static let hierarchicalMenu = CommonExport(
    .hierarchicalMenu, matches: { $0 is any HierarchicalMenuPluginController.Type },
    setters: { (table: inout isp_hierarchical_menu_controller_t) in
      table.set_values = { pointer, values, count in
        commonController(pointer, as: (any HierarchicalMenuPluginController).self)?.setValues(
          borrowed(values, count).map(PluginFacetValue.init(borrowing:)))
      }
    })
  static let numberRange = CommonExport(
    .numberRange, matches: { $0 is any NumberRangePluginController.Type },
    setters: { (table: inout isp_number_range_controller_t) in
      table.set_range = { pointer, attribute, range in
        guard let range else { return }
        commonController(pointer, as: (any NumberRangePluginController).self)?.setRange(
          PluginNumberRange(borrowing: range),
          attribute: attribute.map { String(cString: $0) } ?? "")
      }
    })
  static let toggle = CommonExport(
    .toggle, matches: { $0 is any TogglePluginController.Type },
    setters: { (table: inout isp_toggle_controller_t) in
      table.set_toggle = { pointer, label, isOn, count in
        commonController(pointer, as: (any TogglePluginController).self)?.setToggle(
          label: label.map { String(cString: $0) } ?? "", isOn: isOn,
          count: count < 0 ? nil : Int(count))
      }
    })
  static let relevantSort = CommonExport(
    .relevantSort, matches: { $0 is any RelevantSortPluginController.Type },
    setters: { (table: inout isp_relevant_sort_controller_t) in
      table.set_state = { pointer, state in
        commonController(pointer, as: (any RelevantSortPluginController).self)?.setState(
          PluginRelevantSortState(rawValue: state) ?? .none)
      }
    })
  static let customData = CommonExport(
    .customData, matches: { $0 is any CustomDataPluginController.Type },
    setters: { (table: inout isp_custom_data_controller_t) in
      table.set_items = { pointer, items, count in
        let texts = borrowedStrings(items, count)
        commonController(pointer, as: (any CustomDataPluginController).self)?.setItems(texts)
      }
    })
  static let dynamicFacets = CommonExport(
    .dynamicFacets, matches: { $0 is any DynamicFacetsPluginController.Type },
    setters: { (table: inout isp_dynamic_facets_controller_t) in
      table.set_facets = { pointer, attributes, values, valueCounts, count in
        let names = borrowedStrings(attributes, count)
        let facets = names.indices.map { index in
          PluginDynamicFacet(
            attribute: names[index],
            values: borrowed(values?[index], valueCounts?[index] ?? 0).map(
              PluginFacetValue.init(borrowing:)))
        }
        commonController(pointer, as: (any DynamicFacetsPluginController).self)?.setFacets(
          facets)
      }
    })
  static let number = CommonExport(
    .number, matches: { $0 is any NumberPluginController.Type },
    setters: { (table: inout isp_number_controller_t) in
      table.set_number = { pointer, attribute, number in
        let controller = commonController(pointer, as: (any NumberPluginController).self)
        guard let number, let controller else { return }
        let name = attribute.map { String(cString: $0) } ?? ""
        controller.setNumber(PluginNumber(borrowing: number), attribute: name)
      }
    })
  static let filterList = CommonExport(
    .filterList, matches: { $0 is any FilterListPluginController.Type },
    setters: { (table: inout isp_filter_list_controller_t) in
      table.set_items = { pointer, items, count, mode in
        commonController(pointer, as: (any FilterListPluginController).self)?.setItems(
          borrowed(items, count).map(PluginFilterItem.init(borrowing:)),
          selectionMode: PluginSelectionMode(rawValue: mode) ?? .multiple)
      }
    })
  static let multiIndexHits = CommonExport(
    .multiIndexHits, matches: { $0 is any MultiIndexHitsPluginController.Type },
    setters: { (table: inout isp_multi_index_hits_controller_t) in
      table.set_sections = { pointer, sections, count in
        let copies = borrowed(sections, count).map(PluginHitsSection.init(borrowing:))
        let controller = commonController(
          pointer, as: (any MultiIndexHitsPluginController).self)
        controller?.setSections(copies)
      }
    })
}

extension isp_search_box_controller_t: CommonTable {}
extension isp_hits_controller_t: CommonTable {}
extension isp_facet_list_controller_t: CommonTable {}
extension isp_current_filters_controller_t: CommonTable {}
extension isp_stats_controller_t: CommonTable {}
extension isp_loading_controller_t: CommonTable {}
extension isp_pagination_controller_t: CommonTable {}
extension isp_hierarchical_menu_controller_t: CommonTable {}
extension isp_number_range_controller_t: CommonTable {}
extension isp_toggle_controller_t: CommonTable {}
extension isp_relevant_sort_controller_t: CommonTable {}
extension isp_custom_data_controller_t: CommonTable {}
extension isp_dynamic_facets_controller_t: CommonTable {}
extension isp_number_controller_t: CommonTable {}
extension isp_filter_list_controller_t: CommonTable {}
extension isp_multi_index_hits_controller_t: CommonTable {}

/// The `count` structs behind a host's array of pointers, NULL entries skipped: a sequence
/// read in place, whose `map` makes the one array the controller receives.
private func borrowed<Value>(_ array: UnsafePointer<UnsafePointer<Value>?>?, _ count: UInt32)
  -> BorrowedPointers<Value>
{
  BorrowedPointers(UnsafeBufferPointer(start: array, count: array == nil ? 0 : Int(count)))
}

/// The `count` strings of a host's array, NULL entries as empty strings.
private func borrowedStrings(_ array: UnsafePointer<UnsafePointer<CChar>?>?, _ count: UInt32)
  -> [String]
{
  guard let array else { return Array(repeating: "", count: Int(count)) }
  return (0..<Int(count)).map { array[$0].map { String(cString: $0) } ?? "" }
}

extension PluginHit {
  /// Copies a hit the host lends, reading only the fields its `struct_size` holds.
  init(borrowing hit: UnsafePointer<isp_hit_t>) {
    let value = hit.pointee
    let highlights = (0..<Int(value.highlight_count)).map { index in
      (
        attribute: value.highlight_attributes?[index].map { String(cString: $0) } ?? "",
        value: value.highlight_values?[index].map { String(cString: $0) } ?? ""
      )
    }
    self.init(
      position: Int(value.position), objectID: value.object_id.map { String(cString: $0) },
      json: value.json.map { String(cString: $0) } ?? "{}", highlights: highlights)
  }
}

extension PluginFacetValue {
  /// Copies a value the host lends.
  init(borrowing facet: UnsafePointer<isp_facet_value_t>) {
    let value = facet.pointee
    self.init(
      value: value.value.map { String(cString: $0) } ?? "",
      label: value.label.map { String(cString: $0) }, count: Int(value.count),
      isSelected: value.is_selected, level: Int(value.level))
  }
}

extension PluginNumberRange {
  /// Copies a range the host lends.
  init(borrowing range: UnsafePointer<isp_number_range_t>) {
    let value = range.pointee
    self.init(
      bounds: value.has_bounds && value.minimum <= value.maximum
        ? value.minimum...value.maximum : nil,
      lower: value.has_lower ? value.lower : nil, upper: value.has_upper ? value.upper : nil)
  }
}

extension PluginNumber {
  /// Copies a comparison the host lends.
  init(borrowing number: UnsafePointer<isp_number_t>) {
    let value = number.pointee
    self.init(
      comparison: value.comparison.map { String(cString: $0) } ?? "",
      number: value.has_number ? value.number : nil,
      bounds: value.has_bounds && value.minimum <= value.maximum
        ? value.minimum...value.maximum : nil, step: value.step)
  }
}

extension PluginFilterItem {
  /// Copies an item the host lends.
  init(borrowing item: UnsafePointer<isp_filter_item_t>) {
    let value = item.pointee
    self.init(
      text: value.text.map { String(cString: $0) } ?? "",
      attribute: value.attribute.map { String(cString: $0) } ?? "",
      isSelected: value.is_selected, count: value.count < 0 ? nil : Int(value.count))
  }
}

extension PluginHitsSection {
  /// Copies a section the host lends, with its hits.
  init(borrowing section: UnsafePointer<isp_hits_section_t>) {
    let value = section.pointee
    self.init(
      indexName: value.index_name.map { String(cString: $0) } ?? "",
      hits: borrowed(value.hits, value.hit_count).map(PluginHit.init(borrowing:)),
      total: value.total < 0 ? nil : Int(value.total),
      error: value.error.map { String(cString: $0) })
  }
}
