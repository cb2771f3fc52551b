import Glibc

/// libFuzzer's driver, from `libclang_rt.fuzzer_no_main`: it parses the command line (corpus
/// folders, `-max_total_time=`, ...) and calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments and `body` as the target, then exits with
/// libFuzzer's status. `body` must trap (crash) on a bug; returning means the input was fine.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(runDriver(&argc, &argv, body))
}

/// The fuzz input as an array of bytes.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}
