// instantsearch: explore a search index from the terminal, serve one over Algolia's REST API,
// write one to a snapshot file (`index`), take a served folder's data out (`export`),
// or check a controller plugin (`plugin check FILE`). The logic lives in the modules; this file only picks the mode and hands it the
// arguments and the environment.
import Foundation
import InstantSearchPluginHost
import InstantSearchREPL
import InstantSearchServer

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let status: Int32
switch arguments.first {
case "plugin" where arguments.dropFirst().first == "check":
  let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  status = PluginCheck.run(
    Array(arguments.dropFirst()), executable: executable ?? CommandLine.arguments[0],
    write: { FileHandle.standardOutput.write(Data($0.utf8)) })
case "index":
  status = IndexCommand.run(
    arguments: Array(arguments.dropFirst()),
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })
case "serve":
  status = ServeCommand.run(arguments: Array(arguments.dropFirst()), environment: environment)
case "export":
  status = ExportCommand.run(
    arguments: Array(arguments.dropFirst()),
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })
default:
  status = await Launcher.run(arguments: arguments, environment: environment)
}
exit(status)
