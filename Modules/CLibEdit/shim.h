#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
#include <histedit.h>
#endif
