/*
 * A fixture plugin with one controller of every ABI 1.2 kind. Each instance records the host's
 * calls as text lines (what `render` returns) and turns input into its kind's event. The record
 * is a ring of whole lines: it keeps the newest lines that fit in FIXTURE_LOG_SIZE bytes (4 KiB
 * with the NUL), dropping the oldest lines first, so `render` always ends with the last call.
 *
 * Defines:
 *   FIXTURE_ID="..."          the plugin ID (required)
 *   FIXTURE_UNKNOWN_KIND      also declares a controller of kind FIXTURE_UNKNOWN_KIND_VALUE
 *                             (99 unless defined) named "geo-map"
 *   FIXTURE_NULL_SETTER       its hits controller leaves `set_hits` NULL
 * Faults for `instantsearch plugin check`, in every controller:
 *   FIXTURE_NULL_FUNCTION     leaves `handle_input` NULL
 *   FIXTURE_SHORT_STRUCT      gives a struct_size that ends before the kind's setter
 *   FIXTURE_CRASH_ON_EMPTY    dereferences NULL when handed empty input
 *   FIXTURE_RENDER_OVERFLOW   writes the whole text whatever the buffer's capacity
 *   FIXTURE_HANG_ON_MORE      its hits controller never returns when handed the input "more"
 *   FIXTURE_HEAP_OVERFLOW     its search box copies a query into a block one byte too short (only
 *                             AddressSanitizer sees it: Tools/plugin-check-asan.sh)
 */
#ifdef FIXTURE_HANG_ON_MORE
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>
#endif

#include "instantsearch_plugin.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef FIXTURE_LOG_SIZE
#define FIXTURE_LOG_SIZE 4096
#endif

typedef struct recorder {
  int32_t kind;
  isp_event_fn event;
  void *context;
  /* The recorded lines, each ending in '\n', NUL-terminated: the newest that fit. */
  char log[FIXTURE_LOG_SIZE];
} recorder_t;

/* Every kind's struct: the largest, so one allocation serves any kind. */
typedef union any_controller {
  isp_controller_t base;
  isp_search_box_controller_t search_box;
  isp_hits_controller_t hits;
  isp_facet_list_controller_t facet_list;
  isp_current_filters_controller_t current_filters;
  isp_stats_controller_t stats;
  isp_loading_controller_t loading;
  isp_pagination_controller_t pagination;
  isp_hierarchical_menu_controller_t hierarchical_menu;
  isp_number_range_controller_t number_range;
  isp_toggle_controller_t toggle;
  isp_relevant_sort_controller_t relevant_sort;
  isp_custom_data_controller_t custom_data;
  isp_dynamic_facets_controller_t dynamic_facets;
  isp_number_controller_t number;
  isp_filter_list_controller_t filter_list;
  isp_multi_index_hits_controller_t multi_index_hits;
} any_controller_t;

#ifndef FIXTURE_UNKNOWN_KIND_VALUE
#define FIXTURE_UNKNOWN_KIND_VALUE 99
#endif

static recorder_t *recorder_of(const void *self) {
  return (recorder_t *)((const isp_controller_t *)self)->plugin_data;
}

/*
 * Appends `line` and a line break, first dropping the oldest whole lines until both fit (a line
 * longer than the whole log keeps only its start).
 */
static void record(const void *self, const char *line) {
  char *log = recorder_of(self)->log;
  size_t used = strlen(log), length = strlen(line);
  if (length > FIXTURE_LOG_SIZE - 2) length = FIXTURE_LOG_SIZE - 2;
  size_t dropped = 0;
  while (used - dropped + length + 2 > FIXTURE_LOG_SIZE) {
    const char *end = strchr(log + dropped, '\n');
    dropped = end != NULL ? (size_t)(end - log) + 1 : used;
  }
  memmove(log, log + dropped, used - dropped + 1);
  used -= dropped;
  memcpy(log + used, line, length);
  log[used + length] = '\n';
  log[used + length + 1] = '\0';
}

/* Records one line made with a printf format. */
static void recordf(const void *self, const char *format, ...) {
  char line[256];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(line, sizeof line, format, arguments);
  va_end(arguments);
  record(self, line);
}

static void emit(recorder_t *recorder, int32_t type, const char *text, int64_t number) {
  if (recorder->event == NULL) return;
  isp_event_t event = {.struct_size = sizeof(isp_event_t), .type = type, .text = text,
                       .number = number};
  recorder->event(recorder->context, &event);
}

static void set_on_event(const isp_controller_t *self, isp_event_fn fn, void *context) {
  recorder_of(self)->event = fn;
  recorder_of(self)->context = context;
}

static size_t render(const isp_controller_t *self, char *buffer, size_t capacity) {
  const char *log = recorder_of(self)->log;
#ifdef FIXTURE_RENDER_OVERFLOW
  if (buffer != NULL && capacity > 0) memcpy(buffer, log, strlen(log) + 1);
#else
  if (capacity > 0) snprintf(buffer, capacity, "%s", log);
#endif
  return strlen(log);
}

static int32_t handle_input(const isp_controller_t *self, const char *input) {
  recorder_t *recorder = recorder_of(self);
#ifdef FIXTURE_CRASH_ON_EMPTY
  if (input[0] == '\0') {
    volatile int *nothing = NULL;
    return *nothing;
  }
#endif
#ifdef FIXTURE_HANG_ON_MORE
  if (recorder->kind == ISP_CONTROLLER_HITS && strcmp(input, "more") == 0) {
    for (;;) sleep(1);
  }
#endif
  switch (recorder->kind) {
  case ISP_CONTROLLER_SEARCH_BOX:
    emit(recorder, ISP_EVENT_QUERY_CHANGED, input, 0);
    emit(recorder, ISP_EVENT_QUERY_SUBMITTED, input, 0);
    return ISP_INPUT_HANDLED;
  case ISP_CONTROLLER_HITS: emit(recorder, ISP_EVENT_HIT_CLICKED, "clicked", atoll(input)); break;
  case ISP_CONTROLLER_FACET_LIST: emit(recorder, ISP_EVENT_VALUE_CLICKED, input, 0); break;
  case ISP_CONTROLLER_CURRENT_FILTERS:
    emit(recorder, ISP_EVENT_FILTER_REMOVED, NULL, atoll(input));
    break;
  case ISP_CONTROLLER_PAGINATION:
    if (strcmp(input, "more") == 0) emit(recorder, ISP_EVENT_LOAD_MORE, NULL, 0);
    else emit(recorder, ISP_EVENT_PAGE_SELECTED, NULL, atoll(input));
    break;
  case ISP_CONTROLLER_HIERARCHICAL_MENU:
  case ISP_CONTROLLER_DYNAMIC_FACETS: emit(recorder, ISP_EVENT_VALUE_CLICKED, input, 0); break;
  case ISP_CONTROLLER_NUMBER_RANGE: {
    /* "LOWER UPPER", "- UPPER" or "LOWER -": a dash leaves that end open. */
    char lower[64] = "", upper[64] = "";
    if (sscanf(input, "%63s %63s", lower, upper) != 2) return ISP_INPUT_IGNORED;
    if (recorder->event == NULL) break;
    isp_event_t event = {.struct_size = sizeof(isp_event_t), .type = ISP_EVENT_RANGE_SELECTED,
                         .has_lower = strcmp(lower, "-") != 0, .has_upper = strcmp(upper, "-") != 0};
    event.lower = event.has_lower ? atof(lower) : 0;
    event.upper = event.has_upper ? atof(upper) : 0;
    recorder->event(recorder->context, &event);
    break;
  }
  case ISP_CONTROLLER_TOGGLE: emit(recorder, ISP_EVENT_TOGGLED, NULL, strcmp(input, "on") == 0); break;
  case ISP_CONTROLLER_RELEVANT_SORT:
    emit(recorder, ISP_EVENT_RELEVANT_SORT_SELECTED, NULL, strcmp(input, "relevant") == 0);
    break;
  case ISP_CONTROLLER_NUMBER: {
    /* "+" and "-" step; "off" chooses no number; anything else is the number chosen. */
    if (strcmp(input, "+") == 0 || strcmp(input, "-") == 0) {
      emit(recorder, ISP_EVENT_NUMBER_STEPPED, NULL, input[0] == '+' ? 1 : -1);
      break;
    }
    if (recorder->event == NULL) break;
    isp_event_t event = {.struct_size = sizeof(isp_event_t), .type = ISP_EVENT_NUMBER_CHOSEN,
                         .has_lower = strcmp(input, "off") != 0};
    event.lower = event.has_lower ? atof(input) : 0;
    recorder->event(recorder->context, &event);
    break;
  }
  case ISP_CONTROLLER_FILTER_LIST: emit(recorder, ISP_EVENT_ITEM_TOGGLED, NULL, atoll(input)); break;
  default: return ISP_INPUT_IGNORED;
  }
  return ISP_INPUT_HANDLED;
}

static void destroy(const isp_controller_t *self) {
  free(recorder_of(self));
  free((void *)self);
}

static void set_query(const isp_search_box_controller_t *self, const char *query) {
#ifdef FIXTURE_HEAP_OVERFLOW
  if (query != NULL) {
    char *copy = malloc(strlen(query));
    if (copy != NULL) {
      strcpy(copy, query);
      record(self, copy);
    }
    free(copy);
  }
#endif
  char line[256];
  snprintf(line, sizeof line, "query %s", query ? query : "(none)");
  record(self, line);
}

static void set_hits(const isp_hits_controller_t *self, const isp_hit_t *const *hits,
                     uint32_t count, int64_t total) {
  char line[512];
  snprintf(line, sizeof line, "hits %u of %lld", count, (long long)total);
  record(self, line);
  for (uint32_t i = 0; i < count; i++) {
    const isp_hit_t *hit = hits[i];
    snprintf(line, sizeof line, "#%lld %s %s %s", (long long)hit->position,
             hit->object_id ? hit->object_id : "-",
             hit->highlight_count > 0 ? hit->highlight_attributes[0] : "-",
             hit->highlight_count > 0 ? hit->highlight_values[0] : "-");
    record(self, line);
  }
}

static void set_values(const isp_facet_list_controller_t *self, const char *attribute,
                       const isp_facet_value_t *const *values, uint32_t count) {
  char line[256];
  snprintf(line, sizeof line, "facet %s", attribute);
  record(self, line);
  for (uint32_t i = 0; i < count; i++) {
    snprintf(line, sizeof line, "%s%s %lld", values[i]->is_selected ? "*" : "", values[i]->label,
             (long long)values[i]->count);
    record(self, line);
  }
}

static void set_filters(const isp_current_filters_controller_t *self, const char *const *groups,
                        const char *const *texts, uint32_t count) {
  char line[256];
  snprintf(line, sizeof line, "filters %u", count);
  record(self, line);
  for (uint32_t i = 0; i < count; i++) {
    snprintf(line, sizeof line, "%s: %s", groups[i], texts[i]);
    record(self, line);
  }
}

static void set_stats(const isp_stats_controller_t *self, const isp_stats_t *stats) {
  char line[256];
  snprintf(line, sizeof line, "stats %lld hits, page %lld/%lld, %s", (long long)stats->hit_count,
           (long long)stats->page, (long long)stats->page_count,
           stats->text ? stats->text : "(no text)");
  record(self, line);
}

static void set_loading(const isp_loading_controller_t *self, bool is_loading) {
  record(self, is_loading ? "loading" : "idle");
}

static void set_pages(const isp_pagination_controller_t *self, int64_t page, int64_t count) {
  char line[64];
  snprintf(line, sizeof line, "page %lld of %lld", (long long)page, (long long)count);
  record(self, line);
}

static void set_menu(const isp_hierarchical_menu_controller_t *self,
                     const isp_facet_value_t *const *values, uint32_t count) {
  recordf(self, "menu %u", count);
  for (uint32_t i = 0; i < count; i++) {
    recordf(self, "%u %s%s (%s) %lld", values[i]->level, values[i]->is_selected ? "*" : "",
            values[i]->label, values[i]->value, (long long)values[i]->count);
  }
}

static void set_range(const isp_number_range_controller_t *self, const char *attribute,
                      const isp_number_range_t *range) {
  recordf(self, "range %s bounds %s %g..%g lower %s %g upper %s %g", attribute,
          range->has_bounds ? "yes" : "no", range->minimum, range->maximum,
          range->has_lower ? "yes" : "no", range->lower, range->has_upper ? "yes" : "no",
          range->upper);
}

static void set_toggle(const isp_toggle_controller_t *self, const char *label, bool is_on,
                       int64_t count) {
  recordf(self, "toggle %s %s %lld", label, is_on ? "on" : "off", (long long)count);
}

static void set_state(const isp_relevant_sort_controller_t *self, int32_t state) {
  recordf(self, "relevant-sort %d", state);
}

static void set_items(const isp_custom_data_controller_t *self, const char *const *items,
                      uint32_t count) {
  recordf(self, "custom-data %u", count);
  for (uint32_t i = 0; i < count; i++) record(self, items[i]);
}

static void set_facets(const isp_dynamic_facets_controller_t *self, const char *const *attributes,
                       const isp_facet_value_t *const *const *values,
                       const uint32_t *value_counts, uint32_t count) {
  recordf(self, "dynamic %u", count);
  for (uint32_t i = 0; i < count; i++) {
    char line[256];
    snprintf(line, sizeof line, "%s:", attributes[i]);
    for (uint32_t j = 0; j < value_counts[i]; j++) {
      size_t used = strlen(line);
      snprintf(line + used, sizeof line - used, " %s=%lld", values[i][j]->value,
               (long long)values[i][j]->count);
    }
    record(self, line);
  }
}

static void set_number(const isp_number_controller_t *self, const char *attribute,
                       const isp_number_t *number) {
  recordf(self, "number %s %s %s %g bounds %s %g..%g step %g", attribute, number->comparison,
          number->has_number ? "yes" : "no", number->number, number->has_bounds ? "yes" : "no",
          number->minimum, number->maximum, number->step);
}

static void set_filter_items(const isp_filter_list_controller_t *self,
                             const isp_filter_item_t *const *items, uint32_t count,
                             int32_t selection_mode) {
  recordf(self, "list %u %s", count, selection_mode == ISP_SELECTION_SINGLE ? "single" : "multiple");
  for (uint32_t i = 0; i < count; i++) {
    recordf(self, "%s%s (%s) %lld", items[i]->is_selected ? "*" : "", items[i]->text,
            items[i]->attribute, (long long)items[i]->count);
  }
}

static void set_sections(const isp_multi_index_hits_controller_t *self,
                         const isp_hits_section_t *const *sections, uint32_t count) {
  recordf(self, "sections %u", count);
  for (uint32_t i = 0; i < count; i++) {
    const isp_hits_section_t *section = sections[i];
    recordf(self, "%s: %u of %lld%s%s", section->index_name, section->hit_count,
            (long long)section->total, section->error ? " error " : "",
            section->error ? section->error : "");
    for (uint32_t j = 0; j < section->hit_count; j++) {
      recordf(self, "  #%lld %s", (long long)section->hits[j]->position, section->hits[j]->json);
    }
  }
}

static const isp_controller_descriptor_t descriptors[] = {
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_SEARCH_BOX, "search-box", "Box", "", "search-box"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_HITS, "hits", "Hits", "", "hits"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_FACET_LIST, "facet-list", "Facets", "", "facet-list"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_CURRENT_FILTERS, "current-filters", "Filters", "", "current-filters"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_STATS, "stats", "Stats", "", "stats"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_LOADING, "loading", "Loading", "", "loading"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_PAGINATION, "pagination", "Pages", "", "pagination"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_HIERARCHICAL_MENU, "hierarchical-menu", "Menu", "", "hierarchical-menu"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_NUMBER_RANGE, "number-range", "Range", "", "number-range"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_TOGGLE, "toggle", "Toggle", "", "toggle"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_RELEVANT_SORT, "relevant-sort", "Relevant", "", "relevant-sort"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_CUSTOM_DATA, "custom-data", "Banner", "", "custom-data"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_DYNAMIC_FACETS, "dynamic-facets", "Dynamic", "", "dynamic-facets"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_NUMBER, "number", "Stepper", "", "number"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_FILTER_LIST, "filter-list", "Bands", "", "filter-list"},
    {sizeof(isp_controller_descriptor_t), ISP_CONTROLLER_MULTI_INDEX_HITS, "multi-index-hits", "Sections", "", "multi-index-hits"},
    {sizeof(isp_controller_descriptor_t), FIXTURE_UNKNOWN_KIND_VALUE, "map", "Map", "", "geo-map"},
};

static uint32_t controller_count(void) {
#ifdef FIXTURE_UNKNOWN_KIND
  return sizeof descriptors / sizeof descriptors[0];
#else
  return sizeof descriptors / sizeof descriptors[0] - 1;
#endif
}

static const isp_controller_descriptor_t *controller_descriptor(uint32_t index) {
  return index < controller_count() ? &descriptors[index] : NULL;
}

static const isp_controller_t *create_controller(const isp_host_t *host, const char *id) {
  (void)host;
  const isp_controller_descriptor_t *descriptor = NULL;
  for (uint32_t i = 0; i < controller_count(); i++) {
    if (strcmp(descriptors[i].id, id) == 0) descriptor = &descriptors[i];
  }
  if (descriptor == NULL) return NULL;
  any_controller_t *controller = calloc(1, sizeof *controller);
  recorder_t *recorder = calloc(1, sizeof *recorder);
  recorder->kind = descriptor->kind;
  controller->base = (isp_controller_t){
      .plugin_data = recorder, .set_on_event = set_on_event, .render = render,
      .handle_input = handle_input, .destroy = destroy};
  switch (descriptor->kind) {
  case ISP_CONTROLLER_SEARCH_BOX:
    controller->base.struct_size = sizeof(isp_search_box_controller_t);
    controller->search_box.set_query = set_query;
    break;
  case ISP_CONTROLLER_HITS:
    controller->base.struct_size = sizeof(isp_hits_controller_t);
#ifdef FIXTURE_NULL_SETTER
    (void)set_hits;
#else
    controller->hits.set_hits = set_hits;
#endif
    break;
  case ISP_CONTROLLER_FACET_LIST:
    controller->base.struct_size = sizeof(isp_facet_list_controller_t);
    controller->facet_list.set_values = set_values;
    break;
  case ISP_CONTROLLER_CURRENT_FILTERS:
    controller->base.struct_size = sizeof(isp_current_filters_controller_t);
    controller->current_filters.set_filters = set_filters;
    break;
  case ISP_CONTROLLER_STATS:
    controller->base.struct_size = sizeof(isp_stats_controller_t);
    controller->stats.set_stats = set_stats;
    break;
  case ISP_CONTROLLER_LOADING:
    controller->base.struct_size = sizeof(isp_loading_controller_t);
    controller->loading.set_loading = set_loading;
    break;
  case ISP_CONTROLLER_PAGINATION:
    controller->base.struct_size = sizeof(isp_pagination_controller_t);
    controller->pagination.set_pages = set_pages;
    break;
  case ISP_CONTROLLER_HIERARCHICAL_MENU:
    controller->base.struct_size = sizeof(isp_hierarchical_menu_controller_t);
    controller->hierarchical_menu.set_values = set_menu;
    break;
  case ISP_CONTROLLER_NUMBER_RANGE:
    controller->base.struct_size = sizeof(isp_number_range_controller_t);
    controller->number_range.set_range = set_range;
    break;
  case ISP_CONTROLLER_TOGGLE:
    controller->base.struct_size = sizeof(isp_toggle_controller_t);
    controller->toggle.set_toggle = set_toggle;
    break;
  case ISP_CONTROLLER_RELEVANT_SORT:
    controller->base.struct_size = sizeof(isp_relevant_sort_controller_t);
    controller->relevant_sort.set_state = set_state;
    break;
  case ISP_CONTROLLER_CUSTOM_DATA:
    controller->base.struct_size = sizeof(isp_custom_data_controller_t);
    controller->custom_data.set_items = set_items;
    break;
  case ISP_CONTROLLER_NUMBER:
    controller->base.struct_size = sizeof(isp_number_controller_t);
    controller->number.set_number = set_number;
    break;
  case ISP_CONTROLLER_FILTER_LIST:
    controller->base.struct_size = sizeof(isp_filter_list_controller_t);
    controller->filter_list.set_items = set_filter_items;
    break;
  case ISP_CONTROLLER_MULTI_INDEX_HITS:
    controller->base.struct_size = sizeof(isp_multi_index_hits_controller_t);
    controller->multi_index_hits.set_sections = set_sections;
    break;
  default:
    controller->base.struct_size = sizeof(isp_dynamic_facets_controller_t);
    controller->dynamic_facets.set_facets = set_facets;
  }
#ifdef FIXTURE_NULL_FUNCTION
  controller->base.handle_input = NULL;
#endif
#ifdef FIXTURE_SHORT_STRUCT
  controller->base.struct_size = sizeof(isp_controller_t);
#endif
  return &controller->base;
}

static bool initialize(const isp_host_t *host, const char *path, char *error, size_t capacity) {
  (void)host, (void)path, (void)error, (void)capacity;
  return true;
}

static const isp_plugin_t plugin = {
    .struct_size = sizeof(isp_plugin_t),
    .abi_version = ISP_ABI_VERSION_INIT,
    .plugin_id = FIXTURE_ID,
    .plugin_name = "Widget kinds fixture",
    .plugin_version = "1.2.0",
    .initialize = initialize,
    .controller_count = controller_count,
    .controller_descriptor = controller_descriptor,
    .create_controller = create_controller,
};

ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
