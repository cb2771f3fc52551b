#ifndef CHEAP_HEAP_H
#define CHEAP_HEAP_H

#include <stddef.h>

/// The heap as glibc's malloc counts it over all its arenas (`mallinfo2`): `in_use`, the bytes
/// allocated and not freed (chunks handed out and blocks mapped on their own); `free_kept`, the
/// bytes freed but kept by the allocator. Returns 0, and sets nothing, when the C library is not
/// glibc 2.33 or later.
int cheap_heap(size_t *in_use, size_t *free_kept);

#endif
