import Foundation
import InstantSearchCore

/// `instantsearch serve`: opens the dataset folder (or a snapshot or records file, read-only),
/// serves Algolia's REST API until SIGINT or SIGTERM, then stops accepting, finishes the
/// requests in progress, folds the write log into the server's saved state (never into the
/// folder's own files) and prints a summary.
public enum ServeCommand {
  /// Runs the server; returns when it has stopped.
  /// - Parameter options: what to serve, where, with which keys and limits.
  /// - Returns: the exit status: 0 after a clean stop, 1 when it could not start or persist.
  public static func run(_ options: ServeOptions) -> Int32 {
    ProcessMemory.capArenasForServing()
    // Signals are taken by a dispatch source, not by the default handler.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let stop = DispatchSemaphore(value: 0)
    let sources = [SIGINT, SIGTERM].map { number in
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      return source
    }
    defer { for source in sources { source.cancel() } }
    do {
      let (engine, opened) = try ServerEngine.open(data: options.data, strict: options.strict)
      for warning in opened.warnings { report("serve: warning: \(warning)") }
      for failure in opened.unloaded { report("serve: not loaded: \(failure)") }
      if !opened.unloaded.isEmpty, !opened.isFile {
        report(
          "serve: read-only until every index of \(options.data) loads: a write would save "
            + "the folder's indices without the ones not loaded")
      }
      if opened.droppedBytes > 0 {
        report(
          "serve: dropped a torn or corrupted last write-log entry: \(opened.droppedBytes) bytes "
            + "at offset \(opened.droppedAt) (never acknowledged as published)")
      }
      engine.start()
      let access = AccessControl(
        appID: options.appID, adminKey: options.adminKey, searchKey: options.searchKey)
      let server = SearchServer(
        router: Router(engine: engine, access: access, maxRecordBytes: options.maxRecordBytes),
        limits: options.limits,
        log: RequestLog(quiet: options.quiet))
      let port = try server.start(address: options.bind, port: options.port)
      let keys = access.isOpen ? "no keys: every request is allowed" : "keys required"
      let writes =
        engine.isReadOnly ? "read-only" : "\(opened.replayed) logged writes replayed"
      FileHandle.standardOutput.write(
        Data(
          ("listening on http://\(options.bind):\(port) (\(opened.indices.count) indices from "
            + "\(opened.loadedFrom), \(writes), \(keys))\n").utf8))
      stop.wait()
      report("serve: stopping")
      server.stop()
      let tookWrites = engine.tookWrites
      try engine.close()
      let saved =
        engine.isReadOnly
        ? "read-only, nothing to save"
        : tookWrites
          ? "writes saved in \(options.data)/.instantsearch (the folder's own files are untouched)"
          : "no writes, nothing saved"
      report("serve: \(server.log.summary); \(saved)")
      return 0
    } catch let error as APIError {
      report("serve: \(error.message)")
      return 1
    } catch {
      report("serve: \(error)")
      return 1
    }
  }

  private static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
