#include "instantsearch_plugin.h"
