import Glibc
import Synchronization

/// What libedit's callbacks reach through `EL_CLIENTDATA`: the prompt and the completer.
final class EditorContext: Sendable {
  /// The address of the current prompt, a C string this object owns (0 when none). An address
  /// in an atomic, because the prompt callback runs on the reading thread while the editor's
  /// lock is held.
  private let promptAddress = Atomic<Int>(0)

  /// Given the line before the cursor, what Tab may insert.
  let completer: (@Sendable (String) -> Completion)?

  init(completer: (@Sendable (String) -> Completion)?) {
    self.completer = completer
  }

  /// Replaces the prompt, freeing the previous one.
  func setPrompt(_ prompt: String?) {
    let address = prompt.map { Int(bitPattern: strdup($0)) } ?? 0
    let old = promptAddress.exchange(address, ordering: .acquiringAndReleasing)
    free(UnsafeMutableRawPointer(bitPattern: old))
  }

  /// The current prompt as libedit wants it.
  var prompt: UnsafeMutablePointer<CChar>? {
    UnsafeMutablePointer(bitPattern: promptAddress.load(ordering: .acquiring))
  }
}
