// instantsearch: explore a search index from the terminal, serve one over Algolia's REST API,
// write one to a snapshot file (`index`), take a served folder's data out (`export`), check a
// controller plugin (`plugin check FILE`), print its completion scripts and man page. The table
// of modes and every option are declared in InstantSearchCLI (`InstantSearchTool.tool`,
// `Modes/Declarations.swift`); this file hands it the arguments and the environment.
import Foundation
import InstantSearchCLI

// The table of modes: the REPL by default; index, serve, export, plugin check, completion and
// man by name; help, --help and --version in each.
let tool = InstantSearchTool.tool
let executable =
  (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  ?? CommandLine.arguments[0]
let status = await tool.run(
  Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
  executable: executable,
  write: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
