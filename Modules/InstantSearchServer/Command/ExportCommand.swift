import Foundation

/// `instantsearch export --data DIR --out NEW_FOLDER`: writes the indices a server keeps for a
/// dataset folder (its files with every saved write on top) as a new dataset folder in the
/// export layout, which the REPL, `serve` and `index` open like any other.
///
/// The dataset folder is opened as `serve` opens it, so no server may run on it meanwhile;
/// its own files are read, never written.
public enum ExportCommand {
  /// Runs the export.
  /// - Parameters:
  ///   - data: the dataset folder a server keeps writes for.
  ///   - out: the new folder to write.
  ///   - write: where the summary goes.
  ///   - writeError: where errors and warnings go.
  /// - Returns: 0 once written, 1 when it could not be (also when an index of the folder could
  ///   not be loaded: the export would leave it out).
  public static func run(
    data: String, out: String, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    do {
      let (engine, opened) = try ServerEngine.open(data: data, ignoringChangedFiles: true)
      for warning in opened.warnings { writeError("export: warning: \(warning)\n") }
      guard opened.unloaded.isEmpty else {
        for failure in opened.unloaded { writeError("export: not loaded: \(failure)\n") }
        writeError(
          "export: nothing was written: the export would leave out the indices not loaded; "
            + "mend their files first\n")
        return 1
      }
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
