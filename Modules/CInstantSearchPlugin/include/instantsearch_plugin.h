/*
 * instantsearch_plugin.h: the controller plugin ABI of InstantSearch, version 1.2.
 *
 * This header is the only boundary between a host (the REPL, the tests, any program using
 * InstantSearchPluginHost) and a controller plugin (a shared library written in C, Swift or any
 * language that can export a C function). No other type crosses it.
 *
 * Rules of the ABI
 * ----------------
 * - Entry: a plugin exports exactly one function, `instantsearch_plugin_entry_v1`, returning a
 *   pointer to a table with static lifetime. Calling it has no side effect and may happen more
 *   than once. A future incompatible ABI gets a new name (`..._v2`), so both can coexist.
 * - Version: the table starts with `struct_size` and the ABI version the plugin was built
 *   against. The host refuses the plugin, before calling anything else, unless the major
 *   versions are equal and the plugin's minor is at most the host's minor.
 * - Growth: every struct starts with `uint32_t struct_size` (the `sizeof` the writer was built
 *   with). Structs are append-only within a major version: a reader checks `struct_size` before
 *   reading any field (`ISP_HAS_FIELD`), and fields appended by a newer minor are optional.
 *   Larger additions are extensions, looked up by string ID (see `get_extension`).
 * - Host services (log, write, read a line) are passed in, so a plugin never links against host
 *   symbols and does not care how the host was built.
 * - Ownership: nothing is freed by the other side. Strings passed in are borrowed for the
 *   duration of the call; strings a plugin hands out are owned by it and valid for as long as
 *   each member says. Text is returned into a caller's buffer with the `snprintf` contract.
 * - Threads: `initialize` is called once per file, never concurrently with anything else in the
 *   plugin. One controller instance is used by one thread at a time; different instances may be
 *   used from different threads at once. Callbacks run synchronously on the calling thread.
 *   Every member carries one tag:
 *     [any thread]        data written before the struct is handed over and never changed;
 *                         read from any thread.
 *     [thread-safe]       a function callable from any thread, also concurrently.
 *     [controller thread] a function called on the thread currently using the controller
 *                         instance, never concurrently for one instance.
 *     [initialize]        serialised with every other call into the plugin.
 * - Strings are NUL-terminated UTF-8.
 * - Lifetime: a loaded plugin stays loaded for the life of the process (Swift images cannot be
 *   unloaded), so there is no shutdown call.
 *
 * History
 * -------
 * 1.0: the host, plugin, descriptor and both controller structs up to their 1.0 fields.
 * 1.1: appended `description` to isp_controller_descriptor_t and `get_extension` to
 *      isp_plugin_t, isp_segment_controller_t and isp_clear_controller_t.
 * 1.2: one controller kind per widget (search box, hits, facet list, current filters, stats,
 *      loading, pagination, hierarchical menu, number range, toggle, relevant sort, query rule
 *      custom data, dynamic facets, number, filter list, multi-index hits). Each begins with
 *      the common isp_controller_t (events, render, input, destroy, extensions) followed by its
 *      kind's setter; all are created by the appended `isp_plugin_t.create_controller`.
 *      Appended `kind_name` to
 *      isp_controller_descriptor_t. A host refuses a plugin declaring a kind it does not know,
 *      naming the kind.
 *
 * The header compiles as C11 and C++17 with -Wall -Wextra -Werror -pedantic.
 */
#ifndef INSTANTSEARCH_PLUGIN_H
#define INSTANTSEARCH_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------- */
/* Version                                                                                   */
/* ---------------------------------------------------------------------------------------- */

/** The major version: changes only with an incompatible ABI (and a new entry name). */
#define ISP_ABI_MAJOR 1
/** The minor version: grows when fields are appended; a host accepts every minor up to its own. */
#define ISP_ABI_MINOR 2
/** The patch version: documentation and fixes only, never checked. */
#define ISP_ABI_PATCH 0

/**
 * Marks the entry function as exported from a library built with -fvisibility=hidden:
 * `ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { ... }`.
 */
#if defined(_WIN32)
#define ISP_EXPORT __declspec(dllexport)
#else
#define ISP_EXPORT __attribute__((visibility("default")))
#endif

/** The name of the exported entry function, for `dlsym`. */
#define ISP_ENTRY_SYMBOL "instantsearch_plugin_entry_v1"

/** True when the struct at `ptr` (of type `type`) is long enough to contain `field`. */
#define ISP_HAS_FIELD(ptr, type, field)                                                          \
  ((ptr) != NULL &&                                                                              \
   (size_t)(ptr)->struct_size >= offsetof(type, field) + sizeof(((const type *)(ptr))->field))

/** A version of the ABI. */
typedef struct isp_version {
  /** Incompatible changes. [any thread] A value, copied with the struct. */
  uint32_t major;
  /** Compatible additions. [any thread] A value, copied with the struct. */
  uint32_t minor;
  /** Fixes. [any thread] A value, copied with the struct. */
  uint32_t patch;
} isp_version_t;

/** The version this header describes, for filling a table. */
#define ISP_ABI_VERSION_INIT {ISP_ABI_MAJOR, ISP_ABI_MINOR, ISP_ABI_PATCH}

/** True when a plugin built against `plugin` can be loaded by a host built with this header. */
static inline bool isp_abi_is_compatible(isp_version_t plugin) {
  return plugin.major == ISP_ABI_MAJOR && plugin.minor <= ISP_ABI_MINOR;
}

/* ---------------------------------------------------------------------------------------- */
/* Host services                                                                             */
/* ---------------------------------------------------------------------------------------- */

/** Log levels for `isp_host_t.log`. */
enum {
  ISP_LOG_DEBUG = 0,
  ISP_LOG_INFO = 1,
  ISP_LOG_WARNING = 2,
  ISP_LOG_ERROR = 3
};

/** `isp_host_t.read_line` returns this at end of input or when the user cancels. */
#define ISP_READ_LINE_END (-1)

/**
 * The services a host offers a plugin. Owned by the host; every function may be NULL only where
 * its comment says so. The struct and its strings stay valid as the member using it says.
 */
typedef struct isp_host {
  /** sizeof(isp_host_t) as the host was built. [any thread] Written by the host; read-only. */
  uint32_t struct_size;
  /**
   * The ABI version the host was built with, so a plugin uses newer host features only when
   * present. [any thread] Written by the host; read-only.
   */
  isp_version_t abi_version;
  /**
   * The host's own context. [any thread] Owned by the host; opaque to the plugin, which never
   * reads, writes or frees it.
   */
  void *host_data;
  /**
   * A short name of the host program. [any thread] Owned by the host, valid while this struct
   * is; never freed by the plugin.
   */
  const char *host_name;
  /**
   * Records a message at a `ISP_LOG_*` level. [thread-safe] `message` is owned by the caller
   * and borrowed for the call. Never NULL.
   */
  void (*log)(const struct isp_host *host, int32_t level, const char *message);
  /**
   * Writes `text` as is to the host's output (the terminal the user sees; the caller adds line
   * breaks). [controller thread] `text` is owned by the caller and borrowed for the call.
   * Never NULL.
   */
  void (*write_text)(const struct isp_host *host, const char *text);
  /**
   * Shows `prompt` and reads one line through the host's line editor, without its line break.
   * Writes at most `capacity - 1` bytes and a NUL into `buffer` (owned by the caller) and
   * returns the full length of the line (so a result >= capacity means it was cut), or
   * ISP_READ_LINE_END at end of input or on cancel. [controller thread] Blocks until the user
   * answers. `prompt` is owned by the caller and borrowed for the call. Never NULL.
   */
  int64_t (*read_line)(const struct isp_host *host, const char *prompt, char *buffer,
                       size_t capacity);
  /**
   * Returns the host extension named `extension_id` (e.g. ISP_HOST_EXTENSION_TERMINAL), or
   * NULL when the host does not offer it. [thread-safe] `extension_id` is borrowed for the
   * call; the returned struct is owned by the host and valid while this struct is. Never NULL.
   */
  const void *(*get_extension)(const struct isp_host *host, const char *extension_id);
} isp_host_t;

/** A host extension describing the terminal the host writes to. */
#define ISP_HOST_EXTENSION_TERMINAL "instantsearch.host.terminal/1"

/** The struct returned for ISP_HOST_EXTENSION_TERMINAL. Owned by the host. */
typedef struct isp_host_terminal {
  /** sizeof(isp_host_terminal_t) as the host was built. [any thread] Read-only. */
  uint32_t struct_size;
  /**
   * Returns the width of the host's output in columns (80 when unknown). [thread-safe] `host` is
   * the struct the extension came from, still owned by the host.
   */
  uint32_t (*columns)(const isp_host_t *host);
} isp_host_terminal_t;

/* ---------------------------------------------------------------------------------------- */
/* Controllers                                                                               */
/* ---------------------------------------------------------------------------------------- */

/** Controller kinds, in isp_controller_descriptor_t.kind. */
enum {
  /** A set of keyed options with one selected (Sort By): isp_segment_controller_t. */
  ISP_CONTROLLER_SEGMENT = 1,
  /** A "clear filters" button: isp_clear_controller_t. */
  ISP_CONTROLLER_CLEAR_FILTERS = 2,
  /** (1.2) A search box: isp_search_box_controller_t. Name "search-box". */
  ISP_CONTROLLER_SEARCH_BOX = 3,
  /** (1.2) The hits of a page: isp_hits_controller_t. Name "hits". */
  ISP_CONTROLLER_HITS = 4,
  /** (1.2) A facet list: isp_facet_list_controller_t. Name "facet-list". */
  ISP_CONTROLLER_FACET_LIST = 5,
  /** (1.2) The current filters: isp_current_filters_controller_t. Name "current-filters". */
  ISP_CONTROLLER_CURRENT_FILTERS = 6,
  /** (1.2) The stats line: isp_stats_controller_t. Name "stats". */
  ISP_CONTROLLER_STATS = 7,
  /** (1.2) A loading indicator: isp_loading_controller_t. Name "loading". */
  ISP_CONTROLLER_LOADING = 8,
  /** (1.2) Pagination and infinite hits: isp_pagination_controller_t. Name "pagination". */
  ISP_CONTROLLER_PAGINATION = 9,
  /** (1.2) A hierarchical menu: isp_hierarchical_menu_controller_t. Name "hierarchical-menu". */
  ISP_CONTROLLER_HIERARCHICAL_MENU = 10,
  /** (1.2) A numeric range: isp_number_range_controller_t. Name "number-range". */
  ISP_CONTROLLER_NUMBER_RANGE = 11,
  /** (1.2) An on/off filter: isp_toggle_controller_t. Name "toggle". */
  ISP_CONTROLLER_TOGGLE = 12,
  /** (1.2) Relevant sort: isp_relevant_sort_controller_t. Name "relevant-sort". */
  ISP_CONTROLLER_RELEVANT_SORT = 13,
  /** (1.2) Query rule custom data: isp_custom_data_controller_t. Name "custom-data". */
  ISP_CONTROLLER_CUSTOM_DATA = 14,
  /** (1.2) Dynamic facets: isp_dynamic_facets_controller_t. Name "dynamic-facets". */
  ISP_CONTROLLER_DYNAMIC_FACETS = 15,
  /** (1.2) A number comparison (a stepper): isp_number_controller_t. Name "number". */
  ISP_CONTROLLER_NUMBER = 16,
  /** (1.2) A fixed list of filters: isp_filter_list_controller_t. Name "filter-list". */
  ISP_CONTROLLER_FILTER_LIST = 17,
  /**
   * (1.2) Federated hits, one section per index: isp_multi_index_hits_controller_t. Name
   * "multi-index-hits".
   */
  ISP_CONTROLLER_MULTI_INDEX_HITS = 18
};

/**
 * Called by a segment controller when the user picks the option with `key`. [controller thread]
 * Runs synchronously. `context` is owned by the host: the pointer it registered with the
 * function, passed back as is.
 */
typedef void (*isp_segment_click_fn)(void *context, int64_t key);

/**
 * Called by a clear controller when the user asks to clear. [controller thread] Runs
 * synchronously. `context` is owned by the host: the pointer it registered with the function,
 * passed back as is.
 */
typedef void (*isp_clear_click_fn)(void *context);

/** `present` results. */
enum {
  /** The user picked an option; the click callback has run. */
  ISP_PRESENT_CHOSEN = 1,
  /** The user cancelled or the input ended; nothing was reported. */
  ISP_PRESENT_CANCELLED = 0
};

/**
 * One instance of a segment controller (Sort By's list of indices). Created by
 * `isp_plugin_t.create_segment_controller`, owned by the plugin, released only by `destroy`.
 * Every function takes the instance itself as `self` and is called on one thread at a time
 * [controller thread]. Functions of 1.0 are never NULL.
 */
typedef struct isp_segment_controller {
  /** sizeof(isp_segment_controller_t) as the plugin was built. [any thread] Read-only. */
  uint32_t struct_size;
  /**
   * The plugin's own instance data. [any thread] Owned by the plugin; opaque to the host, which
   * never reads, writes or frees it.
   */
  void *plugin_data;
  /**
   * Replaces the options: `count` keys and their presented titles, in display order.
   * [controller thread] Both arrays and the strings are owned by the host and borrowed for the
   * call (copy what you keep).
   */
  void (*set_items)(const struct isp_segment_controller *self, const int64_t *keys,
                    const char *const *titles, uint32_t count);
  /**
   * Sets the selected option's key, or no selection when `has_selection` is false.
   * [controller thread] Plain values; nothing changes hands.
   */
  void (*set_selected)(const struct isp_segment_controller *self, bool has_selection,
                       int64_t key);
  /**
   * Shows the options and the selection again (for a terminal: writes them through the host).
   * [controller thread] Nothing changes hands.
   */
  void (*reload)(const struct isp_segment_controller *self);
  /**
   * Registers the function to call when the user picks an option, replacing the previous one;
   * NULL unregisters. [controller thread] `context` is owned by the host and passed back as is;
   * the plugin keeps both until replaced. The host unregisters before `destroy`.
   */
  void (*set_on_click)(const struct isp_segment_controller *self, isp_segment_click_fn fn,
                       void *context);
  /**
   * Presents the options and asks the user for one through the host (`write_text`,
   * `read_line`); on a valid choice, calls the click function with its key before returning.
   * Returns ISP_PRESENT_CHOSEN or ISP_PRESENT_CANCELLED. [controller thread] Blocks while the
   * user answers; the text it writes is the plugin's, the lines it reads are its copies.
   */
  int32_t (*present)(const struct isp_segment_controller *self);
  /**
   * Releases the instance and everything it owns. [controller thread] Called once, by the host;
   * no call on `self` follows and the pointer becomes invalid.
   */
  void (*destroy)(const struct isp_segment_controller *self);
  /**
   * (1.1, may be NULL) Returns the controller extension named `extension_id`, or NULL.
   * [controller thread] `extension_id` is borrowed for the call; the returned struct is owned
   * by the plugin and valid until `destroy`.
   */
  const void *(*get_extension)(const struct isp_segment_controller *self,
                               const char *extension_id);
} isp_segment_controller_t;

/**
 * One instance of a clear-filters controller. Created by
 * `isp_plugin_t.create_clear_controller`, owned by the plugin, released only by `destroy`.
 * Every function takes the instance itself as `self` and is called on one thread at a time
 * [controller thread]. Functions of 1.0 are never NULL.
 */
typedef struct isp_clear_controller {
  /** sizeof(isp_clear_controller_t) as the plugin was built. [any thread] Read-only. */
  uint32_t struct_size;
  /**
   * The plugin's own instance data. [any thread] Owned by the plugin; opaque to the host, which
   * never reads, writes or frees it.
   */
  void *plugin_data;
  /**
   * Tells whether a click would clear anything (a button shows itself enabled or not).
   * [controller thread] A plain value; nothing changes hands.
   */
  void (*set_can_clear)(const struct isp_clear_controller *self, bool can_clear);
  /**
   * Registers the function to call when the user asks to clear, replacing the previous one;
   * NULL unregisters. [controller thread] `context` is owned by the host and passed back as is;
   * the plugin keeps both until replaced. The host unregisters before `destroy`.
   */
  void (*set_on_click)(const struct isp_clear_controller *self, isp_clear_click_fn fn,
                       void *context);
  /**
   * Writes the controller's current look as text into `buffer` (owned by the caller) with the
   * `snprintf` contract: at most `capacity - 1` bytes and a NUL (nothing when `capacity` is 0),
   * and returns the full length, so the host may call it with (NULL, 0) to size a buffer.
   * [controller thread] The plugin keeps nothing of the buffer after returning.
   */
  size_t (*render)(const struct isp_clear_controller *self, char *buffer, size_t capacity);
  /**
   * The user activated the button (e.g. typed `clear` in the REPL). The plugin decides, and
   * calls the click function before returning if it clears. Returns true if it did.
   * [controller thread] May block while it asks the user through the host.
   */
  bool (*perform_click)(const struct isp_clear_controller *self);
  /**
   * Releases the instance and everything it owns. [controller thread] Called once, by the host;
   * no call on `self` follows and the pointer becomes invalid.
   */
  void (*destroy)(const struct isp_clear_controller *self);
  /**
   * (1.1, may be NULL) Returns the controller extension named `extension_id`, or NULL.
   * [controller thread] `extension_id` is borrowed for the call; the returned struct is owned
   * by the plugin and valid until `destroy`.
   */
  const void *(*get_extension)(const struct isp_clear_controller *self,
                               const char *extension_id);
} isp_clear_controller_t;

/* ---------------------------------------------------------------------------------------- */
/* Controllers of ABI 1.2: one kind per widget                                               */
/* ---------------------------------------------------------------------------------------- */

/** `isp_event_t.type`: what a 1.2 controller reports. Each kind says which it sends. */
enum {
  /** The user edited the search text: `text` is the whole new text. */
  ISP_EVENT_QUERY_CHANGED = 1,
  /** The user submitted the search text: `text` is the submitted text. */
  ISP_EVENT_QUERY_SUBMITTED = 2,
  /** The user clicked a value (facet list, hierarchical menu, dynamic facets): `text`. */
  ISP_EVENT_VALUE_CLICKED = 3,
  /** The user removed the filter at position `number` (current filters, from 0). */
  ISP_EVENT_FILTER_REMOVED = 4,
  /** The user chose the page `number` (from 0). */
  ISP_EVENT_PAGE_SELECTED = 5,
  /** The user asked for the next page to be appended (infinite hits). */
  ISP_EVENT_LOAD_MORE = 6,
  /** The user chose a range: `lower` / `upper`, each present when `has_lower` / `has_upper`. */
  ISP_EVENT_RANGE_SELECTED = 7,
  /** The user switched a toggle: `number` is 1 for on, 0 for off. */
  ISP_EVENT_TOGGLED = 8,
  /** The user switched relevant sort: `number` is 1 to show relevant hits only, 0 for all. */
  ISP_EVENT_RELEVANT_SORT_SELECTED = 9,
  /** The user clicked the hit at position `number` (from 0) whose objectID is `text`. */
  ISP_EVENT_HIT_CLICKED = 10,
  /**
   * The user chose a number (number): `lower` when `has_lower`; without it, no number (the
   * comparison is removed).
   */
  ISP_EVENT_NUMBER_CHOSEN = 11,
  /** The user stepped a number (number): `number` is 1 for one step up, -1 for one step down. */
  ISP_EVENT_NUMBER_STEPPED = 12,
  /** The user switched the item at position `number` (filter list, from 0) on or off. */
  ISP_EVENT_ITEM_TOGGLED = 13
};

/**
 * One event a 1.2 controller reports. Written by the plugin, on its stack if it likes: the host
 * reads it during the call and keeps nothing. Members the event type does not use are zero.
 */
typedef struct isp_event {
  /** sizeof(isp_event_t) as the plugin was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** One of the ISP_EVENT_* values. [controller thread] A plain value. */
  int32_t type;
  /** The event's text, or NULL. [controller thread] Owned by the plugin, borrowed for the call. */
  const char *text;
  /** The event's number (a position, a page, 0 or 1). [controller thread] A plain value. */
  int64_t number;
  /**
   * A range's lower end, or the number of ISP_EVENT_NUMBER_CHOSEN, when `has_lower`.
   * [controller thread] A plain value.
   */
  double lower;
  /** A range's upper end, when `has_upper`. [controller thread] A plain value. */
  double upper;
  /** Whether `lower` is set. [controller thread] A plain value. */
  bool has_lower;
  /** Whether `upper` is set. [controller thread] A plain value. */
  bool has_upper;
} isp_event_t;

/**
 * Called by a 1.2 controller to report `event`. [controller thread] Runs synchronously, and
 * only from inside a host call into the same instance (`handle_input` or a setter). `context`
 * is owned by the host: the pointer it registered with the function, passed back as is.
 * `event` is owned by the plugin and borrowed for the call.
 */
typedef void (*isp_event_fn)(void *context, const isp_event_t *event);

/** `isp_controller_t.handle_input` results. */
enum {
  /** The plugin acted on the input (it may have reported events before returning). */
  ISP_INPUT_HANDLED = 1,
  /** The input meant nothing to the plugin; nothing was reported. */
  ISP_INPUT_IGNORED = 0
};

/**
 * What every controller of a 1.2 kind begins with. The kind's struct embeds it as its first
 * member `base`, so a pointer to the kind's struct and to its `base` are the same address;
 * `struct_size` is the size of the whole kind struct. Owned by the plugin, released only by
 * `destroy`. Every function takes the instance (its `base`) as `self` and is called on one
 * thread at a time [controller thread]. None may be NULL except `get_extension`.
 */
typedef struct isp_controller {
  /** sizeof the kind's whole struct as the plugin was built. [any thread] Read-only. */
  uint32_t struct_size;
  /**
   * The plugin's own instance data. [any thread] Owned by the plugin; opaque to the host, which
   * never reads, writes or frees it.
   */
  void *plugin_data;
  /**
   * Registers the function to call with the instance's events, replacing the previous one;
   * NULL unregisters. [controller thread] `context` is owned by the host and passed back as is;
   * the plugin keeps both until replaced. The host unregisters before `destroy`.
   */
  void (*set_on_event)(const struct isp_controller *self, isp_event_fn fn, void *context);
  /**
   * Writes the controller's current look as text into `buffer` (owned by the caller) with the
   * `snprintf` contract: at most `capacity - 1` bytes and a NUL (nothing when `capacity` is 0),
   * and returns the full length, so the host may call it with (NULL, 0) to size a buffer. The
   * text may hold several lines. [controller thread] The plugin keeps nothing of the buffer.
   */
  size_t (*render)(const struct isp_controller *self, char *buffer, size_t capacity);
  /**
   * The user typed `input` for this widget (e.g. the arguments of a REPL command: a query, a
   * value, a page number). The plugin interprets it, may ask more through the host, reports
   * events before returning, and returns ISP_INPUT_HANDLED or ISP_INPUT_IGNORED. `input` may be
   * empty, very long, or not valid UTF-8: the plugin must cope. [controller thread] `input` is
   * owned by the host and borrowed for the call.
   */
  int32_t (*handle_input)(const struct isp_controller *self, const char *input);
  /**
   * Releases the instance and everything it owns. [controller thread] Called once, by the host;
   * no call on `self` follows and the pointer becomes invalid.
   */
  void (*destroy)(const struct isp_controller *self);
  /**
   * (may be NULL) Returns the controller extension named `extension_id`, or NULL.
   * [controller thread] `extension_id` is borrowed for the call; the returned struct is owned
   * by the plugin and valid until `destroy`.
   */
  const void *(*get_extension)(const struct isp_controller *self, const char *extension_id);
} isp_controller_t;

/**
 * ISP_CONTROLLER_SEARCH_BOX. Sends ISP_EVENT_QUERY_CHANGED and ISP_EVENT_QUERY_SUBMITTED (a
 * typical `handle_input` reports the input as changed, then submitted).
 */
typedef struct isp_search_box_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Shows `query` (NULL for none) when the text changes from elsewhere. [controller thread]
   * `query` is owned by the host and borrowed for the call.
   */
  void (*set_query)(const struct isp_search_box_controller *self, const char *query);
} isp_search_box_controller_t;

/** One hit, as the host lends it to a hits controller. */
typedef struct isp_hit {
  /** sizeof(isp_hit_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** Its position in the whole result list, from 0. [controller thread] A plain value. */
  int64_t position;
  /** Its objectID, or NULL. [controller thread] Owned by the host, borrowed for the call. */
  const char *object_id;
  /** The whole hit as a JSON object. [controller thread] Owned by the host, borrowed. */
  const char *json;
  /** How many highlighted attributes follow. [controller thread] A plain value. */
  uint32_t highlight_count;
  /**
   * The highlighted attributes' names (dotted paths) and their highlighted values, with the
   * matches between `<em>` and `</em>`; two arrays of `highlight_count` strings.
   * [controller thread] Arrays and strings owned by the host, borrowed for the call.
   */
  const char *const *highlight_attributes;
  /** See `highlight_attributes`. */
  const char *const *highlight_values;
} isp_hit_t;

/** ISP_CONTROLLER_HITS. Sends ISP_EVENT_HIT_CLICKED. */
typedef struct isp_hits_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the hits with the page's `count` hits, in order, out of `total` matching records.
   * [controller thread] The array, the hits and their strings are owned by the host and
   * borrowed for the call (copy what you keep). `hits` may be NULL when `count` is 0.
   */
  void (*set_hits)(const struct isp_hits_controller *self, const isp_hit_t *const *hits,
                   uint32_t count, int64_t total);
} isp_hits_controller_t;

/** One value of a facet list, hierarchical menu or dynamic facet, as the host lends it. */
typedef struct isp_facet_value {
  /** sizeof(isp_facet_value_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** The value (for a hierarchical menu, the full path). [controller thread] Host, borrowed. */
  const char *value;
  /** The text to show (highlighted, or the last level of a path). [controller thread] Host. */
  const char *label;
  /** How many records have it. [controller thread] A plain value. */
  int64_t count;
  /** Whether it is selected (refined). [controller thread] A plain value. */
  bool is_selected;
  /** Its depth in a hierarchical menu, from 0; 0 elsewhere. [controller thread] A value. */
  uint32_t level;
} isp_facet_value_t;

/** ISP_CONTROLLER_FACET_LIST. Sends ISP_EVENT_VALUE_CLICKED with the value. */
typedef struct isp_facet_list_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the values of the facet `attribute` with `count` values in display order.
   * [controller thread] The attribute, array, values and strings are owned by the host and
   * borrowed for the call. `values` may be NULL when `count` is 0.
   */
  void (*set_values)(const struct isp_facet_list_controller *self, const char *attribute,
                     const isp_facet_value_t *const *values, uint32_t count);
} isp_facet_list_controller_t;

/** ISP_CONTROLLER_CURRENT_FILTERS. Sends ISP_EVENT_FILTER_REMOVED with a position. */
typedef struct isp_current_filters_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the filters with `count` filters in display order: each one's group name and its
   * text (e.g. "brand" and "brand:sony"). [controller thread] The arrays and strings are owned
   * by the host and borrowed for the call; both arrays may be NULL when `count` is 0.
   */
  void (*set_filters)(const struct isp_current_filters_controller *self,
                      const char *const *groups, const char *const *texts, uint32_t count);
} isp_current_filters_controller_t;

/** The figures of the last response, as the host lends them to a stats controller. */
typedef struct isp_stats {
  /** sizeof(isp_stats_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** How many records match; -1 when there is no response. [controller thread] A value. */
  int64_t hit_count;
  /** The current page, from 0. [controller thread] A plain value. */
  int64_t page;
  /** How many pages there are. [controller thread] A plain value. */
  int64_t page_count;
  /** Hits per page. [controller thread] A plain value. */
  int64_t hits_per_page;
  /** The service's processing time in ms, -1 when unknown. [controller thread] A value. */
  int64_t processing_time_ms;
  /**
   * The host's own one-line text for these figures, or NULL. [controller thread] Owned by the
   * host, borrowed for the call.
   */
  const char *text;
} isp_stats_t;

/** ISP_CONTROLLER_STATS. Sends no event. */
typedef struct isp_stats_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the figures. [controller thread] `stats` and its text are owned by the host and
   * borrowed for the call; never NULL.
   */
  void (*set_stats)(const struct isp_stats_controller *self, const isp_stats_t *stats);
} isp_stats_controller_t;

/** ISP_CONTROLLER_LOADING. Sends no event. */
typedef struct isp_loading_controller {
  /** The common members. */
  isp_controller_t base;
  /** Tells whether a search is in flight. [controller thread] A plain value. */
  void (*set_loading)(const struct isp_loading_controller *self, bool is_loading);
} isp_loading_controller_t;

/** ISP_CONTROLLER_PAGINATION. Sends ISP_EVENT_PAGE_SELECTED and ISP_EVENT_LOAD_MORE. */
typedef struct isp_pagination_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Sets the current page (from 0) and the number of pages (0 when there are no results).
   * [controller thread] Plain values.
   */
  void (*set_pages)(const struct isp_pagination_controller *self, int64_t page,
                    int64_t page_count);
} isp_pagination_controller_t;

/** ISP_CONTROLLER_HIERARCHICAL_MENU. Sends ISP_EVENT_VALUE_CLICKED with a full path. */
typedef struct isp_hierarchical_menu_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the menu with `count` entries in display order, each with its `level` and full
   * path as `value`. [controller thread] Array, entries and strings owned by the host and
   * borrowed for the call; `values` may be NULL when `count` is 0.
   */
  void (*set_values)(const struct isp_hierarchical_menu_controller *self,
                     const isp_facet_value_t *const *values, uint32_t count);
} isp_hierarchical_menu_controller_t;

/** A numeric range: the bounds of the data and the selected range. */
typedef struct isp_number_range {
  /** sizeof(isp_number_range_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** The smallest and largest values in the data, when known. [controller thread] Values. */
  double minimum;
  /** See `minimum`. */
  double maximum;
  /** Whether `minimum` and `maximum` are known. [controller thread] A plain value. */
  bool has_bounds;
  /** The selected range's ends, each when its `has_` flag is set. [controller thread] */
  double lower;
  /** See `lower`. */
  double upper;
  /** Whether `lower` is set. [controller thread] A plain value. */
  bool has_lower;
  /** Whether `upper` is set. [controller thread] A plain value. */
  bool has_upper;
} isp_number_range_t;

/** ISP_CONTROLLER_NUMBER_RANGE. Sends ISP_EVENT_RANGE_SELECTED. */
typedef struct isp_number_range_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the bounds and selection of the numeric attribute `attribute`. [controller thread]
   * `attribute` and `range` are owned by the host and borrowed for the call; never NULL.
   */
  void (*set_range)(const struct isp_number_range_controller *self, const char *attribute,
                    const isp_number_range_t *range);
} isp_number_range_controller_t;

/** ISP_CONTROLLER_TOGGLE. Sends ISP_EVENT_TOGGLED. */
typedef struct isp_toggle_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Shows the toggle `label`, whether it is on, and how many records it would match (-1 when
   * unknown). [controller thread] `label` is owned by the host and borrowed for the call.
   */
  void (*set_toggle)(const struct isp_toggle_controller *self, const char *label, bool is_on,
                     int64_t count);
} isp_toggle_controller_t;

/** `isp_relevant_sort_controller_t.set_state` values. */
enum {
  /** The index is not a virtual replica: relevant sort does not apply. */
  ISP_RELEVANT_SORT_NONE = 0,
  /** Showing the relevant hits only; the user may ask for all. */
  ISP_RELEVANT_SORT_RELEVANT = 1,
  /** Showing all hits; the user may ask for the relevant ones only. */
  ISP_RELEVANT_SORT_ALL = 2
};

/** ISP_CONTROLLER_RELEVANT_SORT. Sends ISP_EVENT_RELEVANT_SORT_SELECTED. */
typedef struct isp_relevant_sort_controller {
  /** The common members. */
  isp_controller_t base;
  /** Sets the state: an ISP_RELEVANT_SORT_* value. [controller thread] A plain value. */
  void (*set_state)(const struct isp_relevant_sort_controller *self, int32_t state);
} isp_relevant_sort_controller_t;

/** ISP_CONTROLLER_CUSTOM_DATA. Sends no event. */
typedef struct isp_custom_data_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the query rules' custom data (the response's `userData`): `count` JSON values.
   * [controller thread] The array and strings are owned by the host and borrowed for the call;
   * `items` may be NULL when `count` is 0.
   */
  void (*set_items)(const struct isp_custom_data_controller *self, const char *const *items,
                    uint32_t count);
} isp_custom_data_controller_t;

/** ISP_CONTROLLER_DYNAMIC_FACETS. Sends ISP_EVENT_VALUE_CLICKED with "attribute:value". */
typedef struct isp_dynamic_facets_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the facets in the order the rules give: for each of `count` attributes, its name
   * and its values (`value_counts[i]` values in `values[i]`). [controller thread] Every array,
   * value and string is owned by the host and borrowed for the call.
   */
  void (*set_facets)(const struct isp_dynamic_facets_controller *self,
                     const char *const *attributes,
                     const isp_facet_value_t *const *const *values,
                     const uint32_t *value_counts, uint32_t count);
} isp_dynamic_facets_controller_t;

/** A number comparison, as the host lends it to a number controller. */
typedef struct isp_number {
  /** sizeof(isp_number_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /**
   * The comparison written, one of "<", "<=", "=", "!=", ">=", ">". [controller thread] Owned
   * by the host, borrowed for the call; never NULL.
   */
  const char *comparison;
  /** The number chosen, when `has_number`. [controller thread] A plain value. */
  double number;
  /** Whether a number is chosen (the comparison is in the filters). [controller thread] */
  bool has_number;
  /** The smallest and largest values in the data, when `has_bounds`. [controller thread] */
  double minimum;
  /** See `minimum`. */
  double maximum;
  /** Whether `minimum` and `maximum` are known. [controller thread] A plain value. */
  bool has_bounds;
  /** How far one step (ISP_EVENT_NUMBER_STEPPED) moves the number; positive. [controller thread] */
  double step;
} isp_number_t;

/** ISP_CONTROLLER_NUMBER. Sends ISP_EVENT_NUMBER_CHOSEN and ISP_EVENT_NUMBER_STEPPED. */
typedef struct isp_number_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the comparison, number and bounds of the numeric attribute `attribute`. The host
   * coerces a chosen number into the bounds and makes the steps. [controller thread]
   * `attribute`, `number` and its string are owned by the host and borrowed for the call; never
   * NULL.
   */
  void (*set_number)(const struct isp_number_controller *self, const char *attribute,
                     const isp_number_t *number);
} isp_number_controller_t;

/** `isp_filter_list_controller_t.set_items` selection modes. */
enum {
  /** At most one item is on: switching one on switches the others off. */
  ISP_SELECTION_SINGLE = 0,
  /** Any number of items are on at once. */
  ISP_SELECTION_MULTIPLE = 1
};

/** One item of a filter list, as the host lends it. */
typedef struct isp_filter_item {
  /** sizeof(isp_filter_item_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /**
   * The filter in the filters syntax, e.g. "price":25 TO 100 or "brand":"sony".
   * [controller thread] Owned by the host, borrowed for the call; never NULL.
   */
  const char *text;
  /** The filter's attribute. [controller thread] Owned by the host, borrowed; never NULL. */
  const char *attribute;
  /** Whether the filter is on (in the filters). [controller thread] A plain value. */
  bool is_selected;
  /**
   * How many records have the facet value, -1 for a numeric or tag filter and before a
   * response. [controller thread] A plain value.
   */
  int64_t count;
} isp_filter_item_t;

/** ISP_CONTROLLER_FILTER_LIST. Sends ISP_EVENT_ITEM_TOGGLED with the item's position. */
typedef struct isp_filter_list_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the items with `count` items in display order, and says whether one or several
   * may be on (ISP_SELECTION_*). The host computes what a toggle switches off.
   * [controller thread] The array, the items and their strings are owned by the host and
   * borrowed for the call (copy what you keep); `items` may be NULL when `count` is 0.
   */
  void (*set_items)(const struct isp_filter_list_controller *self,
                    const isp_filter_item_t *const *items, uint32_t count,
                    int32_t selection_mode);
} isp_filter_list_controller_t;

/** The hits of one index of a federated search, as the host lends them. */
typedef struct isp_hits_section {
  /** sizeof(isp_hits_section_t) as the host was built. [controller thread] Read-only. */
  uint32_t struct_size;
  /** The index's name. [controller thread] Owned by the host, borrowed; never NULL. */
  const char *index_name;
  /**
   * The section's hits, `hit_count` of them, each with its JSON text. [controller thread] The
   * array, the hits and their strings are owned by the host and borrowed for the call; NULL
   * when `hit_count` is 0.
   */
  const isp_hit_t *const *hits;
  /** How many hits `hits` holds. [controller thread] A plain value. */
  uint32_t hit_count;
  /** How many records match; -1 before a response. [controller thread] A plain value. */
  int64_t total;
  /**
   * Why the section has no response (the index's error), or NULL. [controller thread] Owned by
   * the host, borrowed for the call.
   */
  const char *error;
} isp_hits_section_t;

/** ISP_CONTROLLER_MULTI_INDEX_HITS. Sends no event. */
typedef struct isp_multi_index_hits_controller {
  /** The common members. */
  isp_controller_t base;
  /**
   * Replaces the sections with `count` sections, in the order the indices are searched.
   * [controller thread] Every array, section, hit and string is owned by the host and borrowed
   * for the call; `sections` may be NULL when `count` is 0.
   */
  void (*set_sections)(const struct isp_multi_index_hits_controller *self,
                       const isp_hits_section_t *const *sections, uint32_t count);
} isp_multi_index_hits_controller_t;

/** Describes one controller a plugin can create. Owned by the plugin, static lifetime. */
typedef struct isp_controller_descriptor {
  /** sizeof(isp_controller_descriptor_t) as the plugin was built. [any thread] Read-only. */
  uint32_t struct_size;
  /** One of the ISP_CONTROLLER_* kinds. [any thread] A plain value. */
  int32_t kind;
  /**
   * Unique within the plugin, e.g. "menu"; the host shows it as "<plugin_id>/<id>".
   * [any thread] Owned by the plugin, static lifetime; never NULL.
   */
  const char *id;
  /** A short human name, e.g. "Numbered menu". [any thread] Owned by the plugin, static. */
  const char *name;
  /**
   * (1.1, may be NULL) One sentence saying what the controller does. [any thread] Owned by the
   * plugin, static lifetime.
   */
  const char *description;
  /**
   * (1.2, may be NULL) The kind's name as the kind list above spells it ("hits"), so a host
   * that does not know `kind` can name it when it refuses the plugin. [any thread] Owned by the
   * plugin, static lifetime.
   */
  const char *kind_name;
} isp_controller_descriptor_t;

/* ---------------------------------------------------------------------------------------- */
/* Plugin                                                                                    */
/* ---------------------------------------------------------------------------------------- */

/**
 * The table a plugin's entry function returns. Owned by the plugin, static lifetime, never
 * written by the host. Strings are owned by the plugin and valid for the life of the process.
 * Functions of 1.0 are never NULL, except the create function of a kind the plugin does not
 * declare.
 */
typedef struct isp_plugin {
  /** sizeof(isp_plugin_t) as the plugin was built. [any thread] Read-only. */
  uint32_t struct_size;
  /** The ABI version the plugin was built against: ISP_ABI_VERSION_INIT. [any thread] */
  isp_version_t abi_version;
  /**
   * A reverse-DNS identifier, unique among loaded plugins, e.g. "org.example.menu".
   * [any thread] Owned by the plugin, static lifetime; never NULL or empty.
   */
  const char *plugin_id;
  /** A short human name. [any thread] Owned by the plugin, static lifetime. */
  const char *plugin_name;
  /** The plugin's own version, e.g. "1.0.0". [any thread] Owned by the plugin, static. */
  const char *plugin_version;
  /**
   * Called once per process, before any other function except the entry. `host` stays valid
   * for the life of the process; `plugin_path` is borrowed for the call. On failure returns
   * false and writes a message into `error` (owned by the caller, `error_capacity` bytes, NUL
   * terminated). [initialize] Never concurrent with any other call into the plugin.
   */
  bool (*initialize)(const isp_host_t *host, const char *plugin_path, char *error,
                     size_t error_capacity);
  /** The number of controllers the plugin describes. [thread-safe] Nothing changes hands. */
  uint32_t (*controller_count)(void);
  /**
   * The descriptor at `index` (< controller_count()), or NULL. [thread-safe] The descriptor is
   * owned by the plugin, static lifetime.
   */
  const isp_controller_descriptor_t *(*controller_descriptor)(uint32_t index);
  /**
   * Creates a segment controller whose descriptor has `controller_id` (borrowed for the call),
   * or returns NULL. `host` is the services this instance must use for its output and input;
   * it stays valid until the instance's `destroy` returns. The plugin must not call back into
   * the host from inside this function. [thread-safe] The instance is owned by the plugin until
   * the host calls its `destroy`.
   */
  const isp_segment_controller_t *(*create_segment_controller)(const isp_host_t *host,
                                                               const char *controller_id);
  /**
   * Same as `create_segment_controller`, for clear-filters controllers. [thread-safe] The
   * instance is owned by the plugin until the host calls its `destroy`.
   */
  const isp_clear_controller_t *(*create_clear_controller)(const isp_host_t *host,
                                                           const char *controller_id);
  /**
   * (1.1, may be NULL) Returns the plugin extension named `extension_id`, or NULL. [thread-safe]
   * `extension_id` is borrowed for the call; the returned struct is owned by the plugin, static
   * lifetime.
   */
  const void *(*get_extension)(const char *extension_id);
  /**
   * (1.2, may be NULL when the plugin declares no 1.2 kind) Creates a controller of any 1.2
   * kind whose descriptor has `controller_id` (borrowed for the call), or returns NULL. The
   * result points at the isp_controller_t that begins the kind's struct (e.g. the `base` of an
   * isp_hits_controller_t), whose `struct_size` is the whole struct's. `host` is as for
   * `create_segment_controller`. [thread-safe] The instance is owned by the plugin until the
   * host calls its `base.destroy`.
   */
  const struct isp_controller *(*create_controller)(const isp_host_t *host,
                                                    const char *controller_id);
} isp_plugin_t;

/** The type of the entry function. */
typedef const isp_plugin_t *(*isp_plugin_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* INSTANTSEARCH_PLUGIN_H */
