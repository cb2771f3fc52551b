import InstantSearchCore
import InstantSearchLocal
import Testing

@testable import InstantSearchREPL

@Suite("The load progress line")
struct LoadProgressPrinterTests {
  @Test("Progress reported after the line was erased (a cancelled load) writes nothing")
  func silentAfterFinish() {
    let written = Locked<[String]>([])
    let printer = LoadProgressPrinter { text in written.withLock { $0.append(text) } }
    printer.show(LoadProgress(indexName: "large", phase: .parsing, completed: 1, total: 10))
    printer.finish()
    printer.show(LoadProgress(indexName: "large", phase: .parsing, completed: 5, total: 10))
    printer.finish()
    #expect(written.withLock { $0 } == ["\r\u{1B}[Kloading large: parsing 10%", "\r\u{1B}[K"])
  }
}
