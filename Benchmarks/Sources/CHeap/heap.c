#include "heap.h"

#include <stdlib.h>  // defines __GLIBC__ with glibc

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

int cheap_heap(size_t *in_use, size_t *free_kept) {
  struct mallinfo2 info = mallinfo2();
  *in_use = info.uordblks + info.hblkhd;
  *free_kept = info.fordblks;
  return 1;
}
#else
int cheap_heap(size_t *in_use, size_t *free_kept) {
  (void)in_use;
  (void)free_kept;
  return 0;
}
#endif
