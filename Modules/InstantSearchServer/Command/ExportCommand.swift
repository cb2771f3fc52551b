import Foundation

/// `instantsearch export --data DIR --out NEW_FOLDER`: writes the indices a server keeps for a
/// dataset folder (its files with every saved write on top) as a new dataset folder in the
/// export layout, which the REPL, `serve` and `index` open like any other.
///
/// The dataset folder is opened as `serve` opens it, so no server may run on it meanwhile;
/// its own files are read, never written.
public enum ExportCommand {
  /// The usage line.
  public static let usage = "usage: instantsearch export --data DIR --out NEW_FOLDER"

  /// Runs the export.
  /// - Parameters:
  ///   - arguments: the arguments after `export`.
  ///   - write: where the summary goes.
  ///   - writeError: where errors and warnings go.
  /// - Returns: 0 once written, 1 when it could not be, 2 for bad arguments.
  public static func run(
    arguments: [String], write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    var data: String?
    var out: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--data": data = remaining.popFirst()
      case "--out": out = remaining.popFirst()
      default:
        writeError("export: unknown argument \(argument)\n\(usage)\n")
        return 2
      }
    }
    guard let data, let out else {
      writeError("export: --data DIR and --out NEW_FOLDER are required\n\(usage)\n")
      return 2
    }
    do {
      let (engine, opened) = try ServerEngine.open(data: data, ignoringChangedFiles: true)
      for warning in opened.warnings { writeError("export: warning: \(warning)\n") }
      let files = try engine.export(to: out)
      write(
        "exported \(opened.indices.count) indices from \(opened.loadedFrom) to \(out): "
          + "\(files.joined(separator: ", "))\n")
      return 0
    } catch let error as APIError {
      writeError("export: \(error.message)\n")
      return 1
    } catch {
      writeError("export: \(error)\n")
      return 1
    }
  }
}
