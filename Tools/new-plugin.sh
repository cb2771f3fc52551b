#!/usr/bin/env bash
# Creates a standalone controller plugin outside the repository, ready to build and load:
#
#   bash Tools/new-plugin.sh NAME [--c|--swift] [--in DIR]
#
# NAME is a C identifier (letters, digits, underscores; a letter first). The plugin goes to
# DIR/NAME (DIR is the current directory by default; it must lie outside this repository) and
# holds one hits controller (ABI 1.2) to start from:
#   --c (default)  NAME.c, built by the one clang line in NAME/README.md and build.sh, which needs
#                  only this repository's header;
#   --swift        a package whose Package.swift depends on this repository's
#                  InstantSearchPluginKit by path; `swift build` gives .build/debug/libNAME.so
#                  (build it with the toolchain the REPL was built with).
# Then: `plugin load DIR/NAME/libNAME.so` (C) and `use hits com.example.NAME/hits` in the REPL.
set -euo pipefail

usage() { echo "usage: bash Tools/new-plugin.sh NAME [--c|--swift] [--in DIR]" >&2; exit 2; }
repo=$(cd "$(dirname "$0")/.." && pwd -P)
name="" language=c parent=$PWD
while [ $# -gt 0 ]; do
  case "$1" in
    --c) language=c ;;
    --swift) language=swift ;;
    --in) [ $# -ge 2 ] || usage; parent=$2; shift ;;
    -*) echo "new-plugin: unknown option $1" >&2; usage ;;
    *) [ -z "$name" ] || usage; name=$1 ;;
  esac
  shift
done
[ -n "$name" ] || usage
if ! [[ "$name" =~ ^[A-Za-z][A-Za-z0-9_]*$ ]]; then
  echo "new-plugin: NAME \"$name\" must be a letter followed by letters, digits or underscores" >&2
  exit 2
fi
mkdir -p "$parent"
parent=$(cd "$parent" && pwd -P)
case "$parent/" in
  "$repo"/*) echo "new-plugin: $parent is inside the repository $repo; choose a directory outside it (--in DIR)" >&2; exit 2 ;;
esac
target="$parent/$name"
[ ! -e "$target" ] || { echo "new-plugin: $target already exists" >&2; exit 1; }
mkdir -p "$target"
include="$repo/Modules/CInstantSearchPlugin/include"

if [ "$language" = c ]; then
  build="clang -std=c11 -Wall -Wextra -Werror -pedantic -fPIC -shared -fvisibility=hidden -I '$include' $name.c -o lib$name.so"
  cat >"$target/$name.c" <<EOF
/*
 * $name: a controller plugin of ABI 1.2 with one hits controller, "hits". It keeps the page's
 * objectIDs, renders them as lines, and reports a click on the hit whose position is typed.
 * Build (in this directory): $build
 */
#include "instantsearch_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct hits {
  isp_hits_controller_t table;
  isp_event_fn event;
  void *context;
  char text[4096];
} hits_t;

static hits_t *hits_of(const void *self) { return (hits_t *)((const isp_controller_t *)self)->plugin_data; }

static void set_on_event(const isp_controller_t *self, isp_event_fn fn, void *context) {
  hits_of(self)->event = fn;
  hits_of(self)->context = context;
}

static size_t render(const isp_controller_t *self, char *buffer, size_t capacity) {
  const char *text = hits_of(self)->text;
  if (capacity > 0) snprintf(buffer, capacity, "%s", text);
  return strlen(text);
}

static int32_t handle_input(const isp_controller_t *self, const char *input) {
  hits_t *hits = hits_of(self);
  char *end = NULL;
  long long position = strtoll(input, &end, 10);
  if (end == input || *end != '\\0' || hits->event == NULL) return ISP_INPUT_IGNORED;
  isp_event_t event = {.struct_size = sizeof(isp_event_t), .type = ISP_EVENT_HIT_CLICKED,
                       .number = position};
  hits->event(hits->context, &event);
  return ISP_INPUT_HANDLED;
}

static void destroy(const isp_controller_t *self) { free(hits_of(self)); }

static void set_hits(const isp_hits_controller_t *self, const isp_hit_t *const *page,
                     uint32_t count, int64_t total) {
  hits_t *hits = hits_of(self);
  size_t used = (size_t)snprintf(hits->text, sizeof hits->text, "$name: %u of %lld hits\\n", count,
                                 (long long)total);
  for (uint32_t i = 0; i < count && used < sizeof hits->text; i++) {
    used += (size_t)snprintf(hits->text + used, sizeof hits->text - used, "  #%lld %s\\n",
                             (long long)page[i]->position,
                             page[i]->object_id ? page[i]->object_id : "-");
  }
}

static const isp_controller_descriptor_t descriptors[] = {
    {.struct_size = sizeof(isp_controller_descriptor_t), .kind = ISP_CONTROLLER_HITS, .id = "hits",
     .name = "$name hits", .description = "The page's objectIDs, one a line.", .kind_name = "hits"},
};

static const isp_controller_t *create_controller(const isp_host_t *host, const char *id) {
  (void)host;
  if (strcmp(id, "hits") != 0) return NULL;
  hits_t *hits = calloc(1, sizeof *hits);
  if (hits == NULL) return NULL;
  hits->table.base = (isp_controller_t){
      .struct_size = sizeof(isp_hits_controller_t), .plugin_data = hits,
      .set_on_event = set_on_event, .render = render, .handle_input = handle_input,
      .destroy = destroy};
  hits->table.set_hits = set_hits;
  return &hits->table.base;
}

static bool initialize(const isp_host_t *host, const char *path, char *error, size_t capacity) {
  (void)host, (void)path, (void)error, (void)capacity;
  return true;
}

static uint32_t controller_count(void) { return sizeof descriptors / sizeof descriptors[0]; }

static const isp_controller_descriptor_t *controller_descriptor(uint32_t index) {
  return index < controller_count() ? &descriptors[index] : NULL;
}

static const isp_plugin_t plugin = {
    .struct_size = sizeof(isp_plugin_t),
    .abi_version = ISP_ABI_VERSION_INIT,
    .plugin_id = "com.example.$name",
    .plugin_name = "$name",
    .plugin_version = "0.1.0",
    .initialize = initialize,
    .controller_count = controller_count,
    .controller_descriptor = controller_descriptor,
    .create_controller = create_controller,
};

ISP_EXPORT const isp_plugin_t *instantsearch_plugin_entry_v1(void) { return &plugin; }
EOF
  printf '#!/usr/bin/env bash\n# Builds lib%s.so next to this file.\nset -euo pipefail\ncd "$(dirname "$0")"\n%s\n' \
    "$name" "$build" >"$target/build.sh"
  library="$target/lib$name.so"
else
  build="swift build"
  identity=$(basename "$repo" | tr '[:upper:]' '[:lower:]')
  mkdir -p "$target/Sources/$name"
  cat >"$target/Package.swift" <<EOF
// swift-tools-version: 6.2
// A controller plugin for InstantSearch: \`swift build\` gives .build/debug/lib$name.so.
import PackageDescription

let package = Package(
  name: "$name",
  products: [.library(name: "$name", type: .dynamic, targets: ["$name"])],
  dependencies: [.package(path: "$repo")],
  targets: [
    .target(
      name: "$name",
      dependencies: [.product(name: "InstantSearchPluginKit", package: "$identity")])
  ]
)
EOF
  cat >"$target/Sources/$name/$name.swift" <<EOF
import InstantSearchPluginKit

/// A hits controller: keeps the page's objectIDs, renders them as lines, and reports a click
/// on the hit whose position is typed.
final class Hits: HitsPluginController {
  static let controllerID = "hits"
  static let displayName = "$name hits"
  static let summary = "The page's objectIDs, one a line."

  private var text = ""

  init(host: PluginHostConnection) {}

  func setHits(_ hits: [PluginHit], total: Int) {
    text = "$name: \\(hits.count) of \\(total) hits\\n"
      + hits.map { "  #\\(\$0.position) \\(\$0.objectID ?? "-")\\n" }.joined()
  }

  func render() -> String { text }

  func handleInput(_ input: String) -> [PluginEvent]? {
    Int(input).map { [.hitClicked(position: \$0, objectID: nil)] }
  }
}

/// The entry the host looks up.
@c(instantsearch_plugin_entry_v1)
public func instantSearchPluginEntry() -> UnsafeRawPointer {
  PluginExport.table(
    id: "com.example.$name", name: "$name", version: "0.1.0", controllers: [Hits.self])
}
EOF
  library="$target/.build/debug/lib$name.so"
fi

cat >"$target/README.md" <<EOF
# $name

A controller plugin for InstantSearch (ABI 1.2) with one hits controller, made by
\`Tools/new-plugin.sh\`. Build it in this directory:

\`\`\`
$build
\`\`\`

Then in the REPL:

\`\`\`
plugin load $library
use hits com.example.$name/hits
\`\`\`
EOF
echo "created $target ($language)"
echo "build:  cd '$target' && $build"
echo "load:   plugin load $library"
echo "use:    use hits com.example.$name/hits"
