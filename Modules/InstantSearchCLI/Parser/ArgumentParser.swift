/// Reads a command line against one mode's declarations.
///
/// `--name value` and `--name=value`, `-x value` for an option with a short name, `--` ends
/// the options (every word after it is positional), `-h` and `--help` anywhere before it ask
/// for help, `--version` for the version (both before any other fault is reported). An unknown option is refused with the nearest
/// declared one; a value is never taken from a word that starts with `--` unless written with
/// `=`.
public enum ArgumentParser {
  /// Parses `arguments` (the words after the mode's own) for `mode`.
  /// - Parameters:
  ///   - arguments: The words to read.
  ///   - mode: The mode's declarations.
  ///   - environment: The environment, for options that fall back to a variable.
  /// - Returns: The parsed arguments; when help or the version is asked for, the rest is not
  ///   checked.
  /// - Throws: `UsageError` saying what is wrong.
  public static func parse(
    _ arguments: [String], for mode: ModeSpec, environment: [String: String] = [:]
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    for option in mode.options {
      if let variable = option.environment, let value = environment[variable], !value.isEmpty {
        parsed.fromEnvironment[option.name] = value
      }
      if let value = option.defaultValue { parsed.defaults[option.name] = value }
    }
    // Help wins over every other fault, so `serve --prot 1 --help` still helps.
    let beforeEnd = arguments.prefix { $0 != "--" }
    if beforeEnd.contains(where: { $0 == "-h" || $0 == "--help" }) {
      parsed.helpRequested = true
      return parsed
    }
    if beforeEnd.contains("--version") {
      parsed.versionRequested = true
      return parsed
    }
    var remaining = arguments[...]
    var optionsEnded = false
    while let word = remaining.popFirst() {
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (option, attached, written) = try find(word, in: mode)
      if parsed.given[option.name] != nil && !option.isRepeatable {
        throw UsageError("\(option.flag) is given twice")
      }
      guard option.takesValue else {
        if attached != nil { throw UsageError("\(option.flag) takes no value") }
        parsed.given[option.name] = []
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else if let next = remaining.first, !next.hasPrefix("--") {
        value = next
        remaining.removeFirst()
      } else {
        throw UsageError("\(written) needs a value (\(option.valueName ?? "VALUE"))")
      }
      guard !value.isEmpty else {
        throw UsageError("\(written) needs a value (\(option.valueName ?? "VALUE"))")
      }
      if case .choices(let choices) = option.completion, !choices.contains(value) {
        throw UsageError(
          "\(option.flag) is one of \(choices.joined(separator: ", ")), not \"\(value)\"")
      }
      parsed.given[option.name, default: []].append(value)
    }
    for option in mode.options where option.isRequired && parsed.value(option) == nil {
      throw UsageError("\(option.flag) \(option.valueName ?? "") is required")
    }
    let required = mode.positionals.filter(\.isRequired).count
    if parsed.positionals.count > mode.positionals.count {
      let extra = parsed.positionals[mode.positionals.count]
      throw mode.positionals.isEmpty && mode.path.isEmpty
        ? .unknown("argument", extra, candidates: [])
        : UsageError("unexpected argument \"\(extra)\"")
    }
    if parsed.positionals.count < required {
      throw UsageError("expected \(mode.positionals[parsed.positionals.count].name)")
    }
    return parsed
  }

  /// The option `word` names, the value attached to it with `=` (or after a short name), and
  /// the name as written.
  private static func find(_ word: String, in mode: ModeSpec) throws(UsageError) -> (
    OptionSpec, String?, String
  ) {
    if word.hasPrefix("--") {
      let equals = word.firstIndex(of: "=")
      let name = String(word[word.index(word.startIndex, offsetBy: 2)..<(equals ?? word.endIndex)])
      let attached = equals.map { String(word[word.index(after: $0)...]) }
      if let message = mode.refused["--" + name] { throw UsageError(message) }
      guard let option = mode.options.first(where: { $0.name == name }) else {
        let names = mode.options.filter { !$0.isHidden }.map(\.flag) + ["--help", "--version"]
        throw .unknown("option", "--" + name, candidates: names)
      }
      return (option, attached, "--" + name)
    }
    let letter = word.dropFirst().first
    guard let option = mode.options.first(where: { $0.short != nil && $0.short == letter })
    else {
      if let message = mode.refused[word] { throw UsageError(message) }
      let names = mode.options.filter { !$0.isHidden }.map(\.flag) + ["--help"]
      throw .unknown("option", word, candidates: names)
    }
    let rest = String(word.dropFirst(2))
    return (
      option, rest.isEmpty ? nil : rest.hasPrefix("=") ? String(rest.dropFirst()) : rest,
      "-" + String(letter!)
    )
  }
}
