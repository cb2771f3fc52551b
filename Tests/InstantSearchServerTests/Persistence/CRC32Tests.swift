import InstantSearchCore
import Testing

@testable import InstantSearchServer

@Suite("CRC-32 reads contiguous bytes eight at a time, with the value of one byte at a time")
struct CRC32Tests {
  @Test("the check values of the standard")
  func checkValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(
      CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
  }

  @Test("contiguous bytes, in any pieces, give the value of a byte at a time")
  func slices() {
    var generator = SeededGenerator(seed: 32)
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 4099] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      // A lazy map is not contiguous: it is read a byte at a time.
      let byteAtATime = CRC32.checksum(bytes.lazy.map { $0 })
      #expect(CRC32.checksum(bytes) == byteAtATime, "\(length)")
      let cut = length == 0 ? 0 : Int.random(in: 0...length, using: &generator)
      var pieces = CRC32()
      pieces.update(bytes[..<cut])
      pieces.update(bytes[cut...].lazy.map { $0 })
      #expect(pieces.value == byteAtATime, "\(length) cut at \(cut)")
    }
  }
}
