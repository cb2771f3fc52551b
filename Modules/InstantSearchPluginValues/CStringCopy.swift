/// Copies `string` into a C buffer with the `snprintf` contract: at most `capacity - 1` bytes
/// and a NUL are written, and the full UTF-8 length is returned, so a caller whose buffer was
/// too small can ask again with a larger one. The host (text it writes into a plugin's buffer)
/// and the kit (text a plugin writes into the host's) share this one copy.
package func copyCString(
  _ string: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int
) -> Int {
  let utf8 = Array(string.utf8)
  guard let buffer, capacity > 0 else { return utf8.count }
  let count = min(utf8.count, capacity - 1)
  utf8.withUnsafeBufferPointer { source in
    if count > 0, let base = source.baseAddress {
      UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: count)
    }
  }
  buffer[count] = 0
  return utf8.count
}
