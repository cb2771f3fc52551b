/// `instantsearch completion SHELL`: prints the shell's completion script.
enum CompletionMode {
  static let mode = Mode(Declarations.Completion.spec) { context throws(UsageError) in
    let shell = context.arguments.positionals[0]
    switch shell {
    case "bash": context.write(CompletionScript.bash(context.tool))
    case "zsh": context.write(CompletionScript.zsh(context.tool))
    case "fish": context.write(CompletionScript.fish(context.tool))
    default:
      throw .unknown("shell", shell, candidates: ["bash", "zsh", "fish"])
    }
    return ExitCode.success
  }
}

/// `instantsearch man`: prints the manual page.
enum ManualMode {
  static let mode = Mode(Declarations.Manual.spec) { context throws(UsageError) in
    context.write(ManPage.render(context.tool))
    return ExitCode.success
  }
}
