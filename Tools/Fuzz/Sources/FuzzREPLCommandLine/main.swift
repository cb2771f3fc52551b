// Any line to the REPL's command parser, and any words to its launch options, give a command or
// an error, never a crash.

import FuzzSupport
import InstantSearchCLI
import InstantSearchREPL

runFuzzer { data, size in
  let text = String(decoding: bytes(data, size), as: UTF8.self)
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    _ = try? CommandRegistry.parse(String(line))
  }
  let words = text.split(separator: " ").map(String.init)
  _ = try? ArgumentParser.parse(words, for: Declarations.REPL.spec)
  return 0
}
