import Testing

@testable import InstantSearchPluginHost

/// A checking child reports a crash by its signal with or without a sanitizer in it: the
/// sanitizers' deadly-signal handlers are turned off in its environment.
@Suite("The checking child's environment")
struct ChildEnvironmentTests {
  @Test("every sanitizer's options leave the deadly signals to the system; the backtracer is off")
  func environment() {
    let environment = ChildProcess.quietEnvironment()
    for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
      let values = environment.filter { $0.hasPrefix(name + "=") }
      #expect(values.count == 1, "\(name)")
      #expect(values.first?.contains("handle_segv=0") == true, "\(name)")
      #expect(values.first?.contains("handle_abort=0") == true, "\(name)")
    }
    #expect(
      environment.filter { $0.hasPrefix("SWIFT_BACKTRACE=") } == ["SWIFT_BACKTRACE=enable=no"])
  }
}
