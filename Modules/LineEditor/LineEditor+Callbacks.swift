import CLibEdit
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

/// The context of the editor `editLine` belongs to.
private func context(of editLine: OpaquePointer?) -> EditorContext? {
  guard let editLine, let data = clibedit_get_clientdata(editLine) else { return nil }
  return Unmanaged<EditorContext>.fromOpaque(data).takeUnretainedValue()
}

/// libedit's prompt callback.
func lineEditorPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  context(of: editLine)?.prompt
}

/// libedit's Tab callback: asks the completer, then inserts, lists or beeps.
func lineEditorComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let completer = context(of: editLine)?.completer,
    let info = el_line(editLine)?.pointee, let start = info.buffer, let cursor = info.cursor
  else { return UInt8(CC_ERROR) }
  let bytes = UnsafeRawBufferPointer(start: start, count: cursor - start)
  let before = String(decoding: bytes, as: UTF8.self)
  switch completer(before).action {
  case .insert(let text):
    return el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
  case .list(let candidates):
    let width = Int(clibedit_terminal_columns(STDOUT_FILENO))
    let lines = CompletionAction.columns(candidates, width: width)
    fputs("\n" + lines.joined(separator: "\n") + "\n", clibedit_stdout())
    fflush(clibedit_stdout())
    return UInt8(CC_REDISPLAY)
  case .beep:
    return UInt8(CC_REFRESH_BEEP)
  }
}
