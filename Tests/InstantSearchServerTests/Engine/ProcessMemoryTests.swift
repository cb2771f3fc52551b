import Foundation
import InstantSearchServer
import Testing

@Suite("serve caps its process's malloc arenas")
struct ProcessMemoryTests {
  @Test("at one a core, at least 2, unless MALLOC_ARENA_MAX decides")
  func cap() {
    let cap = ProcessMemory.capArenasForServing()
    if ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] != nil {
      #expect(cap == nil)
    } else {
      #expect(cap == max(2, ProcessInfo.processInfo.activeProcessorCount))
    }
  }
}
