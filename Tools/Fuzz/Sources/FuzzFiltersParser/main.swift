// Any text to the filters parser gives groups or an error, never a crash; what parses encodes
// to a string that parses again to the same string (the round trip is stable).

import FuzzSupport
import InstantSearchCore

runFuzzer { data, size in
  let text = String(decoding: bytes(data, size), as: UTF8.self)
  let parser = FilterParser()
  _ = try? parser.parseFilter(text)
  guard let groups = try? parser.parseFilters(text) else { return 0 }
  let encoded = FilterGroupConverter().sql(groups) ?? ""
  let again: [any FilterGroupType]
  do {
    again = try parser.parseFilters(encoded)
  } catch {
    fatalError("the encoding of \(text.debugDescription) does not parse: \(encoded) (\(error))")
  }
  let reencoded = FilterGroupConverter().sql(again) ?? ""
  precondition(
    reencoded == encoded,
    "unstable round trip for \(text.debugDescription): \(encoded) then \(reencoded)")
  return 0
}
