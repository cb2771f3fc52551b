import Foundation
import InstantSearchTestSupport

/// A fresh dataset folder holding `files` (name to text), under the test process's temporary
/// folder.
/// - Parameter files: the files to write, by name.
/// - Returns: the folder's path.
/// - Throws: when the folder or a file cannot be written.
func datasetFolder(_ files: [String: String]) throws -> String {
  let path = try TestFolders.folder("dataset").path
  for (name, text) in files {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
  }
  return path
}
