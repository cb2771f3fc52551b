// The libmicrohttpd shim: a fixed-arity start function and the per-request body buffering, so
// the Swift side sees one call per complete request.
//
// Swift cannot call C variadic functions (`MHD_start_daemon` is variadic), and libmicrohttpd
// hands a request body over in pieces through repeated calls of the access handler. Each
// function below is `static inline`, prefixed `cmhd_`, and says why it exists. Only the
// `InstantSearchServer` module imports this header.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/// Called once per complete request (or at once when its body is over the limit, with
/// `too_large` set): answers it with `MHD_queue_response`. `body` is valid during the call only.
typedef enum MHD_Result (*cmhd_handler_fn)(void *context, struct MHD_Connection *connection,
                                           const char *method, const char *url,
                                           const char *body, size_t length, int too_large);

/// What the daemons call back: the handler, its context, the body limit, and the connections
/// open in all the daemons against their limit. The caller keeps it alive until the last
/// `MHD_stop_daemon` returns.
typedef struct cmhd_server {
  cmhd_handler_fn handler;
  void *context;
  size_t max_body;
  /// The most connections open at once in all the daemons sharing this server.
  unsigned connection_limit;
  /// The connections open now (or accepted and being set up), changed atomically.
  unsigned open_connections;
} cmhd_server;

/// Accepts a new connection while the daemons sharing `cls` hold fewer than their limit in all,
/// counting it; a refused one is closed at once by libmicrohttpd. Reason: each daemon's own
/// limit counts its connections only, and the kernel, not the load, decides which daemon a
/// connection goes to, so a daemon at its share would leave a connection waiting while another
/// has room.
static enum MHD_Result cmhd_accept(void *cls, const struct sockaddr *address, socklen_t length) {
  (void)address;
  (void)length;
  cmhd_server *server = (cmhd_server *)cls;
  unsigned open = __atomic_add_fetch(&server->open_connections, 1, __ATOMIC_RELAXED);
  if (open <= server->connection_limit) return MHD_YES;
  __atomic_sub_fetch(&server->open_connections, 1, __ATOMIC_RELAXED);
  return MHD_NO;
}

/// Uncounts a connection as it closes (it was counted when accepted).
static void cmhd_connection_event(void *cls, struct MHD_Connection *connection,
                                  void **socket_context, enum MHD_ConnectionNotificationCode code) {
  (void)connection;
  (void)socket_context;
  if (code == MHD_CONNECTION_NOTIFY_CLOSED) {
    __atomic_sub_fetch(&((cmhd_server *)cls)->open_connections, 1, __ATOMIC_RELAXED);
  }
}

/// One request's body so far. Reason: libmicrohttpd delivers bodies in pieces.
typedef struct cmhd_request {
  char *body;
  size_t length;
  size_t capacity;
  int answered;
  int too_large;
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
      return server->handler(server->context, connection, method, url, "", 0, 1);
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
  if (request->answered) return MHD_YES;
  request->answered = 1;
  if (request->too_large) return server->handler(server->context, connection, method, url, "", 0, 1);
  return server->handler(server->context, connection, method, url,
                         request->body ? request->body : "", request->length, 0);
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

/// Checks that this process can listen on an IPv4 address and port alone: a socket without
/// `SO_REUSEPORT` binds it (any listener there, sharing its port or not, makes that fail) and is
/// closed at once. Port 0 picks a free port. Returns the port; 0 when `address` is not an IPv4
/// address; minus the `errno` of the failed bind otherwise (`EADDRINUSE`: something listens
/// there). Reason: the daemons share their port with `SO_REUSEPORT`, which would also let a
/// second server of the same user join them on a port in use, each answering some of the
/// connections.
static inline int32_t cmhd_claim_port(const char *address, uint16_t port) {
  struct sockaddr_in bind_address;
  if (!cmhd_ipv4(address, port, &bind_address)) return 0;
  int probe = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (probe < 0) return -errno;
  // As libmicrohttpd does: a port left in TIME_WAIT by a server that stopped is free.
  int on = 1;
  setsockopt(probe, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
  struct sockaddr_in bound;
  socklen_t length = sizeof bound;
  int32_t claimed;
  if (bind(probe, (struct sockaddr *)&bind_address, sizeof bind_address) == 0 &&
      getsockname(probe, (struct sockaddr *)&bound, &length) == 0) {
    claimed = ntohs(bound.sin_port);
  } else {
    claimed = -errno;
  }
  close(probe);
  return claimed;
}

/// Starts a daemon of one thread on an IPv4 address and port (0 for any free port), waiting on
/// its connections with epoll and answering them one request at a time, at most
/// `server->connection_limit` connections at once with every daemon started on `server`
/// (``cmhd_accept``), an idle connection closed after `timeout_seconds`.
/// The socket is opened with `SO_REUSEPORT`, so several daemons of this process listen on one
/// port and the kernel spreads new connections between them.
/// Returns NULL when the address is not IPv4 or the port cannot be bound. Reason:
/// `MHD_start_daemon` is variadic.
static inline struct MHD_Daemon *cmhd_start(cmhd_server *server, const char *address,
                                            uint16_t port, unsigned timeout_seconds) {
  struct sockaddr_in bind_address;
  if (!cmhd_ipv4(address, port, &bind_address)) return NULL;
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC, port, cmhd_accept, server,
      cmhd_access, server, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&bind_address,
      MHD_OPTION_LISTENING_ADDRESS_REUSE, (unsigned)1,
      MHD_OPTION_CONNECTION_LIMIT, server->connection_limit, MHD_OPTION_CONNECTION_TIMEOUT,
      timeout_seconds, MHD_OPTION_NOTIFY_COMPLETED, cmhd_completed, NULL,
      MHD_OPTION_NOTIFY_CONNECTION, cmhd_connection_event, server,
      MHD_OPTION_UNESCAPE_CALLBACK, cmhd_keep_escapes, NULL, MHD_OPTION_END);
}

/// Queues a response with a body copied from `body`, a content type and CORS headers allowing
/// any origin (browsers run InstantSearch.js against the server).
static inline enum MHD_Result cmhd_respond(struct MHD_Connection *connection, unsigned status,
                                           const char *body, size_t length,
                                           const char *content_type) {
  struct MHD_Response *response =
      MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
  if (response == NULL) return MHD_NO;
  MHD_add_response_header(response, "Content-Type", content_type);
  MHD_add_response_header(response, "Access-Control-Allow-Origin", "*");
  MHD_add_response_header(response, "Access-Control-Allow-Headers", "*");
  MHD_add_response_header(response, "Access-Control-Allow-Methods",
                          "GET, POST, PUT, DELETE, OPTIONS");
  enum MHD_Result result = MHD_queue_response(connection, status, response);
  MHD_destroy_response(response);
  return result;
}

#endif
