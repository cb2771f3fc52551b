import CInstantSearchPlugin
import Glibc
import InstantSearchPluginKit
import Testing

/// The events an instance reported through the host's event function.
private final class Reported {
  var events: [String] = []
}

/// Every ABI 1.2 kind the kit exports, called through its C struct as a host would: the setter
/// reaches the Swift controller with the host's values, `render` gives its text, and input
/// comes back as the kind's events.
@Suite("Plugin export of the 1.2 kinds", .serialized)
struct CommonKindExportTests {
  let table = exportedTable().assumingMemoryBound(to: isp_plugin_t.self)

  /// Creates the controller `id`, runs `body` with it as the kind's struct, then hands it
  /// `input` and returns its text and the events it reported.
  private func exercise<Kind>(
    _ id: String, as _: Kind.Type, input: String, _ body: (UnsafePointer<Kind>) -> Void
  ) throws -> (text: String, events: [String]) {
    let host = makeHost()
    let base = try #require(table.pointee.create_controller(host, id))
    let reported = Reported()
    base.pointee.set_on_event(
      base,
      { context, event in
        let event = event!.pointee
        Unmanaged<Reported>.fromOpaque(context!).takeUnretainedValue().events.append(
          "\(event.type) \(event.text.map { String(cString: $0) } ?? "nil") \(event.number)"
            + " \(event.has_lower ? "\(event.lower)" : "-") \(event.has_upper ? "\(event.upper)" : "-")"
        )
      }, Unmanaged.passUnretained(reported).toOpaque())
    body(UnsafeRawPointer(base).assumingMemoryBound(to: Kind.self))
    _ = base.pointee.handle_input(base, input)
    let length = base.pointee.render(base, nil, 0)
    var buffer = [CChar](repeating: 0, count: length + 1)
    _ = base.pointee.render(base, &buffer, buffer.count)
    base.pointee.destroy(base)
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (text, reported.events)
  }

  @Test("every kind is declared with its header value and name, and made by create_controller")
  func declaresKinds() throws {
    let kinds = (2..<18).compactMap { table.pointee.controller_descriptor(UInt32($0)) }
    #expect(kinds.map(\.pointee.kind) == (3...18).map { Int32($0) })
    #expect(
      kinds.map { String(cString: $0.pointee.kind_name) }
        == commonKindControllers.map {
          $0.controllerID
        })
    #expect(table.pointee.create_controller(makeHost(), "recording") == nil)
  }

  @Test("search box, hits and facet list get their values and report their events")
  func listKinds() throws {
    let box = try exercise("search-box", as: isp_search_box_controller_t.self, input: "tv") {
      $0.pointee.set_query($0, "lamp")
      $0.pointee.set_query($0, nil)
    }
    #expect(box.text == "query lamp\nquery nil\n")
    #expect(box.events == ["1 tv 0 - -", "2 tv 0 - -"])
    let hits = try exercise("hits", as: isp_hits_controller_t.self, input: "7") { kind in
      var hit = isp_hit_t()
      hit.struct_size = UInt32(MemoryLayout<isp_hit_t>.size)
      hit.position = 7
      "a1".withCString { id in
        "{}".withCString { json in
          hit.object_id = id
          hit.json = json
          withUnsafePointer(to: hit) { pointer in
            var hits: [UnsafePointer<isp_hit_t>?] = [pointer]
            kind.pointee.set_hits(kind, &hits, 1, 30)
          }
        }
      }
      kind.pointee.set_hits(kind, nil, 0, 0)
    }
    #expect(hits.text == "hits 30: 7 a1 {}\nhits 0: \n")
    #expect(hits.events == ["10 nil 7 - -"])
    let facets = try exercise("facet-list", as: isp_facet_list_controller_t.self, input: "lg") {
      kind in
      withFacetValues([("lg", 1), ("sony", 4)]) { values in
        kind.pointee.set_values(kind, "brand", values, 2)
      }
    }
    #expect(facets.text == "brand: lg=1 sony=4\n")
    #expect(facets.events == ["3 lg 0 - -"])
  }

  @Test("current filters, stats, loading and pagination get their values")
  func stateKinds() throws {
    let filters = try exercise(
      "current-filters", as: isp_current_filters_controller_t.self, input: "x"
    ) { kind in
      withCStrings(["brand", "price"]) { groups in
        withCStrings(["brand:sony", "price<10"]) { texts in
          kind.pointee.set_filters(kind, groups, texts, 2)
        }
      }
    }
    #expect(filters.text == "brand=brand:sony price=price<10\n")
    #expect(filters.events == ["4 nil 0 - -"])
    let stats = try exercise("stats", as: isp_stats_controller_t.self, input: "") { kind in
      var figures = isp_stats_t()
      figures.struct_size = UInt32(MemoryLayout<isp_stats_t>.size)
      (figures.hit_count, figures.page, figures.page_count) = (42, 1, 3)
      figures.processing_time_ms = -1
      kind.pointee.set_stats(kind, &figures)
    }
    #expect(stats.text == "42 1/3 -1 nil\n")
    #expect(stats.events.isEmpty)
    let loading = try exercise("loading", as: isp_loading_controller_t.self, input: "") {
      $0.pointee.set_loading($0, true)
    }
    #expect(loading.text == "loading true\n")
    let pages = try exercise("pagination", as: isp_pagination_controller_t.self, input: "more") {
      $0.pointee.set_pages($0, 2, 5)
    }
    #expect(pages.text == "page 2/5\n")
    #expect(pages.events == ["6 nil 0 - -"])
  }

  @Test("hierarchical menu, number range, toggle and relevant sort get values and report")
  func filterKinds() throws {
    let menu = try exercise(
      "hierarchical-menu", as: isp_hierarchical_menu_controller_t.self, input: "TV > OLED"
    ) { kind in
      withFacetValues([("TV", 9), ("TV > OLED", 4)], levels: [0, 1]) { values in
        kind.pointee.set_values(kind, values, 2)
      }
    }
    #expect(menu.text == "0:TV 1:TV > OLED\n")
    #expect(menu.events == ["3 TV > OLED 0 - -"])
    let range = try exercise("number-range", as: isp_number_range_controller_t.self, input: "5") {
      kind in
      var value = isp_number_range_t()
      value.struct_size = UInt32(MemoryLayout<isp_number_range_t>.size)
      (value.has_bounds, value.minimum, value.maximum) = (true, 1, 500)
      (value.has_upper, value.upper) = (true, 99)
      kind.pointee.set_range(kind, "price", &value)
    }
    #expect(range.text == "price 1.0...500.0 nil 99.0\n")
    #expect(range.events == ["7 nil 0 5.0 -"])
    let toggle = try exercise("toggle", as: isp_toggle_controller_t.self, input: "on") {
      $0.pointee.set_toggle($0, "free", true, -1)
    }
    #expect(toggle.text == "free true nil\n")
    #expect(toggle.events == ["8 nil 1 - -"])
    let sort = try exercise("relevant-sort", as: isp_relevant_sort_controller_t.self, input: "all")
    {
      $0.pointee.set_state($0, Int32(ISP_RELEVANT_SORT_RELEVANT))
      $0.pointee.set_state($0, 77)
    }
    #expect(sort.text == "state relevant\nstate none\n")
    #expect(sort.events == ["9 nil 0 - -"])
  }

  @Test("custom data gets JSON texts; dynamic facets get attributes with their values")
  func rulesKinds() throws {
    let data = try exercise("custom-data", as: isp_custom_data_controller_t.self, input: "x") {
      kind in
      withCStrings([#"{"a":1}"#, "[2]"]) { kind.pointee.set_items(kind, $0, 2) }
    }
    #expect(data.text == #"{"a":1} [2]"# + "\n")
    #expect(data.events.isEmpty)
    let facets = try exercise(
      "dynamic-facets", as: isp_dynamic_facets_controller_t.self, input: "color:red"
    ) { kind in
      withFacetValues([("red", 3), ("blue", 1)]) { colors in
        withCStrings(["color", "size"]) { attributes in
          var values: [UnsafePointer<UnsafePointer<isp_facet_value_t>?>?] = [colors, nil]
          var counts: [UInt32] = [2, 0]
          kind.pointee.set_facets(kind, attributes, &values, &counts, 2)
        }
      }
    }
    #expect(facets.text == "color[red,blue] size[]\n")
    #expect(facets.events == ["3 color:red 0 - -"])
  }
}

extension CommonKindExportTests {
  @Test("number, filter list and multi-index hits get their values and report their events")
  func sdkKinds() throws {
    let number = try exercise("number", as: isp_number_controller_t.self, input: "+") { kind in
      var value = isp_number_t()
      value.struct_size = UInt32(MemoryLayout<isp_number_t>.size)
      (value.has_number, value.number, value.step) = (true, 100, 10)
      (value.has_bounds, value.minimum, value.maximum) = (true, 1, 500)
      ">=".withCString { comparison in
        value.comparison = comparison
        kind.pointee.set_number(kind, "price", &value)
      }
    }
    #expect(number.text == "price >= 100.0 1.0...500.0 10.0\n")
    #expect(number.events == ["12 nil 1 - -"])
    let off = try exercise("number", as: isp_number_controller_t.self, input: "off") { _ in }
    #expect(off.events == ["11 nil 0 - -"])
    let list = try exercise("filter-list", as: isp_filter_list_controller_t.self, input: "1") {
      kind in
      withCStrings(["\"price\":25 TO 100", "price"]) { strings in
        var item = isp_filter_item_t()
        item.struct_size = UInt32(MemoryLayout<isp_filter_item_t>.size)
        (item.text, item.attribute, item.is_selected, item.count) = (
          strings[0], strings[1], true, -1
        )
        withUnsafePointer(to: item) { pointer in
          var items: [UnsafePointer<isp_filter_item_t>?] = [pointer]
          kind.pointee.set_items(kind, &items, 1, Int32(ISP_SELECTION_SINGLE))
        }
      }
      kind.pointee.set_items(kind, nil, 0, Int32(ISP_SELECTION_MULTIPLE))
    }
    #expect(list.text == "single: *\"price\":25 TO 100=-\nmultiple: \n")
    #expect(list.events == ["13 nil 1 - -"])
    let sections = try exercise(
      "multi-index-hits", as: isp_multi_index_hits_controller_t.self, input: "x"
    ) { kind in
      withCStrings(["products", "{}", "missing", "no index"]) { strings in
        var hit = isp_hit_t()
        hit.struct_size = UInt32(MemoryLayout<isp_hit_t>.size)
        hit.json = strings[1]
        withUnsafePointer(to: hit) { hitPointer in
          let hits: [UnsafePointer<isp_hit_t>?] = [hitPointer]
          hits.withUnsafeBufferPointer { hits in
            var first = isp_hits_section_t()
            first.struct_size = UInt32(MemoryLayout<isp_hits_section_t>.size)
            (first.index_name, first.hits, first.hit_count) = (strings[0], hits.baseAddress, 1)
            first.total = 12
            var second = isp_hits_section_t()
            second.struct_size = first.struct_size
            (second.index_name, second.total, second.error) = (strings[2], -1, strings[3])
            withUnsafePointer(to: first) { one in
              withUnsafePointer(to: second) { two in
                var sections: [UnsafePointer<isp_hits_section_t>?] = [one, two]
                kind.pointee.set_sections(kind, &sections, 2)
              }
            }
          }
        }
      }
    }
    #expect(sections.text == "products[{}] 12 - missing[] - no index\n")
    #expect(sections.events.isEmpty)
  }
}

/// Runs `body` with a C array of `strings`, valid for the call.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
  let copies = strings.map { UnsafePointer(strdup($0)) }
  defer { for copy in copies { free(UnsafeMutablePointer(mutating: copy)) } }
  return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// Runs `body` with a C array of facet values (value and count, at `levels`), valid for the
/// call.
private func withFacetValues<Result>(
  _ values: [(String, Int64)], levels: [UInt32]? = nil,
  _ body: (UnsafePointer<UnsafePointer<isp_facet_value_t>?>) -> Result
) -> Result {
  withCStrings(values.map(\.0)) { names in
    let structs = values.indices.map { index in
      let value = UnsafeMutablePointer<isp_facet_value_t>.allocate(capacity: 1)
      value.initialize(to: isp_facet_value_t())
      value.pointee.struct_size = UInt32(MemoryLayout<isp_facet_value_t>.size)
      value.pointee.value = names[index]
      value.pointee.label = names[index]
      value.pointee.count = values[index].1
      value.pointee.level = levels?[index] ?? 0
      return UnsafePointer(value)
    }
    defer { for value in structs { UnsafeMutablePointer(mutating: value).deallocate() } }
    let pointers: [UnsafePointer<isp_facet_value_t>?] = structs
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
