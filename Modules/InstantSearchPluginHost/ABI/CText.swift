/// Text crossing the ABI: copies the host lends to a plugin for one call, and text a plugin
/// writes into a host buffer with the `snprintf` contract.

/// A NUL-terminated copy of `string`, to free with `deallocate()`.
func duplicateCString(_ string: String) -> UnsafeMutablePointer<CChar> {
  let utf8 = Array(string.utf8CString)
  let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
  copy.initialize(from: utf8, count: utf8.count)
  return copy
}

/// Calls `body` with a C array of NUL-terminated copies of `strings`, borrowed for the call and
/// freed after it. The array pointer is `nil` only when `strings` is empty.
func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
  let copies = strings.map { duplicateCString($0) }
  defer { for copy in copies { copy.deallocate() } }
  let borrowed = copies.map { UnsafePointer<CChar>?($0) }
  return borrowed.withUnsafeBufferPointer { body($0.baseAddress) }
}

/// The text a plugin's `render`-style function writes with the `snprintf` contract: called once
/// with `(NULL, 0)` for the length, then with a buffer of that size. Invalid UTF-8 is repaired.
func renderedText(_ render: (UnsafeMutablePointer<CChar>?, Int) -> Int) -> String {
  let length = render(nil, 0)
  guard length > 0 else { return "" }
  var buffer = [CChar](repeating: 0, count: length + 1)
  let written = buffer.withUnsafeMutableBufferPointer { pointer in
    render(pointer.baseAddress, pointer.count)
  }
  let count = min(written, length)
  return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
