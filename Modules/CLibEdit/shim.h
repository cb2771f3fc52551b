// The libedit shim: fixed-arity wrappers over the native editline API (`histedit.h`).
//
// Swift cannot call C variadic functions (`el_set`, `el_get`, `history` are all variadic:
// "Variadic function is unavailable"), a system-library target cannot compile `.c` files, and
// Swift 6 rejects the C globals `stdin`/`stdout`/`stderr` from nonisolated code. So every
// wrapper below is a `static inline` function with a fixed argument list, prefixed
// `clibedit_`, and each says why it exists. Only the `LineEditor` module imports this header.
#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - C globals (Swift 6 rejects them as shared mutable state)

/// The C `stdin` stream. Reason: a C global Swift 6 rejects from nonisolated code.
static inline FILE *clibedit_stdin(void) { return stdin; }

/// The C `stdout` stream. Reason: a C global Swift 6 rejects from nonisolated code.
static inline FILE *clibedit_stdout(void) { return stdout; }

/// The C `stderr` stream. Reason: a C global Swift 6 rejects from nonisolated code.
static inline FILE *clibedit_stderr(void) { return stderr; }

/// `errno` after a failed call. Reason: a thread-local macro Swift cannot read reliably.
static inline int clibedit_errno(void) { return errno; }

// MARK: - Editor settings (el_set is variadic)

/// The prompt callback type: returns the prompt text, which must stay valid until the next call.
typedef char *(*clibedit_prompt_fn)(EditLine *);

/// A user function bound to a key: returns one of the `CC_*` codes.
typedef unsigned char (*clibedit_key_fn)(EditLine *, int);

/// `el_set(el, EL_PROMPT, fn)`. Reason: `el_set` is variadic.
static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}

/// `el_set(el, EL_EDITOR, mode)` with "emacs" or "vi". Reason: `el_set` is variadic (and
/// Debian's libedit defaults to vi mode, so the editor must be set explicitly).
static inline int clibedit_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// `el_set(el, EL_SIGNAL, on)`: libedit handles resize and Ctrl-Z itself. Reason: variadic.
static inline int clibedit_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

/// `el_set(el, EL_HIST, history, h)`: connects a history to the editor (Up/Down). Reason:
/// `el_set` is variadic, and `history` itself is variadic so it cannot be passed from Swift.
static inline int clibedit_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

/// `el_set(el, EL_CLIENTDATA, data)`: the context callbacks recover. Reason: variadic.
static inline int clibedit_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

/// `el_get(el, EL_CLIENTDATA, &data)`: the context set with `clibedit_set_clientdata`.
/// Reason: `el_get` is variadic.
static inline void *clibedit_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/// `el_get(el, EL_EDITOR, &mode)`: "emacs" or "vi". Reason: `el_get` is variadic.
static inline const char *clibedit_get_editor(EditLine *el) {
  const char *mode = NULL;
  if (el_get(el, EL_EDITOR, &mode) != 0) return NULL;
  return mode;
}

/// `el_set(el, EL_ADDFN, name, help, fn)` then `el_set(el, EL_BIND, key, name, NULL)`: binds
/// a user function to a key sequence such as "^I" (Tab). Reason: both calls are variadic.
static inline int clibedit_bind_function(
    EditLine *el, const char *name, const char *help, clibedit_key_fn fn, const char *key) {
  if (el_set(el, EL_ADDFN, name, help, fn) != 0) return -1;
  return el_set(el, EL_BIND, key, name, NULL);
}

// MARK: - History (history() is variadic)

/// `history(h, &ev, H_SETSIZE, size)`. Reason: `history` is variadic.
static inline int clibedit_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

/// `history(h, &ev, H_SETUNIQUE, on)`: drops an entry equal to the previous one. Reason: variadic.
static inline int clibedit_history_setunique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

/// `history(h, &ev, H_ENTER, line)`: adds an entry. Reason: `history` is variadic.
static inline int clibedit_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

/// `history(h, &ev, H_CLEAR)`: removes every entry. Reason: `history` is variadic.
static inline int clibedit_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

/// `history(h, &ev, H_LOAD, path)`: reads entries from a history file; -1 when the file is
/// missing or not a history file. Reason: `history` is variadic.
static inline int clibedit_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

/// `history(h, &ev, H_SAVE_FP, fp)`: writes every entry to an open stream, so the caller
/// controls how the file is created (private, atomic). Reason: `history` is variadic.
static inline int clibedit_history_save_fp(History *h, FILE *fp) {
  HistEvent ev;
  return history(h, &ev, H_SAVE_FP, fp);
}

/// The number of entries (`H_GETSIZE`). Reason: `history` is variadic.
static inline int clibedit_history_count(History *h) {
  HistEvent ev;
  if (history(h, &ev, H_GETSIZE) < 0) return 0;
  return ev.num;
}

/// The entry at `index`, oldest first (0-based), or NULL. Walks from `H_LAST` (the oldest
/// entry in libedit's order) with `H_PREV`. Reason: `history` is variadic.
static inline const char *clibedit_history_entry(History *h, int index) {
  HistEvent ev;
  if (history(h, &ev, H_LAST) < 0) return NULL;
  for (int i = 0; i < index; i++) {
    if (history(h, &ev, H_PREV) < 0) return NULL;
  }
  return ev.str;
}

// MARK: - Process settings

/// Installs `handler` for `sig` with `sigaction` and no `SA_RESTART`, so a signal interrupts a
/// blocking `read` (and `el_gets` returns with `EINTR`). Reason: the `sigaction` struct keeps
/// its handler in a union Swift imports awkwardly, and glibc's `signal()` restarts reads.
static inline int clibedit_install_handler(int sig, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(sig, &action, NULL);
}

/// Blocks (`block` non-zero) or unblocks SIGINT, SIGQUIT, SIGTERM and SIGHUP for the calling
/// thread; threads it creates afterwards inherit the mask. Reason: building a `sigset_t` goes
/// through macros and functions Swift imports unevenly across C libraries.
static inline int clibedit_block_terminal_signals(int block) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGQUIT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return pthread_sigmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

/// Runs `tcsetpgrp(fd, group)` with SIGTTOU blocked, as a process outside the foreground
/// group must. Reason: building the `sigset_t` goes through macros.
static inline int clibedit_set_foreground(int fd, pid_t group) {
  sigset_t set, old;
  sigemptyset(&set);
  sigaddset(&set, SIGTTOU);
  pthread_sigmask(SIG_BLOCK, &set, &old);
  int result = tcsetpgrp(fd, group);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  return result;
}

/// Moves the process into a process group of its own, made the terminal's foreground group,
/// when it shares the foreground group with its parent (a script, or a `sh -c` in a tmux
/// pane): libedit's signal handler re-sends a trapped signal with `kill(0, sig)`, to the whole
/// group, which would kill the parent too. Returns the group to give the terminal back to
/// with `clibedit_set_foreground`, or 0 when nothing changed. Reason: job control calls and
/// their failure paths belong together.
static inline pid_t clibedit_own_process_group(int fd) {
  pid_t pid = getpid();
  pid_t group = getpgrp();
  if (group == pid || tcgetpgrp(fd) != group) return 0;
  if (setpgid(0, 0) != 0) return 0;
  if (clibedit_set_foreground(fd, pid) != 0) {
    setpgid(0, group);
    return 0;
  }
  return group;
}

/// Sets `LC_CTYPE` from the environment, falling back to `C.UTF-8`: without a UTF-8 locale
/// libedit silently drops non-ASCII input. Reason: `LC_CTYPE` is a macro whose value Swift
/// should not hard-code.
static inline void clibedit_set_utf8_locale(void) {
  const char *set = setlocale(LC_CTYPE, "");
  if (set == NULL || (strstr(set, "UTF-8") == NULL && strstr(set, "utf8") == NULL)) {
    setlocale(LC_CTYPE, "C.UTF-8");
  }
}

/// The width of the terminal on `fd` in columns, or 0 when it is not a terminal. Reason:
/// `ioctl` is variadic.
static inline int clibedit_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// The height of the terminal on `fd` in rows, or 0 when it is not a terminal. Reason:
/// `ioctl` is variadic.
static inline int clibedit_terminal_rows(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_row;
}

#endif
