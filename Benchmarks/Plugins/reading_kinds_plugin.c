/*
 * A controller of every ABI 1.2 kind that reads every value the host lends it (each string to
 * its NUL, each number) into a checksum and keeps nothing: what is left of a setter call is the
 * host's cost of lending and the C call itself. PluginBenchmark builds it with one clang line:
 *
 *   clang -std=c11 -O2 -fPIC -shared -fvisibility=hidden \
 *     -I Modules/CInstantSearchPlugin/include Benchmarks/Plugins/reading_kinds_plugin.c \
 *     -o libReadingKinds.so
 *
 * Controller IDs are the kinds' names ("hits", "facet-list", ...).
 */
#include "instantsearch_plugin.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Every 1.2 kind's struct is `base` followed by its one setter, so one layout serves them all;
 * the host calls the setter with the kind's own type. */
typedef void (*setter_fn)(void);

typedef struct reader {
  isp_controller_t base; /* first, so the table pointer is the instance pointer */
  setter_fn setter;
  uint64_t sum; /* what the setters read, so the reads cannot be left out */
} reader_t;

static reader_t *reader_of(const void *self) { return (reader_t *)self; }

static void add(const void *self, uint64_t value) { reader_of(self)->sum += value; }

static void add_text(const void *self, const char *text) {
  if (text != NULL) add(self, strlen(text));
}

static void add_texts(const void *self, const char *const *texts, uint32_t count) {
  for (uint32_t i = 0; texts != NULL && i < count; i++) add_text(self, texts[i]);
}

static void add_values(const void *self, const isp_facet_value_t *const *values, uint32_t count) {
  for (uint32_t i = 0; values != NULL && i < count; i++) {
    add_text(self, values[i]->value);
    add_text(self, values[i]->label);
    add(self, (uint64_t)values[i]->count + values[i]->is_selected + values[i]->level);
  }
}

static void set_query(const isp_search_box_controller_t *self, const char *query) {
  add_text(self, query);
}

static void add_hits(const void *self, const isp_hit_t *const *hits, uint32_t count,
                     int64_t total) {
  add(self, (uint64_t)total);
  for (uint32_t i = 0; hits != NULL && i < count; i++) {
    add(self, (uint64_t)hits[i]->position);
    add_text(self, hits[i]->object_id);
    add_text(self, hits[i]->json);
    add_texts(self, hits[i]->highlight_attributes, hits[i]->highlight_count);
    add_texts(self, hits[i]->highlight_values, hits[i]->highlight_count);
  }
}

static void set_hits(const isp_hits_controller_t *self, const isp_hit_t *const *hits,
                     uint32_t count, int64_t total) {
  add_hits(self, hits, count, total);
}

static void set_values(const isp_facet_list_controller_t *self, const char *attribute,
                       const isp_facet_value_t *const *values, uint32_t count) {
  add_text(self, attribute);
  add_values(self, values, count);
}

static void set_filters(const isp_current_filters_controller_t *self, const char *const *groups,
                        const char *const *texts, uint32_t count) {
  add_texts(self, groups, count);
  add_texts(self, texts, count);
}

static void set_stats(const isp_stats_controller_t *self, const isp_stats_t *stats) {
  add(self, (uint64_t)(stats->hit_count + stats->page + stats->page_count + stats->hits_per_page +
                       stats->processing_time_ms));
  add_text(self, stats->text);
}

static void set_loading(const isp_loading_controller_t *self, bool is_loading) {
  add(self, is_loading);
}

static void set_pages(const isp_pagination_controller_t *self, int64_t page, int64_t count) {
  add(self, (uint64_t)(page + count));
}

static void set_menu(const isp_hierarchical_menu_controller_t *self,
                     const isp_facet_value_t *const *values, uint32_t count) {
  add_values(self, values, count);
}

static void set_range(const isp_number_range_controller_t *self, const char *attribute,
                      const isp_number_range_t *range) {
  add_text(self, attribute);
  add(self, (uint64_t)(range->has_bounds + range->minimum + range->maximum + range->has_lower +
                       range->lower + range->has_upper + range->upper));
}

static void set_toggle(const isp_toggle_controller_t *self, const char *label, bool is_on,
                       int64_t count) {
  add_text(self, label);
  add(self, (uint64_t)(is_on + count));
}

static void set_state(const isp_relevant_sort_controller_t *self, int32_t state) {
  add(self, (uint64_t)state);
}

static void set_items(const isp_custom_data_controller_t *self, const char *const *items,
                      uint32_t count) {
  add_texts(self, items, count);
}

static void set_facets(const isp_dynamic_facets_controller_t *self, const char *const *attributes,
                       const isp_facet_value_t *const *const *values,
                       const uint32_t *value_counts, uint32_t count) {
  add_texts(self, attributes, count);
  for (uint32_t i = 0; values != NULL && value_counts != NULL && i < count; i++) {
    add_values(self, values[i], value_counts[i]);
  }
}

static void set_number(const isp_number_controller_t *self, const char *attribute,
                       const isp_number_t *number) {
  add_text(self, attribute);
  add_text(self, number->comparison);
  add(self, (uint64_t)(number->has_number + number->number + number->has_bounds +
                       number->minimum + number->maximum + number->step));
}

static void set_filter_items(const isp_filter_list_controller_t *self,
                             const isp_filter_item_t *const *items, uint32_t count,
                             int32_t selection_mode) {
  add(self, (uint64_t)selection_mode);
  for (uint32_t i = 0; items != NULL && i < count; i++) {
    add_text(self, items[i]->text);
    add_text(self, items[i]->attribute);
    add(self, (uint64_t)(items[i]->is_selected + items[i]->count));
  }
}

static void set_sections(const isp_multi_index_hits_controller_t *self,
                         const isp_hits_section_t *const *sections, uint32_t count) {
  for (uint32_t i = 0; sections != NULL && i < count; i++) {
    add_text(self, sections[i]->index_name);
    add_text(self, sections[i]->error);
    add_hits(self, sections[i]->hits, sections[i]->hit_count, sections[i]->total);
  }
}

static void set_on_event(const isp_controller_t *self, isp_event_fn fn, void *context) {
  (void)self, (void)fn, (void)context;
}

static size_t render(const isp_controller_t *self, char *buffer, size_t capacity) {
  (void)self;
  if (buffer != NULL && capacity > 0) buffer[0] = '\0';
  return 0;
}

static int32_t handle_input(const isp_controller_t *self, const char *input) {
  (void)self, (void)input;
  return ISP_INPUT_IGNORED;
}

static void destroy(const isp_controller_t *self) { free(reader_of(self)); }

/* Each kind: its descriptor (the controller ID is the kind's name) and its setter. */
#define KIND(value, text, function)                                                            \
  {{.struct_size = sizeof(isp_controller_descriptor_t), .kind = value, .id = text, .name = text, \
    .description = "Reads what it is lent.", .kind_name = text},                                \
   (setter_fn)function}

static const struct {
  isp_controller_descriptor_t descriptor;
  setter_fn setter;
} kinds[] = {
    KIND(ISP_CONTROLLER_SEARCH_BOX, "search-box", set_query),
    KIND(ISP_CONTROLLER_HITS, "hits", set_hits),
    KIND(ISP_CONTROLLER_FACET_LIST, "facet-list", set_values),
    KIND(ISP_CONTROLLER_CURRENT_FILTERS, "current-filters", set_filters),
    KIND(ISP_CONTROLLER_STATS, "stats", set_stats),
    KIND(ISP_CONTROLLER_LOADING, "loading", set_loading),
    KIND(ISP_CONTROLLER_PAGINATION, "pagination", set_pages),
    KIND(ISP_CONTROLLER_HIERARCHICAL_MENU, "hierarchical-menu", set_menu),
    KIND(ISP_CONTROLLER_NUMBER_RANGE, "number-range", set_range),
    KIND(ISP_CONTROLLER_TOGGLE, "toggle", set_toggle),
    KIND(ISP_CONTROLLER_RELEVANT_SORT, "relevant-sort", set_state),
    KIND(ISP_CONTROLLER_CUSTOM_DATA, "custom-data", set_items),
    KIND(ISP_CONTROLLER_DYNAMIC_FACETS, "dynamic-facets", set_facets),
    KIND(ISP_CONTROLLER_NUMBER, "number", set_number),
    KIND(ISP_CONTROLLER_FILTER_LIST, "filter-list", set_filter_items),
    KIND(ISP_CONTROLLER_MULTI_INDEX_HITS, "multi-index-hits", set_sections),
};

static uint32_t controller_count(void) { return sizeof kinds / sizeof kinds[0]; }

static const isp_controller_descriptor_t *controller_descriptor(uint32_t index) {
  return index < controller_count() ? &kinds[index].descriptor : NULL;
}

static const isp_controller_t *create_controller(const isp_host_t *host, const char *id) {
  (void)host;
  for (uint32_t i = 0; id != NULL && i < controller_count(); i++) {
    if (strcmp(kinds[i].descriptor.id, id) != 0) continue;
    reader_t *reader = calloc(1, sizeof *reader);
    if (reader == NULL) return NULL;
    reader->base = (isp_controller_t){
        .struct_size = offsetof(reader_t, sum), .plugin_data = reader,
        .set_on_event = set_on_event, .render = render, .handle_input = handle_input,
        .destroy = destroy};
    reader->setter = kinds[i].setter;
    return &reader->base;
  }
  return NULL;
}

static bool initialize(const isp_host_t *host, const char *path, char *error, size_t capacity) {
  (void)host, (void)path, (void)error, (void)capacity;
  return true;
}

static const isp_plugin_t plugin = {
    .struct_size = sizeof(isp_plugin_t),
    .abi_version = ISP_ABI_VERSION_INIT,
    .plugin_id = "bench.reading",
    .plugin_name = "Reading kinds",
    .plugin_version = "1.0.0",
    .initialize = initialize,
    .controller_count = controller_count,
    .controller_descriptor = controller_descriptor,
    .create_controller = create_controller,
};

ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
