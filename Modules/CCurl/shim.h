// The libcurl shim: fixed-arity wrappers over libcurl's easy and multi interfaces (`curl.h`).
//
// Swift cannot call C variadic functions, and `curl_easy_setopt` and `curl_easy_getinfo` are
// variadic. Each wrapper below is a `static inline` function with a fixed argument list,
// prefixed `ccurl_`. Only `InstantSearchClient`'s transport imports this header.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

/// The callback type of the body and header data: returns the bytes consumed.
typedef size_t (*ccurl_data_fn)(char *data, size_t size, size_t count, void *context);

/// Sets a string option (URL, method, ...); libcurl copies the string.
static inline CURLcode ccurl_set_string(CURL *easy, CURLoption option, const char *value) {
  return curl_easy_setopt(easy, option, value);
}

/// Sets a numeric option (timeouts, flags, body size).
static inline CURLcode ccurl_set_long(CURL *easy, CURLoption option, long value) {
  return curl_easy_setopt(easy, option, value);
}

/// Sets a pointer option (a header list, a body the caller keeps alive, callback context).
static inline CURLcode ccurl_set_pointer(CURL *easy, CURLoption option, void *value) {
  return curl_easy_setopt(easy, option, value);
}

/// Sets a data callback (`CURLOPT_WRITEFUNCTION` or `CURLOPT_HEADERFUNCTION`).
static inline CURLcode ccurl_set_callback(CURL *easy, CURLoption option, ccurl_data_fn fn) {
  return curl_easy_setopt(easy, option, fn);
}

/// The status code of the last response, 0 when none came.
static inline long ccurl_response_code(CURL *easy) {
  long code = 0;
  curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &code);
  return code;
}

/// The result of the finished transfer on `multi`, or -1 while none has finished.
static inline int ccurl_finished_result(CURLM *multi) {
  int queued = 0;
  CURLMsg *message;
  while ((message = curl_multi_info_read(multi, &queued)) != NULL) {
    if (message->msg == CURLMSG_DONE) return (int)message->data.result;
  }
  return -1;
}

#endif
