/*
 * A plugin built against ABI 1.0: its structs stop where 1.0's did (no `description` in the
 * descriptor, no `get_extension` anywhere), so each struct_size is shorter than the 1.1 host's
 * sizeof. The host must load it and drive it. FIXTURE_ID="..." sets the plugin ID.
 *
 * The 1.0 layouts are spelled out here, as an old copy of the header would have had them; only
 * the host struct and the constants come from the current header.
 */
#include "instantsearch_plugin.h"

#include <stdlib.h>
#include <string.h>

typedef struct segment_1_0 {
  uint32_t struct_size;
  void *plugin_data;
  void (*set_items)(const struct segment_1_0 *, const int64_t *, const char *const *, uint32_t);
  void (*set_selected)(const struct segment_1_0 *, bool, int64_t);
  void (*reload)(const struct segment_1_0 *);
  void (*set_on_click)(const struct segment_1_0 *, isp_segment_click_fn, void *);
  int32_t (*present)(const struct segment_1_0 *);
  void (*destroy)(const struct segment_1_0 *);
} segment_1_0_t;

typedef struct clear_1_0 {
  uint32_t struct_size;
  void *plugin_data;
  void (*set_can_clear)(const struct clear_1_0 *, bool);
  void (*set_on_click)(const struct clear_1_0 *, isp_clear_click_fn, void *);
  size_t (*render)(const struct clear_1_0 *, char *, size_t);
  bool (*perform_click)(const struct clear_1_0 *);
  void (*destroy)(const struct clear_1_0 *);
} clear_1_0_t;

typedef struct descriptor_1_0 {
  uint32_t struct_size;
  int32_t kind;
  const char *id;
  const char *name;
} descriptor_1_0_t;

typedef struct plugin_1_0 {
  uint32_t struct_size;
  isp_version_t abi_version;
  const char *plugin_id;
  const char *plugin_name;
  const char *plugin_version;
  bool (*initialize)(const isp_host_t *, const char *, char *, size_t);
  uint32_t (*controller_count)(void);
  const descriptor_1_0_t *(*controller_descriptor)(uint32_t);
  const segment_1_0_t *(*create_segment_controller)(const isp_host_t *, const char *);
  const clear_1_0_t *(*create_clear_controller)(const isp_host_t *, const char *);
} plugin_1_0_t;

/* Segment "first": presenting always picks the first option. */
typedef struct first {
  segment_1_0_t table;
  const isp_host_t *host;
  int64_t first_key;
  uint32_t count;
  isp_segment_click_fn click;
  void *context;
} first_t;

static void first_set_items(const segment_1_0_t *self, const int64_t *keys,
                            const char *const *titles, uint32_t count) {
  first_t *first = (first_t *)self->plugin_data;
  (void)titles;
  first->count = count;
  if (count > 0) first->first_key = keys[0];
}
static void first_set_selected(const segment_1_0_t *self, bool has, int64_t key) {
  (void)self;
  (void)has;
  (void)key;
}
static void first_reload(const segment_1_0_t *self) {
  first_t *first = (first_t *)self->plugin_data;
  first->host->write_text(first->host, "old plugin reload\n");
}
static void first_set_on_click(const segment_1_0_t *self, isp_segment_click_fn fn, void *ctx) {
  first_t *first = (first_t *)self->plugin_data;
  first->click = fn;
  first->context = ctx;
}
static int32_t first_present(const segment_1_0_t *self) {
  first_t *first = (first_t *)self->plugin_data;
  if (first->count == 0 || first->click == NULL) return ISP_PRESENT_CANCELLED;
  first->click(first->context, first->first_key);
  return ISP_PRESENT_CHOSEN;
}
static void first_destroy(const segment_1_0_t *self) { free(self->plugin_data); }

static const segment_1_0_t *create_segment(const isp_host_t *host, const char *id) {
  if (strcmp(id, "first") != 0) return NULL;
  first_t *first = calloc(1, sizeof *first);
  if (first == NULL) return NULL;
  first->host = host;
  first->table.struct_size = sizeof(segment_1_0_t);
  first->table.plugin_data = first;
  first->table.set_items = first_set_items;
  first->table.set_selected = first_set_selected;
  first->table.reload = first_reload;
  first->table.set_on_click = first_set_on_click;
  first->table.present = first_present;
  first->table.destroy = first_destroy;
  return &first->table;
}

/* Clear "always": clears whenever activated and can clear. */
typedef struct always {
  clear_1_0_t table;
  bool can_clear;
  isp_clear_click_fn click;
  void *context;
} always_t;

static void always_set_can_clear(const clear_1_0_t *self, bool can_clear) {
  ((always_t *)self->plugin_data)->can_clear = can_clear;
}
static void always_set_on_click(const clear_1_0_t *self, isp_clear_click_fn fn, void *ctx) {
  always_t *always = (always_t *)self->plugin_data;
  always->click = fn;
  always->context = ctx;
}
static size_t always_render(const clear_1_0_t *self, char *buffer, size_t capacity) {
  const char *text = ((always_t *)self->plugin_data)->can_clear ? "clear: on" : "clear: off";
  size_t length = strlen(text);
  if (buffer != NULL && capacity > 0) {
    size_t count = length < capacity - 1 ? length : capacity - 1;
    memcpy(buffer, text, count);
    buffer[count] = '\0';
  }
  return length;
}
static bool always_perform_click(const clear_1_0_t *self) {
  always_t *always = (always_t *)self->plugin_data;
  if (!always->can_clear || always->click == NULL) return false;
  always->click(always->context);
  return true;
}
static void always_destroy(const clear_1_0_t *self) { free(self->plugin_data); }

static const clear_1_0_t *create_clear(const isp_host_t *host, const char *id) {
  (void)host;
  if (strcmp(id, "always") != 0) return NULL;
  always_t *always = calloc(1, sizeof *always);
  if (always == NULL) return NULL;
  always->table.struct_size = sizeof(clear_1_0_t);
  always->table.plugin_data = always;
  always->table.set_can_clear = always_set_can_clear;
  always->table.set_on_click = always_set_on_click;
  always->table.render = always_render;
  always->table.perform_click = always_perform_click;
  always->table.destroy = always_destroy;
  return &always->table;
}

static const descriptor_1_0_t descriptors[] = {
    {.struct_size = sizeof(descriptor_1_0_t), .kind = ISP_CONTROLLER_SEGMENT, .id = "first",
     .name = "First option"},
    {.struct_size = sizeof(descriptor_1_0_t), .kind = ISP_CONTROLLER_CLEAR_FILTERS,
     .id = "always", .name = "Always clear"},
};

static bool old_initialize(const isp_host_t *host, const char *path, char *error, size_t cap) {
  (void)host;
  (void)path;
  (void)error;
  (void)cap;
  return true;
}
static uint32_t old_count(void) { return 2; }
static const descriptor_1_0_t *old_descriptor(uint32_t index) {
  return index < 2 ? &descriptors[index] : NULL;
}

static const plugin_1_0_t plugin = {
    .struct_size = sizeof(plugin_1_0_t),
    .abi_version = {1, 0, 0},
    .plugin_id = FIXTURE_ID,
    .plugin_name = "Old minor",
    .plugin_version = "1.0.0",
    .initialize = old_initialize,
    .controller_count = old_count,
    .controller_descriptor = old_descriptor,
    .create_segment_controller = create_segment,
    .create_clear_controller = create_clear,
};

ISP_EXPORT const plugin_1_0_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
