// The libmicrohttpd shim: a fixed-arity start function, the per-request body buffering, so
// the Swift side sees one call per complete request, the acceptor handing each connection
// to the daemon holding the fewest, and requests answered on another thread (a suspended
// connection resumed with its answer).
//
// Swift cannot call C variadic functions (`MHD_start_daemon` is variadic), and libmicrohttpd
// hands a request body over in pieces through repeated calls of the access handler. Each
// function below is `static` (most `inline`), prefixed `cmhd_`, and says why it exists. Only
// the `InstantSearchServer` module imports this header.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/// Called once per complete request (or at once when its body is over the limit, with
/// `too_large` set): answers it with `cmhd_respond`, or hands it to another thread with
/// `cmhd_defer` and returns `MHD_YES` (that thread answers with `cmhd_resume`). `body` is valid
/// during the call only; `request` is the request's state, for `cmhd_resume`.
typedef enum MHD_Result (*cmhd_handler_fn)(void *context, struct MHD_Connection *connection,
                                           const char *method, const char *url,
                                           const char *body, size_t length, int too_large,
                                           void *request);

/// One daemon and the connections it holds now (changed atomically): what the acceptor compares
/// to hand a new connection to the daemon holding the fewest.
typedef struct cmhd_worker {
  struct cmhd_server *server;
  struct MHD_Daemon *daemon;
  unsigned open_connections;
} cmhd_worker;

/// What the daemons call back: the handler, its context, the body limit, and the connections
/// open in all the daemons against their limit; and the listening socket, the acceptor thread
/// and the daemons it hands connections to. The caller keeps it alive until `cmhd_stop_acceptor`
/// and the last `MHD_stop_daemon` return.
typedef struct cmhd_server {
  cmhd_handler_fn handler;
  void *context;
  size_t max_body;
  /// The most connections open at once in all the daemons sharing this server.
  unsigned connection_limit;
  /// The connections open now (or accepted and being set up), changed atomically.
  unsigned open_connections;
  /// The listening socket (-1 when none).
  int listen_socket;
  /// Set, then the socket shut down, to end the acceptor.
  int stopping;
  pthread_t acceptor;
  /// The daemons, `worker_count` of them.
  cmhd_worker *workers;
  unsigned worker_count;
} cmhd_server;

/// Accepts a new connection while the daemons sharing the worker's server hold fewer than their
/// limit in all, counting it for the server and for the worker's daemon; a refused one is closed
/// at once by libmicrohttpd. Reason: each daemon's own limit counts its connections only, and the
/// acceptor must know how many each daemon holds.
static enum MHD_Result cmhd_accept(void *cls, const struct sockaddr *address, socklen_t length) {
  (void)address;
  (void)length;
  cmhd_worker *worker = (cmhd_worker *)cls;
  cmhd_server *server = worker->server;
  unsigned open = __atomic_add_fetch(&server->open_connections, 1, __ATOMIC_RELAXED);
  if (open > server->connection_limit) {
    __atomic_sub_fetch(&server->open_connections, 1, __ATOMIC_RELAXED);
    return MHD_NO;
  }
  __atomic_add_fetch(&worker->open_connections, 1, __ATOMIC_RELAXED);
  return MHD_YES;
}

/// Uncounts a connection as it closes (it was counted when accepted).
static void cmhd_connection_event(void *cls, struct MHD_Connection *connection,
                                  void **socket_context, enum MHD_ConnectionNotificationCode code) {
  (void)connection;
  (void)socket_context;
  if (code == MHD_CONNECTION_NOTIFY_CLOSED) {
    cmhd_worker *worker = (cmhd_worker *)cls;
    __atomic_sub_fetch(&worker->open_connections, 1, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&worker->server->open_connections, 1, __ATOMIC_RELAXED);
  }
}

/// Queues a response with a JSON body copied from `body` and CORS headers allowing any origin
/// (browsers run InstantSearch.js against the server). Every answer of the server is JSON.
static inline enum MHD_Result cmhd_respond(struct MHD_Connection *connection, unsigned status,
                                           const char *body, size_t length) {
  struct MHD_Response *response =
      MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
  if (response == NULL) return MHD_NO;
  MHD_add_response_header(response, "Content-Type", "application/json; charset=utf-8");
  MHD_add_response_header(response, "Access-Control-Allow-Origin", "*");
  MHD_add_response_header(response, "Access-Control-Allow-Headers", "*");
  MHD_add_response_header(response, "Access-Control-Allow-Methods",
                          "GET, POST, PUT, DELETE, OPTIONS");
  enum MHD_Result result = MHD_queue_response(connection, status, response);
  MHD_destroy_response(response);
  return result;
}

/// One request's body so far. Reason: libmicrohttpd delivers bodies in pieces.
typedef struct cmhd_request {
  char *body;
  size_t length;
  size_t capacity;
  int answered;
  int too_large;
  /// Set by `cmhd_resume` when the answer of a deferred request could not be queued: the
  /// connection is closed once resumed.
  int unanswered;
} cmhd_request;

/// Appends a piece of body; returns 0 when out of memory.
static inline int cmhd_append(cmhd_request *request, const char *data, size_t size) {
  if (request->length + size + 1 > request->capacity) {
    size_t capacity = request->capacity ? request->capacity : 4096;
    while (capacity < request->length + size + 1) capacity *= 2;
    char *grown = (char *)realloc(request->body, capacity);
    if (grown == NULL) return 0;
    request->body = grown;
    request->capacity = capacity;
  }
  memcpy(request->body + request->length, data, size);
  request->length += size;
  request->body[request->length] = 0;
  return 1;
}

/// The access handler: buffers the body, refuses one over the limit (at once when
/// `Content-Length` says so; otherwise, as a chunked body, the rest is read and dropped and the
/// refusal sent at its end, since libmicrohttpd cannot queue a response in the middle of an
/// upload), and calls the Swift handler once at the end.
/// Reason: libmicrohttpd's callback protocol (first call without data, then pieces, then a
/// final call) is C-shaped state that Swift need not see.
static enum MHD_Result cmhd_access(void *cls, struct MHD_Connection *connection, const char *url,
                                   const char *method, const char *version,
                                   const char *upload_data, size_t *upload_data_size,
                                   void **req_cls) {
  (void)version;
  cmhd_server *server = (cmhd_server *)cls;
  cmhd_request *request = (cmhd_request *)*req_cls;
  if (request == NULL) {
    request = (cmhd_request *)calloc(1, sizeof *request);
    if (request == NULL) return MHD_NO;
    *req_cls = request;
    const char *length = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Content-Length");
    if (length != NULL && strtoull(length, NULL, 10) > server->max_body) {
      request->answered = 1;
      return server->handler(server->context, connection, method, url, "", 0, 1, request);
    }
    return MHD_YES;
  }
  if (*upload_data_size > 0) {
    size_t size = *upload_data_size;
    *upload_data_size = 0;
    if (request->answered || request->too_large) return MHD_YES;
    if (request->length + size > server->max_body) {
      request->too_large = 1;
      free(request->body);
      request->body = NULL;
      request->length = request->capacity = 0;
      return MHD_YES;
    }
    return cmhd_append(request, upload_data, size) ? MHD_YES : MHD_NO;
  }
  // Called again only when a deferred request's answer could not be queued (`cmhd_resume`).
  if (request->answered) return request->unanswered ? MHD_NO : MHD_YES;
  request->answered = 1;
  if (request->too_large) {
    return server->handler(server->context, connection, method, url, "", 0, 1, request);
  }
  return server->handler(server->context, connection, method, url,
                         request->body ? request->body : "", request->length, 0, request);
}

/// Hands the request being handled to another thread: the connection waits (its daemon's thread
/// serves the others) until that thread calls `cmhd_resume`. Call from the handler only, and
/// return `MHD_YES`. Reason: a write waits for its log's fsync, and the connections of the thread
/// it held waited with it.
static inline void cmhd_defer(struct MHD_Connection *connection) {
  MHD_suspend_connection(connection);
}

/// Answers a deferred request from any thread: queues the response (allowed on a suspended
/// connection, from any thread) and resumes the connection, whose daemon then sends it. Every
/// deferred request must be resumed before its daemon stops.
static inline void cmhd_resume(struct MHD_Connection *connection, void *request_state,
                               unsigned status, const char *body, size_t length) {
  cmhd_request *request = (cmhd_request *)request_state;
  if (cmhd_respond(connection, status, body, length) != MHD_YES) request->unanswered = 1;
  MHD_resume_connection(connection);
}

/// Frees a request's body when its connection is done with it. Reason: the buffer is C memory.
static void cmhd_completed(void *cls, struct MHD_Connection *connection, void **req_cls,
                           enum MHD_RequestTerminationCode code) {
  (void)cls;
  (void)connection;
  (void)code;
  cmhd_request *request = (cmhd_request *)*req_cls;
  if (request == NULL) return;
  free(request->body);
  free(request);
  *req_cls = NULL;
}

/// Leaves the path as sent (`%2F` stays encoded), so the Swift side splits segments first and
/// decodes each. Reason: libmicrohttpd decodes the whole path by default.
static size_t cmhd_keep_escapes(void *cls, struct MHD_Connection *connection, char *uri) {
  (void)cls;
  (void)connection;
  return strlen(uri);
}

/// Fills `out` with an IPv4 address and port; returns 0 when `address` is not IPv4 text.
static inline int cmhd_ipv4(const char *address, uint16_t port, struct sockaddr_in *out) {
  memset(out, 0, sizeof *out);
  out->sin_family = AF_INET;
  out->sin_port = htons(port);
  return inet_pton(AF_INET, address, &out->sin_addr) == 1;
}

/// Opens the server's listening socket on an IPv4 address and port (0 picks a free port), with
/// `SO_REUSEADDR` as libmicrohttpd sets it (a port left in TIME_WAIT by a server that stopped is
/// free). Returns the port; 0 when `address` is not an IPv4 address; minus the `errno` of the
/// failed bind or listen otherwise (`EADDRINUSE`: something listens there). Reason: the
/// daemons have no listening socket of their own (``cmhd_start``); the acceptor hands them the
/// connections of this one.
static inline int32_t cmhd_listen(cmhd_server *server, const char *address, uint16_t port) {
  struct sockaddr_in bind_address;
  if (!cmhd_ipv4(address, port, &bind_address)) return 0;
  int listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listener < 0) return -errno;
  int on = 1;
  setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
  struct sockaddr_in bound;
  socklen_t length = sizeof bound;
  if (bind(listener, (struct sockaddr *)&bind_address, sizeof bind_address) != 0 ||
      listen(listener, SOMAXCONN) != 0 ||
      getsockname(listener, (struct sockaddr *)&bound, &length) != 0) {
    int32_t failure = -errno;
    close(listener);
    return failure;
  }
  server->listen_socket = listener;
  return ntohs(bound.sin_port);
}

/// Starts a daemon of one thread for `worker`, without a listening socket: it answers the
/// connections the acceptor hands it (``cmhd_start_acceptor``), waiting on them with epoll,
/// one request at a time, at most `server->connection_limit` connections at once with every
/// daemon of the server (``cmhd_accept``), an idle connection closed after `timeout_seconds`,
/// a connection suspended while another thread answers its request (``cmhd_defer``).
/// Returns NULL when the daemon cannot start. Reason: `MHD_start_daemon` is variadic.
static inline struct MHD_Daemon *cmhd_start(cmhd_worker *worker, unsigned timeout_seconds) {
  cmhd_server *server = worker->server;
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_NO_LISTEN_SOCKET |
          MHD_ALLOW_SUSPEND_RESUME,  // (which includes MHD_USE_ITC)
      0, cmhd_accept, worker, cmhd_access, server, MHD_OPTION_CONNECTION_LIMIT,
      server->connection_limit, MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_NOTIFY_COMPLETED, cmhd_completed, NULL, MHD_OPTION_NOTIFY_CONNECTION,
      cmhd_connection_event, worker, MHD_OPTION_UNESCAPE_CALLBACK, cmhd_keep_escapes, NULL,
      MHD_OPTION_END);
}

// Declared by <sys/socket.h> only under _GNU_SOURCE; the same declaration again is harmless.
extern int accept4(int socket, struct sockaddr *address, socklen_t *length, int flags);

/// The acceptor: accepts each connection of the listening socket and hands it to the daemon
/// holding the fewest (the first of them after the last chosen, when several hold as few), so
/// every daemon's thread serves as many connections as the others. Reason: with a listening
/// socket each, or one shared by a pool of threads, the kernel or the first thread awake decides
/// which daemon a connection joins, and a client opening its connections at once had a
/// daemon holding nearly twice as many as another, whose connections waited longest.
static void *cmhd_accept_loop(void *argument) {
  cmhd_server *server = (cmhd_server *)argument;
  unsigned next = 0;
  for (;;) {
    struct sockaddr_storage address;
    socklen_t length = sizeof address;
    int connection = accept4(server->listen_socket, (struct sockaddr *)&address, &length,
                             SOCK_CLOEXEC | SOCK_NONBLOCK);
    if (__atomic_load_n(&server->stopping, __ATOMIC_ACQUIRE)) {
      if (connection >= 0) close(connection);
      return NULL;
    }
    if (connection < 0) {
      int failure = errno;
      // No socket to accept on any more (it is only closed once `stopping` is set).
      if (failure == EBADF || failure == EINVAL || failure == ENOTSOCK) return NULL;
      // Out of descriptors or memory: the connection waits in the backlog until some close.
      if (failure == EMFILE || failure == ENFILE || failure == ENOBUFS || failure == ENOMEM) {
        usleep(10000);
      }
      continue;  // also EINTR, ECONNABORTED, a network error on the new connection
    }
    cmhd_worker *chosen = NULL;
    unsigned fewest = 0;
    for (unsigned step = 0; step < server->worker_count; step++) {
      cmhd_worker *worker = &server->workers[(next + step) % server->worker_count];
      unsigned open = __atomic_load_n(&worker->open_connections, __ATOMIC_RELAXED);
      if (chosen == NULL || open < fewest) {
        chosen = worker;
        fewest = open;
      }
    }
    next = (unsigned)(chosen - server->workers + 1) % server->worker_count;
    // Closes the connection itself when the daemon refuses it (over the limit, out of memory).
    MHD_add_connection(chosen->daemon, connection, (struct sockaddr *)&address, length);
  }
}

/// The connections `worker`'s daemon holds now. Reason: read atomically, as the daemons and the
/// acceptor change and read it.
static inline unsigned cmhd_worker_connections(cmhd_worker *worker) {
  return __atomic_load_n(&worker->open_connections, __ATOMIC_RELAXED);
}

/// Starts the acceptor thread; returns 0 or the `errno` of the failed start.
static inline int cmhd_start_acceptor(cmhd_server *server) {
  server->stopping = 0;
  return pthread_create(&server->acceptor, NULL, cmhd_accept_loop, server);
}

/// Ends the acceptor (the listening socket shut down wakes its `accept`), waits for it, and
/// closes the listening socket; connections already handed to the daemons stay theirs.
static inline void cmhd_stop_acceptor(cmhd_server *server, int started) {
  __atomic_store_n(&server->stopping, 1, __ATOMIC_RELEASE);
  if (server->listen_socket >= 0) shutdown(server->listen_socket, SHUT_RDWR);
  if (started) pthread_join(server->acceptor, NULL);
  if (server->listen_socket >= 0) close(server->listen_socket);
  server->listen_socket = -1;
}

#endif
