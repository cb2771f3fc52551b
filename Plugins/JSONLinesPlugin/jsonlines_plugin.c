/*
 * JSONLinesPlugin: controllers that speak JSON lines, for scripts driving the REPL.
 *
 * Every state change is written to the host's output as one JSON object per line, and choices
 * are read back as lines. Needs nothing but instantsearch_plugin.h and the C library:
 *
 *   clang -std=c11 -Wall -Wextra -Werror -pedantic -fPIC -shared -fvisibility=hidden \
 *     -I Modules/CInstantSearchPlugin/include Plugins/JSONLinesPlugin/jsonlines_plugin.c \
 *     -o libJSONLinesPlugin.so
 *
 * Segment controller "segment":
 *   set_items     -> {"event":"items","items":[{"key":0,"title":"Default","selected":true},...]}
 *   set_selected  -> {"event":"selected","key":2}            (or "key":null)
 *   reload        -> the "items" line again
 *   present       -> {"event":"ask","keys":[0,1,2]}, then reads a line holding a key ("2" or
 *                    {"select":2}): {"event":"chosen","key":2}, {"event":"cancelled"} on an
 *                    empty line or end of input, {"event":"error","message":...} on a bad key.
 * Clear controller "clear":
 *   set_can_clear -> {"event":"can-clear","value":true}
 *   render        -> {"controller":"clear","canClear":true}  (into the host's buffer)
 *   perform_click -> {"event":"cleared"} and the click, or {"event":"nothing-to-clear"}.
 * ABI 1.2 controllers (render gives their state as JSON lines; handle_input reports events):
 *   "search-box"  set_query -> {"controller":"search-box","query":"..."}; any input is
 *                 reported as the new text, then submitted.
 *   "hits"        set_hits -> {"hits":2,"total":42}, then one line per hit:
 *                 {"position":0,"objectID":"a1","highlighted":{"name":"<em>TV</em>"}};
 *                 input "N" reports a click on the hit at position N, if shown.
 *   "facet-list"  set_values -> {"facet":"brand","values":[{"value":"sony","count":3,
 *                 "selected":true},...]}; input is a shown value (or its 1-based number),
 *                 reported as clicked.
 *   "filter-list" set_items -> {"list":"multiple","items":[{"filter":"\"price\" < 25",
 *                 "attribute":"price","selected":false,"count":null},...]}; input is a shown
 *                 filter (or its 1-based number), reported as toggled by its position.
 */
#include "instantsearch_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------ */
/* A growable text buffer                                                                      */
/* ------------------------------------------------------------------------------------------ */

typedef struct text {
  char *bytes;
  size_t length;
  size_t capacity;
} text_t;

static void text_append(text_t *text, const char *bytes, size_t count) {
  if (text->length + count + 1 > text->capacity) {
    size_t capacity = text->capacity ? text->capacity * 2 : 128;
    while (capacity < text->length + count + 1) capacity *= 2;
    char *grown = realloc(text->bytes, capacity);
    if (grown == NULL) return;
    text->bytes = grown;
    text->capacity = capacity;
  }
  memcpy(text->bytes + text->length, bytes, count);
  text->length += count;
  text->bytes[text->length] = '\0';
}

static void text_puts(text_t *text, const char *string) { text_append(text, string, strlen(string)); }

/* Appends `value` in decimal, by hand: snprintf's format parsing led a setter's profile. */
static void text_int(text_t *text, int64_t value) {
  char digits[24];
  char *end = digits + sizeof digits, *start = end;
  uint64_t magnitude = value < 0 ? 0 - (uint64_t)value : (uint64_t)value;
  do {
    *--start = (char)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude > 0);
  if (value < 0) *--start = '-';
  text_append(text, start, (size_t)(end - start));
}

/* Appends `string` as a JSON string literal, copying each run of plain bytes at once. */
static void text_json_string(text_t *text, const char *string) {
  text_puts(text, "\"");
  const char *run = string;
  for (const unsigned char *c = (const unsigned char *)string; *c; c++) {
    if (*c >= 0x20 && *c != '"' && *c != '\\') continue;
    text_append(text, run, (size_t)((const char *)c - run));
    run = (const char *)c + 1;
    switch (*c) {
    case '"': text_puts(text, "\\\""); break;
    case '\\': text_puts(text, "\\\\"); break;
    case '\n': text_puts(text, "\\n"); break;
    case '\r': text_puts(text, "\\r"); break;
    case '\t': text_puts(text, "\\t"); break;
    default: {
      char escape[8];
      snprintf(escape, sizeof escape, "\\u%04x", *c);
      text_puts(text, escape);
    }
    }
  }
  text_append(text, run, strlen(run));
  text_puts(text, "\"");
}

/* Writes the buffer and a line break through the host, then empties it. */
static void text_emit(text_t *text, const isp_host_t *host) {
  text_puts(text, "\n");
  if (text->bytes != NULL) host->write_text(host, text->bytes);
  free(text->bytes);
  text->bytes = NULL;
  text->length = text->capacity = 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Segment controller                                                                          */
/* ------------------------------------------------------------------------------------------ */

typedef struct segment {
  isp_segment_controller_t table; /* first, so the table pointer is the instance pointer */
  const isp_host_t *host;
  int64_t *keys;
  char **titles;
  uint32_t count;
  bool has_selection;
  int64_t selected;
  isp_segment_click_fn click;
  void *click_context;
} segment_t;

static segment_t *segment_of(const isp_segment_controller_t *self) {
  return (segment_t *)self->plugin_data;
}

static void segment_free_items(segment_t *segment) {
  for (uint32_t i = 0; i < segment->count; i++) free(segment->titles[i]);
  free(segment->titles);
  free(segment->keys);
  segment->titles = NULL;
  segment->keys = NULL;
  segment->count = 0;
}

static void segment_emit_items(segment_t *segment) {
  text_t line = {0};
  text_puts(&line, "{\"event\":\"items\",\"items\":[");
  for (uint32_t i = 0; i < segment->count; i++) {
    if (i > 0) text_puts(&line, ",");
    text_puts(&line, "{\"key\":");
    text_int(&line, segment->keys[i]);
    text_puts(&line, ",\"title\":");
    text_json_string(&line, segment->titles[i]);
    text_puts(&line, ",\"selected\":");
    bool selected = segment->has_selection && segment->selected == segment->keys[i];
    text_puts(&line, selected ? "true}" : "false}");
  }
  text_puts(&line, "]}");
  text_emit(&line, segment->host);
}

static void segment_set_items(const isp_segment_controller_t *self, const int64_t *keys,
                              const char *const *titles, uint32_t count) {
  segment_t *segment = segment_of(self);
  segment_free_items(segment);
  if (count > 0) {
    segment->keys = calloc(count, sizeof *segment->keys);
    segment->titles = calloc(count, sizeof *segment->titles);
    if (segment->keys == NULL || segment->titles == NULL) {
      free(segment->keys);
      free(segment->titles);
      segment->keys = NULL;
      segment->titles = NULL;
      return;
    }
    for (uint32_t i = 0; i < count; i++) {
      const char *title = titles[i] ? titles[i] : "";
      size_t length = strlen(title);
      segment->keys[i] = keys[i];
      segment->titles[i] = malloc(length + 1);
      if (segment->titles[i] != NULL) memcpy(segment->titles[i], title, length + 1);
      else segment->titles[i] = calloc(1, 1);
    }
    segment->count = count;
  }
  segment_emit_items(segment);
}

static void segment_set_selected(const isp_segment_controller_t *self, bool has_selection,
                                 int64_t key) {
  segment_t *segment = segment_of(self);
  segment->has_selection = has_selection;
  segment->selected = key;
  text_t line = {0};
  text_puts(&line, "{\"event\":\"selected\",\"key\":");
  if (has_selection) text_int(&line, key);
  else text_puts(&line, "null");
  text_puts(&line, "}");
  text_emit(&line, segment->host);
}

static void segment_reload(const isp_segment_controller_t *self) {
  segment_emit_items(segment_of(self));
}

static void segment_set_on_click(const isp_segment_controller_t *self, isp_segment_click_fn fn,
                                 void *context) {
  segment_t *segment = segment_of(self);
  segment->click = fn;
  segment->click_context = context;
}

/* Finds the first integer in `line` ("2", " 2 ", {"select":2}); false when there is none. */
static bool parse_key(const char *line, int64_t *key) {
  for (const char *c = line; *c; c++) {
    if ((*c >= '0' && *c <= '9') || (*c == '-' && c[1] >= '0' && c[1] <= '9')) {
      char *end = NULL;
      long long value = strtoll(c, &end, 10);
      *key = (int64_t)value;
      return end != c;
    }
  }
  return false;
}

static int32_t segment_present(const isp_segment_controller_t *self) {
  segment_t *segment = segment_of(self);
  text_t line = {0};
  text_puts(&line, "{\"event\":\"ask\",\"keys\":[");
  for (uint32_t i = 0; i < segment->count; i++) {
    if (i > 0) text_puts(&line, ",");
    text_int(&line, segment->keys[i]);
  }
  text_puts(&line, "]}");
  text_emit(&line, segment->host);

  char answer[256];
  int64_t length = segment->host->read_line(segment->host, "", answer, sizeof answer);
  int64_t key = 0;
  if (length == ISP_READ_LINE_END || !parse_key(answer, &key)) {
    text_puts(&line, "{\"event\":\"cancelled\"}");
    text_emit(&line, segment->host);
    return ISP_PRESENT_CANCELLED;
  }
  for (uint32_t i = 0; i < segment->count; i++) {
    if (segment->keys[i] == key) {
      text_puts(&line, "{\"event\":\"chosen\",\"key\":");
      text_int(&line, key);
      text_puts(&line, "}");
      text_emit(&line, segment->host);
      if (segment->click != NULL) segment->click(segment->click_context, key);
      return ISP_PRESENT_CHOSEN;
    }
  }
  text_puts(&line, "{\"event\":\"error\",\"message\":\"no option with key ");
  text_int(&line, key);
  text_puts(&line, "\"}");
  text_emit(&line, segment->host);
  return ISP_PRESENT_CANCELLED;
}

static void segment_destroy(const isp_segment_controller_t *self) {
  segment_t *segment = segment_of(self);
  segment_free_items(segment);
  free(segment);
}

static const isp_segment_controller_t *create_segment(const isp_host_t *host,
                                                      const char *controller_id) {
  if (host == NULL || controller_id == NULL || strcmp(controller_id, "segment") != 0) return NULL;
  segment_t *segment = calloc(1, sizeof *segment);
  if (segment == NULL) return NULL;
  segment->host = host;
  segment->table.struct_size = (uint32_t)sizeof(isp_segment_controller_t);
  segment->table.plugin_data = segment;
  segment->table.set_items = segment_set_items;
  segment->table.set_selected = segment_set_selected;
  segment->table.reload = segment_reload;
  segment->table.set_on_click = segment_set_on_click;
  segment->table.present = segment_present;
  segment->table.destroy = segment_destroy;
  segment->table.get_extension = NULL;
  return &segment->table;
}

/* ------------------------------------------------------------------------------------------ */
/* Clear controller                                                                            */
/* ------------------------------------------------------------------------------------------ */

typedef struct clear {
  isp_clear_controller_t table; /* first, so the table pointer is the instance pointer */
  const isp_host_t *host;
  bool can_clear;
  isp_clear_click_fn click;
  void *click_context;
} clear_t;

static clear_t *clear_of(const isp_clear_controller_t *self) { return (clear_t *)self->plugin_data; }

static void clear_set_can_clear(const isp_clear_controller_t *self, bool can_clear) {
  clear_t *clear = clear_of(self);
  clear->can_clear = can_clear;
  text_t line = {0};
  text_puts(&line, can_clear ? "{\"event\":\"can-clear\",\"value\":true}"
                             : "{\"event\":\"can-clear\",\"value\":false}");
  text_emit(&line, clear->host);
}

static void clear_set_on_click(const isp_clear_controller_t *self, isp_clear_click_fn fn,
                               void *context) {
  clear_t *clear = clear_of(self);
  clear->click = fn;
  clear->click_context = context;
}

static size_t clear_render(const isp_clear_controller_t *self, char *buffer, size_t capacity) {
  const char *state = clear_of(self)->can_clear ? "{\"controller\":\"clear\",\"canClear\":true}"
                                                : "{\"controller\":\"clear\",\"canClear\":false}";
  size_t length = strlen(state);
  if (buffer != NULL && capacity > 0) {
    size_t count = length < capacity - 1 ? length : capacity - 1;
    memcpy(buffer, state, count);
    buffer[count] = '\0';
  }
  return length;
}

static bool clear_perform_click(const isp_clear_controller_t *self) {
  clear_t *clear = clear_of(self);
  text_t line = {0};
  if (!clear->can_clear) {
    text_puts(&line, "{\"event\":\"nothing-to-clear\"}");
    text_emit(&line, clear->host);
    return false;
  }
  text_puts(&line, "{\"event\":\"cleared\"}");
  text_emit(&line, clear->host);
  if (clear->click != NULL) clear->click(clear->click_context);
  return true;
}

static void clear_destroy(const isp_clear_controller_t *self) { free(clear_of(self)); }

static const isp_clear_controller_t *create_clear(const isp_host_t *host,
                                                  const char *controller_id) {
  if (host == NULL || controller_id == NULL || strcmp(controller_id, "clear") != 0) return NULL;
  clear_t *clear = calloc(1, sizeof *clear);
  if (clear == NULL) return NULL;
  clear->host = host;
  clear->table.struct_size = (uint32_t)sizeof(isp_clear_controller_t);
  clear->table.plugin_data = clear;
  clear->table.set_can_clear = clear_set_can_clear;
  clear->table.set_on_click = clear_set_on_click;
  clear->table.render = clear_render;
  clear->table.perform_click = clear_perform_click;
  clear->table.destroy = clear_destroy;
  clear->table.get_extension = NULL;
  return &clear->table;
}

/* ------------------------------------------------------------------------------------------ */
/* ABI 1.2 controllers: search box, hits, facet list, filter list                              */
/* ------------------------------------------------------------------------------------------ */

typedef union widget_table {
  isp_controller_t base;
  isp_search_box_controller_t search_box;
  isp_hits_controller_t hits;
  isp_facet_list_controller_t facet_list;
  isp_filter_list_controller_t filter_list;
} widget_table_t;

typedef struct widget {
  widget_table_t table; /* first, so the table pointer is the instance pointer */
  int32_t kind;
  isp_event_fn event;
  void *event_context;
  text_t state;        /* what render returns */
  char **choices;      /* hits: objectIDs by shown position; facets, filters: those shown */
  int64_t *positions;  /* hits: the shown positions */
  uint32_t choice_count;
} widget_t;

static widget_t *widget_of(const void *self) {
  return (widget_t *)((const isp_controller_t *)self)->plugin_data;
}

static char *copy_string(const char *string) {
  size_t length = strlen(string != NULL ? string : "");
  char *copy = malloc(length + 1);
  if (copy != NULL) memcpy(copy, string != NULL ? string : "", length + 1);
  return copy;
}

/* Empties the state (its buffer is kept for the next setter) and makes room for `choices`. */
static void widget_reset(widget_t *widget, uint32_t choices) {
  for (uint32_t i = 0; i < widget->choice_count; i++) free(widget->choices[i]);
  free(widget->choices);
  free(widget->positions);
  widget->state.length = 0;
  if (widget->state.bytes != NULL) widget->state.bytes[0] = '\0';
  widget->choices = choices > 0 ? calloc(choices, sizeof(char *)) : NULL;
  widget->positions = choices > 0 ? calloc(choices, sizeof(int64_t)) : NULL;
  widget->choice_count = widget->choices != NULL && widget->positions != NULL ? choices : 0;
}

static void widget_report(widget_t *widget, int32_t type, const char *text, int64_t number) {
  if (widget->event == NULL) return;
  isp_event_t event = {.struct_size = sizeof(isp_event_t), .type = type, .text = text,
                       .number = number};
  widget->event(widget->event_context, &event);
}

static void widget_set_on_event(const isp_controller_t *self, isp_event_fn fn, void *context) {
  widget_of(self)->event = fn;
  widget_of(self)->event_context = context;
}

static size_t widget_render(const isp_controller_t *self, char *buffer, size_t capacity) {
  const text_t *state = &widget_of(self)->state;
  if (capacity > 0) snprintf(buffer, capacity, "%s", state->bytes != NULL ? state->bytes : "");
  return state->length;
}

static int32_t widget_handle_input(const isp_controller_t *self, const char *input) {
  widget_t *widget = widget_of(self);
  if (input == NULL) return ISP_INPUT_IGNORED;
  if (widget->kind == ISP_CONTROLLER_SEARCH_BOX) {
    widget_report(widget, ISP_EVENT_QUERY_CHANGED, input, 0);
    widget_report(widget, ISP_EVENT_QUERY_SUBMITTED, input, 0);
    return ISP_INPUT_HANDLED;
  }
  char *end = NULL;
  long long number = strtoll(input, &end, 10);
  bool is_number = *input != '\0' && end != NULL && *end == '\0';
  for (uint32_t i = 0; i < widget->choice_count; i++) {
    if (widget->kind == ISP_CONTROLLER_HITS && is_number && widget->positions[i] == number) {
      widget_report(widget, ISP_EVENT_HIT_CLICKED, widget->choices[i], number);
      return ISP_INPUT_HANDLED;
    }
    bool named = strcmp(widget->choices[i], input) == 0 || (is_number && number == (long long)i + 1);
    if (widget->kind == ISP_CONTROLLER_FACET_LIST && named) {
      widget_report(widget, ISP_EVENT_VALUE_CLICKED, widget->choices[i], 0);
      return ISP_INPUT_HANDLED;
    }
    if (widget->kind == ISP_CONTROLLER_FILTER_LIST && named) {
      widget_report(widget, ISP_EVENT_ITEM_TOGGLED, NULL, (int64_t)i);
      return ISP_INPUT_HANDLED;
    }
  }
  return ISP_INPUT_IGNORED;
}

static void widget_destroy(const isp_controller_t *self) {
  widget_t *widget = widget_of(self);
  widget_reset(widget, 0);
  free(widget->state.bytes);
  free(widget);
}

static void search_box_set_query(const isp_search_box_controller_t *self, const char *query) {
  widget_t *widget = widget_of(self);
  widget_reset(widget, 0);
  text_puts(&widget->state, "{\"controller\":\"search-box\",\"query\":");
  if (query != NULL) text_json_string(&widget->state, query);
  else text_puts(&widget->state, "null");
  text_puts(&widget->state, "}\n");
}

static void hits_set_hits(const isp_hits_controller_t *self, const isp_hit_t *const *hits,
                          uint32_t count, int64_t total) {
  widget_t *widget = widget_of(self);
  widget_reset(widget, count);
  text_t *state = &widget->state;
  text_puts(state, "{\"hits\":");
  text_int(state, count);
  text_puts(state, ",\"total\":");
  text_int(state, total);
  text_puts(state, "}\n");
  for (uint32_t i = 0; hits != NULL && i < widget->choice_count; i++) {
    const isp_hit_t *hit = hits[i];
    widget->positions[i] = hit->position;
    widget->choices[i] = copy_string(hit->object_id);
    text_puts(state, "{\"position\":");
    text_int(state, hit->position);
    text_puts(state, ",\"objectID\":");
    text_json_string(state, hit->object_id != NULL ? hit->object_id : "");
    text_puts(state, ",\"highlighted\":{");
    for (uint32_t h = 0; h < hit->highlight_count; h++) {
      if (h > 0) text_puts(state, ",");
      text_json_string(state, hit->highlight_attributes[h]);
      text_puts(state, ":");
      text_json_string(state, hit->highlight_values[h]);
    }
    text_puts(state, "}}\n");
  }
}

static void facet_list_set_values(const isp_facet_list_controller_t *self, const char *attribute,
                                  const isp_facet_value_t *const *values, uint32_t count) {
  widget_t *widget = widget_of(self);
  widget_reset(widget, count);
  text_t *state = &widget->state;
  text_puts(state, "{\"facet\":");
  text_json_string(state, attribute != NULL ? attribute : "");
  text_puts(state, ",\"values\":[");
  for (uint32_t i = 0; values != NULL && i < widget->choice_count; i++) {
    widget->choices[i] = copy_string(values[i]->value);
    if (i > 0) text_puts(state, ",");
    text_puts(state, "{\"value\":");
    text_json_string(state, values[i]->value != NULL ? values[i]->value : "");
    text_puts(state, ",\"count\":");
    text_int(state, values[i]->count);
    text_puts(state, values[i]->is_selected ? ",\"selected\":true}" : ",\"selected\":false}");
  }
  text_puts(state, "]}\n");
}

static void filter_list_set_items(const isp_filter_list_controller_t *self,
                                  const isp_filter_item_t *const *items, uint32_t count,
                                  int32_t selection_mode) {
  widget_t *widget = widget_of(self);
  widget_reset(widget, count);
  text_t *state = &widget->state;
  text_puts(state, selection_mode == ISP_SELECTION_SINGLE ? "{\"list\":\"single\",\"items\":["
                                                          : "{\"list\":\"multiple\",\"items\":[");
  for (uint32_t i = 0; items != NULL && i < widget->choice_count; i++) {
    widget->choices[i] = copy_string(items[i]->text);
    if (i > 0) text_puts(state, ",");
    text_puts(state, "{\"filter\":");
    text_json_string(state, items[i]->text != NULL ? items[i]->text : "");
    text_puts(state, ",\"attribute\":");
    text_json_string(state, items[i]->attribute != NULL ? items[i]->attribute : "");
    text_puts(state, items[i]->is_selected ? ",\"selected\":true" : ",\"selected\":false");
    text_puts(state, ",\"count\":");
    if (items[i]->count < 0) text_puts(state, "null");
    else text_int(state, items[i]->count);
    text_puts(state, "}");
  }
  text_puts(state, "]}\n");
}

static const isp_controller_t *create_widget(const isp_host_t *host, const char *controller_id) {
  if (host == NULL || controller_id == NULL) return NULL;
  widget_t *widget = calloc(1, sizeof *widget);
  if (widget == NULL) return NULL;
  widget->table.base = (isp_controller_t){
      .plugin_data = widget, .set_on_event = widget_set_on_event, .render = widget_render,
      .handle_input = widget_handle_input, .destroy = widget_destroy};
  if (strcmp(controller_id, "search-box") == 0) {
    widget->kind = ISP_CONTROLLER_SEARCH_BOX;
    widget->table.base.struct_size = sizeof(isp_search_box_controller_t);
    widget->table.search_box.set_query = search_box_set_query;
  } else if (strcmp(controller_id, "hits") == 0) {
    widget->kind = ISP_CONTROLLER_HITS;
    widget->table.base.struct_size = sizeof(isp_hits_controller_t);
    widget->table.hits.set_hits = hits_set_hits;
  } else if (strcmp(controller_id, "facet-list") == 0) {
    widget->kind = ISP_CONTROLLER_FACET_LIST;
    widget->table.base.struct_size = sizeof(isp_facet_list_controller_t);
    widget->table.facet_list.set_values = facet_list_set_values;
  } else if (strcmp(controller_id, "filter-list") == 0) {
    widget->kind = ISP_CONTROLLER_FILTER_LIST;
    widget->table.base.struct_size = sizeof(isp_filter_list_controller_t);
    widget->table.filter_list.set_items = filter_list_set_items;
  } else {
    free(widget);
    return NULL;
  }
  return &widget->table.base;
}

/* ------------------------------------------------------------------------------------------ */
/* Plugin                                                                                      */
/* ------------------------------------------------------------------------------------------ */

static const isp_controller_descriptor_t descriptors[] = {
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_SEGMENT,
     .id = "segment",
     .name = "JSON lines segment",
     .description = "Writes the options as JSON lines and reads the chosen key as a line."},
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_CLEAR_FILTERS,
     .id = "clear",
     .name = "JSON lines clear",
     .description = "Writes its state as JSON lines and clears when activated."},
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_SEARCH_BOX,
     .id = "search-box",
     .name = "JSON lines search box",
     .description = "Shows the query as JSON and reports every input as the submitted text.",
     .kind_name = "search-box"},
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_HITS,
     .id = "hits",
     .name = "JSON lines hits",
     .description = "Shows each hit's objectID and highlights as a JSON line.",
     .kind_name = "hits"},
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_FACET_LIST,
     .id = "facet-list",
     .name = "JSON lines facet list",
     .description = "Shows the values as JSON; input names a value to click.",
     .kind_name = "facet-list"},
    {.struct_size = sizeof(isp_controller_descriptor_t),
     .kind = ISP_CONTROLLER_FILTER_LIST,
     .id = "filter-list",
     .name = "JSON lines filter list",
     .description = "Shows the filters as JSON; input names a filter to switch.",
     .kind_name = "filter-list"},
};

static bool plugin_initialize(const isp_host_t *host, const char *plugin_path, char *error,
                              size_t error_capacity) {
  (void)plugin_path;
  if (host == NULL || !ISP_HAS_FIELD(host, isp_host_t, read_line)) {
    if (error != NULL && error_capacity > 0)
      snprintf(error, error_capacity, "the host lacks write_text or read_line");
    return false;
  }
  host->log(host, ISP_LOG_DEBUG, "JSON lines controllers ready");
  return true;
}

static uint32_t plugin_controller_count(void) {
  return (uint32_t)(sizeof descriptors / sizeof descriptors[0]);
}

static const isp_controller_descriptor_t *plugin_controller_descriptor(uint32_t index) {
  return index < plugin_controller_count() ? &descriptors[index] : NULL;
}

static const isp_plugin_t plugin = {
    .struct_size = sizeof(isp_plugin_t),
    .abi_version = ISP_ABI_VERSION_INIT,
    .plugin_id = "org.instantsearch.jsonlines",
    .plugin_name = "JSON lines controllers",
    .plugin_version = "1.2.0",
    .initialize = plugin_initialize,
    .controller_count = plugin_controller_count,
    .controller_descriptor = plugin_controller_descriptor,
    .create_segment_controller = create_segment,
    .create_clear_controller = create_clear,
    .get_extension = NULL,
    .create_controller = create_widget,
};

ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
