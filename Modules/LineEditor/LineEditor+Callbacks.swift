import CLibEdit
import Glibc

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
