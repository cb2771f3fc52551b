internal import CInstantSearchPlugin
internal import Glibc

/// The battery run against one controller of a loaded plugin, in a child process of
/// `instantsearch plugin check`: create and destroy many times; call every function with empty,
/// huge and (for input) non-UTF-8 text and with zero and many items; check `render`'s
/// `snprintf` contract with guard bytes; check that events arrive on the calling thread and that
/// nothing calls back after destroy. Each fault is reported with the member's name.
struct ControllerBattery {
  /// Where steps and findings go.
  let reporter: CheckReporter
  /// The registry holding the plugin.
  let registry: PluginRegistry
  /// The controller checked.
  let descriptor: PluginControllerDescriptor

  /// How many instances are created and destroyed in a row.
  static let instanceCount = 100
  /// The length of the huge strings, 1 MiB.
  static let hugeLength = 1 << 20
  /// How many items the "many items" calls pass.
  static let manyCount = 1_000

  /// Creates and destroys instances, then runs `exercise` on one, watching its events, and
  /// looks for late calls after it is destroyed.
  func check<Functions: ControllerFunctions>(
    _: Functions.Type, _ exercise: (PluginControllerHandle<Functions>) -> Void
  ) {
    for index in 0..<Self.instanceCount {
      reporter.step("create", "instance \(index + 1) of \(Self.instanceCount), then destroy")
      do {
        let handle: PluginControllerHandle<Functions> = try registry.makeHandle(
          descriptor.qualifiedID, services: .silent)
        handle.onEvent = { _ in }
      } catch {
        reporter.finding("create", error.description)
        return
      }
    }
    guard
      let handle: PluginControllerHandle<Functions> = try? registry.makeHandle(
        descriptor.qualifiedID, services: .silent)
    else { return }
    let thread = pthread_self()
    handle.onEvent = { [reporter] event in
      if pthread_equal(thread, pthread_self()) == 0 {
        reporter.finding("set_on_event", "reported \(event) from another thread")
      }
    }
    exercise(handle)
    reporter.step("destroy", "the exercised instance")
    let before = PluginLog.shared.entries(forPlugin: descriptor.pluginID).count
    _ = consume handle
    for entry in PluginLog.shared.entries(forPlugin: descriptor.pluginID).dropFirst(before)
    where entry.level == .warning || entry.level == .error {
      reporter.finding("destroy", "after destroy: \(entry.message)")
    }
  }

  /// `check` for a 1.2 kind, with its common members exercised first.
  func checkCommon<Kind: CommonKind>(
    _: Kind.Type, _ exercise: (PluginControllerHandle<CommonKindFunctions<Kind>>) -> Void
  ) {
    check(CommonKindFunctions<Kind>.self) { handle in
      let base = CommonKindFunctions<Kind>.base(handle.pointer)
      checkRender { handle.functions.common.render(base, $0, $1) }
      exercise(handle)
      checkInput { handle.functions.common.handleInput(base, $0) }
      checkRender { handle.functions.common.render(base, $0, $1) }
    }
  }

  /// Checks `render`'s `snprintf` contract: the full length for (NULL, 0), the same length
  /// whatever the capacity, a NUL at the end of what fits, and no byte past the capacity.
  func checkRender(_ render: (UnsafeMutablePointer<CChar>?, Int) -> Int) {
    reporter.step("render", "(NULL, 0)")
    let length = render(nil, 0)
    guard length >= 0, length <= 1 << 26 else {
      return reporter.finding("render", "returned \(length) for (NULL, 0)")
    }
    let guardBytes = 16
    for capacity in Set([1, length / 2 + 1, length + 1]).sorted() {
      var buffer = [CChar](repeating: 0x55, count: capacity + guardBytes)
      reporter.step("render", "a buffer of \(capacity) bytes")
      let result = buffer.withUnsafeMutableBufferPointer { render($0.baseAddress, capacity) }
      if result != length {
        reporter.finding(
          "render", "returned \(result) for \(capacity) bytes but \(length) for (NULL, 0)")
      }
      if buffer[capacity...].contains(where: { $0 != 0x55 }) {
        reporter.finding("render", "wrote past the end of a buffer of \(capacity) bytes")
      }
      if buffer[min(length, capacity - 1)] != 0 {
        reporter.finding("render", "did not end the text with a NUL in \(capacity) bytes")
      }
    }
  }

  /// Hands `handle_input` empty, short, huge and non-UTF-8 text; it must answer 0 or 1.
  func checkInput(_ handleInput: (UnsafePointer<CChar>?) -> Int32) {
    let inputs: [(String, [UInt8])] = [
      ("empty text", []), ("\"0\"", Array("0".utf8)), ("\"1\"", Array("1".utf8)),
      ("\"-1\"", Array("-1".utf8)), ("\"more\"", Array("more".utf8)), ("\"on\"", Array("on".utf8)),
      ("\"10 20\"", Array("10 20".utf8)),
      ("text that is not UTF-8", [0xFF, 0xFE, 0x80, 0xC3, 0x28]),
      ("1 MiB of text", Array(repeating: UInt8(ascii: "x"), count: Self.hugeLength)),
    ]
    for (description, bytes) in inputs {
      reporter.step("handle_input", description)
      let result = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
        handleInput($0.baseAddress)
      }
      if result != Int32(ISP_INPUT_HANDLED) && result != Int32(ISP_INPUT_IGNORED) {
        reporter.finding("handle_input", "returned \(result) for \(description)")
      }
    }
  }

  /// A string of `hugeLength` bytes.
  static var huge: String { String(repeating: "x", count: hugeLength) }
}
