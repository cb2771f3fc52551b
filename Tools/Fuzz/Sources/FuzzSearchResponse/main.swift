// Any bytes to the search-response decoders give a response or an error, never a crash.

import FuzzSupport
import InstantSearchCore

runFuzzer { data, size in
  let input = bytes(data, size)
  _ = try? SearchResponse(bytes: input)
  _ = try? SearchResponse.results(bytes: input)
  return 0
}
