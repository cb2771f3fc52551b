// instantsearch: explore a search index from the terminal. The logic lives in
// InstantSearchREPL; this file only hands it the arguments and the environment.
import Foundation
import InstantSearchREPL

let status = await Launcher.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment)
exit(status)
