import InstantSearchServer

/// `instantsearch export`: writes a served folder's data as a new dataset folder.
enum ExportMode {
  typealias Options = Declarations.Export

  static let mode = Mode(Options.spec) { context throws(UsageError) in
    guard let data = context.arguments.value(Options.data),
      let out = context.arguments.value(Options.out)
    else { throw UsageError("--data DIR and --out NEW_FOLDER are required") }
    return ExportCommand.run(
      data: data, out: out, write: context.write, writeError: context.writeError)
  }
}
