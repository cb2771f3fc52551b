// Zstandard (libzstd) for the local engine's record store: blocks of records compressed against
// a dictionary of the first records, decompressed a block at a time when a hit is read.
//
// The stable API of <zstd.h> (contexts, dictionaries, one-shot calls) and <zdict.h>
// (`ZDICT_finalizeDictionary`: entropy tables for a dictionary of given content) are enough, so
// this header only includes them. Only the `InstantSearchLocal` module imports it.
#ifndef CZSTD_SHIM_H
#define CZSTD_SHIM_H

#include <zdict.h>
#include <zstd.h>

#endif
