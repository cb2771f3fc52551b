// Any records and settings to the local engine load or give an error, never a crash; what
// loads answers a query. The input is records (a JSON array or NDJSON), a 0xFF byte, then
// settings JSON.

import FuzzSupport
import InstantSearchCore
import InstantSearchLocal

runFuzzer { data, size in
  let input = bytes(data, size)
  let split = input.firstIndex(of: 0xFF) ?? input.endIndex
  let recordBytes = Array(input[..<split])
  let settingsBytes = split < input.endIndex ? Array(input[(split + 1)...]) : []
  let records: [JSON]
  if case .array(let array)? = try? JSONParser.parse(recordBytes) {
    records = array
  } else if let lines = try? JSONParser.parseLines(recordBytes) {
    records = lines
  } else {
    return 0
  }
  let settings = (try? JSONParser.parse(settingsBytes)) ?? [:]
  let client = LocalClient()
  guard (try? client.addIndex(named: "fuzz", records: records, settings: settings)) != nil else {
    return 0
  }
  for query in ["", "a", "sa m", "x"] {
    _ = try? client.search(
      indexName: "fuzz", parameters: ["query": .string(query), "facets": ["*"]])
  }
  return 0
}
