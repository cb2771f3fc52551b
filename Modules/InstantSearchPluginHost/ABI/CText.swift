/// Text crossing the ABI: copies the host lends to a plugin for one call, and text a plugin
/// writes into a host buffer with the `snprintf` contract.

/// A NUL-terminated copy of `string`, to free with `deallocate()`.
func duplicateCString(_ string: String) -> UnsafeMutablePointer<CChar> {
  var string = string
  return string.withUTF8 { bytes in
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    if let base = bytes.baseAddress {
      UnsafeMutableRawPointer(copy).copyMemory(from: base, byteCount: bytes.count)
    }
    copy[bytes.count] = 0
    return copy
  }
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
