#if canImport(Glibc)
  internal import Glibc
#endif

/// Checks a file before `dlopen` sees it, so the common mistakes get a clear message: glibc
/// reports a library for another machine as "No such file or directory".
enum LibraryFileCheck {
  /// The ELF machine this host runs on, and its name.
  static var hostMachine: (code: UInt16, name: String) {
    #if arch(x86_64)
      return (62, "x86_64")
    #elseif arch(arm64)
      return (183, "aarch64")
    #else
      return (0, "this machine")
    #endif
  }

  /// Throws unless `path` names an existing ELF shared library for this machine.
  ///
  /// - Throws: `.fileNotFound`, `.isDirectory`, `.notSharedLibrary` or `.wrongArchitecture`.
  static func check(path: String) throws(PluginLoadError) {
    var info = stat()
    guard stat(path, &info) == 0 else { throw .fileNotFound(path: path) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .notSharedLibrary(path: path, detail: "not a regular file")
    }
    let header = readHeader(path: path)
    guard header.count >= 20 else {
      throw .notSharedLibrary(path: path, detail: "the file is only \(header.count) bytes long")
    }
    guard header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46 else {
      throw .notSharedLibrary(path: path, detail: "it does not start with the ELF magic number")
    }
    let machine = UInt16(header[18]) | UInt16(header[19]) << 8
    let host = hostMachine
    guard header[4] == 2, header[5] == 1 else {
      let bits = header[4] == 1 ? "32-bit" : "ELF class \(header[4])"
      let order = header[5] == 2 ? ", big-endian" : ""
      throw .wrongArchitecture(
        path: path, found: "\(bits)\(order) \(machineName(machine))",
        expected: "64-bit \(host.name)")
    }
    if host.code != 0, machine != host.code {
      throw .wrongArchitecture(path: path, found: machineName(machine), expected: host.name)
    }
    let type = UInt16(header[16]) | UInt16(header[17]) << 8
    guard type == 3 else {
      let kind = type == 2 ? "an executable" : type == 1 ? "an object file" : "ELF type \(type)"
      throw .notSharedLibrary(path: path, detail: "it is \(kind)")
    }
  }

  /// The name of an ELF `e_machine` value.
  static func machineName(_ machine: UInt16) -> String {
    switch machine {
    case 3: return "i386"
    case 40: return "arm"
    case 62: return "x86_64"
    case 183: return "aarch64"
    case 243: return "riscv"
    default: return "ELF machine \(machine)"
    }
  }

  /// The first 64 bytes of the file (fewer if it is shorter, none if it cannot be read).
  private static func readHeader(path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 64)
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      filled += count
    }
    return Array(bytes[..<filled])
  }
}
