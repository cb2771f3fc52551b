/*
 * A configurable test plugin, built by the tests with clang. Each macro breaks one thing:
 *
 *   FIXTURE_ID="..."            the plugin ID (required)
 *   FIXTURE_MAJOR / _MINOR      the ABI version it claims (default: the header's)
 *   FIXTURE_TABLE_SIZE          the struct_size of its isp_plugin_t (default: sizeof)
 *   FIXTURE_NULL_INITIALIZE     leaves `initialize` NULL
 *   FIXTURE_INIT_ERROR="..."    `initialize` fails with this message
 *   FIXTURE_UNRESOLVED          references a function no library defines
 *   FIXTURE_NO_ENTRY            exports its table under another name
 *   FIXTURE_SHORT_CONTROLLER    its controller instance claims a struct_size of 16
 *   FIXTURE_NULL_PRESENT        its controller instance leaves `present` NULL
 *
 * Whatever the defines, it misbehaves in one way on purpose: it remembers the last click
 * function and context it was given, even after they were replaced or the controller was
 * destroyed, and its extension "fixture.fire-last-click/1" calls them on request.
 *
 * It counts `initialize` calls and reports the count through the plugin extension
 * "fixture.initialize-count/1" (a pointer to an int). It has one segment controller, "pick",
 * which asks for a key with read_line and reports it.
 */
#include "instantsearch_plugin.h"

#include <stdlib.h>
#include <string.h>

#ifndef FIXTURE_MAJOR
#define FIXTURE_MAJOR ISP_ABI_MAJOR
#endif
#ifndef FIXTURE_MINOR
#define FIXTURE_MINOR ISP_ABI_MINOR
#endif
#ifndef FIXTURE_TABLE_SIZE
#define FIXTURE_TABLE_SIZE sizeof(isp_plugin_t)
#endif

static int initialize_count = 0;

#ifdef FIXTURE_UNRESOLVED
extern int isp_fixture_function_that_does_not_exist(void);
#endif

__attribute__((unused)) static bool fixture_initialize(const isp_host_t *host,
                                                   const char *plugin_path, char *error,
                                                   size_t error_capacity) {
  (void)plugin_path;
  initialize_count++;
#ifdef FIXTURE_UNRESOLVED
  if (isp_fixture_function_that_does_not_exist() != 0) return false;
#endif
#ifdef FIXTURE_INIT_ERROR
  (void)host;
  strncpy(error, FIXTURE_INIT_ERROR, error_capacity - 1);
  error[error_capacity - 1] = '\0';
  return false;
#else
  (void)error;
  (void)error_capacity;
  host->log(host, ISP_LOG_INFO, "fixture initialized");
  return true;
#endif
}

typedef struct pick {
  isp_segment_controller_t table;
  const isp_host_t *host;
  isp_segment_click_fn click;
  void *context;
} pick_t;

static void pick_set_items(const isp_segment_controller_t *self, const int64_t *keys,
                           const char *const *titles, uint32_t count) {
  (void)self;
  (void)keys;
  (void)titles;
  (void)count;
}
static void pick_set_selected(const isp_segment_controller_t *self, bool has, int64_t key) {
  (void)self;
  (void)has;
  (void)key;
}
static void pick_reload(const isp_segment_controller_t *self) { (void)self; }
/* The last click function and context given to any instance, kept past their lifetime. */
static isp_segment_click_fn last_click;
static void *last_context;

static void pick_set_on_click(const isp_segment_controller_t *self, isp_segment_click_fn fn,
                              void *context) {
  pick_t *pick = (pick_t *)self->plugin_data;
  pick->click = fn;
  pick->context = context;
  if (fn != NULL) {
    last_click = fn;
    last_context = context;
  }
}

/* The "fixture.fire-last-click/1" extension: calls the remembered click function. */
static void fire_last_click(int64_t key) {
  if (last_click != NULL) last_click(last_context, key);
}
static const struct {
  void (*fire)(int64_t key);
} fire_last_click_extension = {fire_last_click};
static int32_t pick_present(const isp_segment_controller_t *self) {
  pick_t *pick = (pick_t *)self->plugin_data;
  char line[64];
  if (pick->host->read_line(pick->host, "key? ", line, sizeof line) == ISP_READ_LINE_END)
    return ISP_PRESENT_CANCELLED;
  if (pick->click) pick->click(pick->context, strtoll(line, NULL, 10));
  return ISP_PRESENT_CHOSEN;
}
static void pick_destroy(const isp_segment_controller_t *self) { free(self->plugin_data); }

static const isp_segment_controller_t *fixture_create_segment(const isp_host_t *host,
                                                              const char *id) {
  if (strcmp(id, "pick") != 0) return NULL;
  pick_t *pick = calloc(1, sizeof *pick);
  if (pick == NULL) return NULL;
  pick->host = host;
#ifdef FIXTURE_SHORT_CONTROLLER
  pick->table.struct_size = 16;
#else
  pick->table.struct_size = sizeof(isp_segment_controller_t);
#endif
  pick->table.plugin_data = pick;
  pick->table.set_items = pick_set_items;
  pick->table.set_selected = pick_set_selected;
  pick->table.reload = pick_reload;
  pick->table.set_on_click = pick_set_on_click;
#ifndef FIXTURE_NULL_PRESENT
  pick->table.present = pick_present;
#else
  (void)pick_present;
#endif
  pick->table.destroy = pick_destroy;
  return &pick->table;
}

static const isp_controller_descriptor_t pick_descriptor = {
    .struct_size = sizeof(isp_controller_descriptor_t),
    .kind = ISP_CONTROLLER_SEGMENT,
    .id = "pick",
    .name = "Pick a key",
    .description = "Reads a key and reports it.",
};

static uint32_t fixture_count(void) { return 1; }
static const isp_controller_descriptor_t *fixture_descriptor(uint32_t index) {
  return index == 0 ? &pick_descriptor : NULL;
}

static const void *fixture_get_extension(const char *id) {
  if (strcmp(id, "fixture.initialize-count/1") == 0) return &initialize_count;
  if (strcmp(id, "fixture.fire-last-click/1") == 0) return &fire_last_click_extension;
  return NULL;
}

static const isp_plugin_t fixture = {
    .struct_size = (uint32_t)(FIXTURE_TABLE_SIZE),
    .abi_version = {FIXTURE_MAJOR, FIXTURE_MINOR, 0},
    .plugin_id = FIXTURE_ID,
    .plugin_name = "Fixture",
    .plugin_version = "0.0.1",
#ifdef FIXTURE_NULL_INITIALIZE
    .initialize = NULL,
#else
    .initialize = fixture_initialize,
#endif
    .controller_count = fixture_count,
    .controller_descriptor = fixture_descriptor,
    .create_segment_controller = fixture_create_segment,
    .create_clear_controller = NULL,
    .get_extension = fixture_get_extension,
};

#ifdef FIXTURE_NO_ENTRY
ISP_EXPORT const isp_plugin_t *fixture_entry_with_another_name(void) { return &fixture; }
#else
ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &fixture; }
#endif
