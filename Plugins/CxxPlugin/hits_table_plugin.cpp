// CxxPlugin: a hits controller written in C++17, to show the header in use from C++ (classes,
// std::string, std::vector behind the C tables). One clang++ line, from the repository root:
//
//   clang++ -std=c++17 -Wall -Wextra -Werror -pedantic -fPIC -shared -fvisibility=hidden \
//     -I Modules/CInstantSearchPlugin/include Plugins/CxxPlugin/hits_table_plugin.cpp \
//     -o libCxxPlugin.so
//
// Controller "table" (hits): draws the page as a table of position and objectID, and turns a
// typed position into a click on that hit. Exceptions never cross the C boundary.
#include "instantsearch_plugin.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

struct Row {
  int64_t position;
  std::string object_id;
};

// The C table comes first, so a pointer to the instance is a pointer to its `base`.
struct HitsTable {
  isp_hits_controller_t table{};
  isp_event_fn event = nullptr;
  void *context = nullptr;
  std::vector<Row> rows;
  int64_t total = 0;

  static HitsTable *of(const void *self) {
    return static_cast<HitsTable *>(static_cast<const isp_controller_t *>(self)->plugin_data);
  }

  std::string text() const {
    std::string text = std::to_string(rows.size()) + " of " + std::to_string(total) + " hits\n";
    for (const Row &row : rows) {
      text += "  " + std::to_string(row.position + 1) + " | " + row.object_id + "\n";
    }
    return text;
  }
};

void set_on_event(const isp_controller_t *self, isp_event_fn fn, void *context) {
  HitsTable::of(self)->event = fn;
  HitsTable::of(self)->context = context;
}

size_t render(const isp_controller_t *self, char *buffer, size_t capacity) {
  try {
    const std::string text = HitsTable::of(self)->text();
    if (capacity > 0) std::snprintf(buffer, capacity, "%s", text.c_str());
    return text.size();
  } catch (...) {
    if (capacity > 0) buffer[0] = '\0';
    return 0;
  }
}

int32_t handle_input(const isp_controller_t *self, const char *input) {
  HitsTable *hits = HitsTable::of(self);
  char *end = nullptr;
  const long long number = std::strtoll(input, &end, 10);
  if (end == input || *end != '\0' || hits->event == nullptr) return ISP_INPUT_IGNORED;
  for (const Row &row : hits->rows) {
    if (row.position + 1 != number) continue;
    isp_event_t event{};
    event.struct_size = sizeof(isp_event_t);
    event.type = ISP_EVENT_HIT_CLICKED;
    event.text = row.object_id.c_str();
    event.number = row.position;
    hits->event(hits->context, &event);
    return ISP_INPUT_HANDLED;
  }
  return ISP_INPUT_IGNORED;
}

void destroy(const isp_controller_t *self) { delete HitsTable::of(self); }

void set_hits(const isp_hits_controller_t *self, const isp_hit_t *const *hits, uint32_t count,
              int64_t total) {
  HitsTable *table = HitsTable::of(self);
  try {
    std::vector<Row> rows;
    rows.reserve(count);
    for (uint32_t i = 0; i < count; i++) {
      rows.push_back(Row{hits[i]->position, hits[i]->object_id ? hits[i]->object_id : "-"});
    }
    table->rows.swap(rows);
    table->total = total;
  } catch (...) {
    table->rows.clear();
  }
}

const isp_controller_descriptor_t descriptors[] = {
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_HITS, "table", "Hits table (C++)",
     "Draws the page as a table of positions and objectIDs.", "hits"},
};

uint32_t controller_count() { return sizeof descriptors / sizeof descriptors[0]; }

const isp_controller_descriptor_t *controller_descriptor(uint32_t index) {
  return index < controller_count() ? &descriptors[index] : nullptr;
}

const isp_controller_t *create_controller(const isp_host_t *, const char *id) {
  if (std::strcmp(id, "table") != 0) return nullptr;
  HitsTable *hits = new (std::nothrow) HitsTable();
  if (hits == nullptr) return nullptr;
  hits->table.base.struct_size = sizeof(isp_hits_controller_t);
  hits->table.base.plugin_data = hits;
  hits->table.base.set_on_event = set_on_event;
  hits->table.base.render = render;
  hits->table.base.handle_input = handle_input;
  hits->table.base.destroy = destroy;
  hits->table.set_hits = set_hits;
  return &hits->table.base;
}

bool initialize(const isp_host_t *, const char *, char *, size_t) { return true; }

isp_plugin_t make_plugin() {
  isp_plugin_t plugin{};
  plugin.struct_size = sizeof(isp_plugin_t);
  plugin.abi_version = ISP_ABI_VERSION_INIT;
  plugin.plugin_id = "org.instantsearch.cxx";
  plugin.plugin_name = "C++ hits table";
  plugin.plugin_version = "1.0.0";
  plugin.initialize = initialize;
  plugin.controller_count = controller_count;
  plugin.controller_descriptor = controller_descriptor;
  plugin.create_controller = create_controller;
  return plugin;
}

const isp_plugin_t plugin = make_plugin();

}  // namespace

extern "C" ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
