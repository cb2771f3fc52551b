// instantsearch: explore a search index from the terminal, or serve one over Algolia's REST
// API. The logic lives in the modules; this file only picks the mode and hands it the
// arguments and the environment.
import Foundation
import InstantSearchREPL
import InstantSearchServer

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let status: Int32
switch arguments.first {
case "serve":
  status = ServeCommand.run(arguments: Array(arguments.dropFirst()), environment: environment)
default:
  status = await Launcher.run(arguments: arguments, environment: environment)
}
exit(status)
