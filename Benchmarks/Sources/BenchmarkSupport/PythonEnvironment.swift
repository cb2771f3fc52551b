import Foundation
import InstantSearchCore

/// The Python of a virtual environment under `.build/NAME` that has a PyPI package, made when
/// missing (`python3 -m venv`, then `pip install PACKAGE`), for anchors that run in Python.
///
/// - Parameters:
///   - name: the environment's folder under `.build/`, as `tantivy-venv`.
///   - package: the PyPI package, also the module it imports.
/// - Returns: the environment's `python`, or nil when it cannot be made (no network, no venv).
public func pythonEnvironment(_ name: String, with package: String) -> String? {
  let folder = FileManager.default.currentDirectoryPath + "/.build/" + name
  let python = folder + "/bin/python"
  func run(_ path: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
  if run(python, ["-c", "import \(package)"]) { return python }
  FileHandle.standardError.write(Data("making \(folder) with PyPI's \(package)\n".utf8))
  guard run("/usr/bin/env", ["python3", "-m", "venv", folder]),
    run(folder + "/bin/pip", ["install", "--quiet", "--disable-pip-version-check", package])
  else { return nil }
  return python
}

/// Writes records as NDJSON (one compact record a line) to a new temporary file, for a
/// Python anchor to read.
/// - Parameters:
///   - records: the records.
///   - name: the start of the file's name.
/// - Returns: the file's path (the caller removes it), or nil when it cannot be written.
public func temporaryNDJSON(_ records: [JSON], name: String) -> String? {
  let file = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString).ndjson"
  var text: [UInt8] = []
  let writer = JSONWriter()
  for record in records {
    writer.write(record, to: &text)
    text.append(UInt8(ascii: "\n"))
  }
  return FileManager.default.createFile(atPath: file, contents: Data(text)) ? file : nil
}

/// A Python child running a script that answers one line per line it is sent.
public final class PythonChild {
  private let process = Process()
  private let requests = Pipe()
  private let replies = Pipe()
  private var pending: [UInt8] = []

  /// Starts `python` (a path, or a name looked up on `PATH`, as `python3`) on `script` with
  /// `arguments`; nil when it cannot run.
  public init?(python: String, script: String, arguments: [String]) {
    let onPath = !python.contains("/")
    process.executableURL = URL(fileURLWithPath: onPath ? "/usr/bin/env" : python)
    process.arguments = (onPath ? [python] : []) + ["-c", script] + arguments
    process.standardInput = requests
    process.standardOutput = replies
    do { try process.run() } catch { return nil }
  }

  deinit {
    try? requests.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// Sends one line.
  public func send(_ line: String) {
    requests.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line the child printed; nil once it stopped.
  public func readLine() -> String? {
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return line
      }
      let chunk = replies.fileHandleForReading.availableData
      if chunk.isEmpty { return nil }
      pending += chunk
    }
  }
}

/// The Python lines every tantivy anchor starts with: the schema of the demo products'
/// searchable attributes (`fields`, `schema`, an `objectID` kept whole for deletes) and
/// `document(record)`, which makes a tantivy document of a record.
public let tantivyPrelude = """
  import json, sys, time
  import tantivy
  fields = ["name", "brand", "categories"]
  builder = tantivy.SchemaBuilder()
  for field in fields:
      builder.add_text_field(field, stored=False)
  builder.add_text_field("objectID", stored=False, tokenizer_name="raw")
  schema = builder.build()
  def document(record):
      document = tantivy.Document()
      for field in fields + ["objectID"]:
          value = record.get(field)
          for text in value if isinstance(value, list) else [value]:
              if isinstance(text, str):
                  document.add_text(field, text)
      return document

  """
