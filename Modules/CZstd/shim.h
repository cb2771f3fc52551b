// Zstandard (libzstd) for the local engine's record store: blocks of records compressed against
// a dictionary of the first records, decompressed a block at a time when a hit is read.
//
// The stable API of <zstd.h> is enough (contexts, dictionaries, one-shot calls), so this header
// only includes it. Only the `InstantSearchLocal` module imports it.
#ifndef CZSTD_SHIM_H
#define CZSTD_SHIM_H

#include <zstd.h>

#endif
