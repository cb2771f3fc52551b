import Foundation
import InstantSearchPluginHost
import InstantSearchTestSupport
import Testing

/// The header is the whole ABI: it must compile cleanly as strict C and C++, and a C plugin
/// must need nothing else.
@Suite("Plugin ABI header")
struct HeaderTests {
  static let probe = """
    #include "instantsearch_plugin.h"
    int main(void) {
      isp_version_t version = ISP_ABI_VERSION_INIT;
      static isp_plugin_t plugin;
      plugin.struct_size = (uint32_t)sizeof plugin;
      return isp_abi_is_compatible(version) && ISP_HAS_FIELD(&plugin, isp_plugin_t, get_extension)
        ? 0 : 1;
    }
    """

  @Test(
    "compiles with -Wall -Wextra -Werror -pedantic",
    arguments: [
      ["clang", "-x", "c", "-std=c11"], ["clang", "-x", "c++", "-std=c++17"],
    ])
  func compiles(_ compiler: [String]) throws {
    let source = FixtureBuilder.outputDirectory.appendingPathComponent(
      "header-probe-\(compiler[2]).txt")
    try Data(Self.probe.utf8).write(to: source)
    let output = FixtureBuilder.outputDirectory.appendingPathComponent(
      "header-probe-\(compiler[2]).o"
    ).path
    try FixtureBuilder.run(
      compiler[0],
      Array(compiler.dropFirst()) + [
        "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", FixtureBuilder.includeDirectory, "-c",
        source.path, "-o", output,
      ])
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test("the C example plugin builds with its one documented clang line and needs only libc")
  func jsonLinesBuildsWithClang() throws {
    let library = FixtureBuilder.outputDirectory.appendingPathComponent("libJSONLinesClang.so").path
    let root = FixtureBuilder.root.path
    try FixtureBuilder.run(
      "clang",
      [
        "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fPIC", "-shared",
        "-fvisibility=hidden", "-I", "\(root)/Modules/CInstantSearchPlugin/include",
        "\(root)/Plugins/JSONLinesPlugin/jsonlines_plugin.c", "-o", library,
      ])
    let symbols = try FixtureBuilder.run("nm", ["-D", "--defined-only", library])
    #expect(symbols.contains(" T instantsearch_plugin_entry_v1"))
    let dynamic = try FixtureBuilder.run("readelf", ["-d", library])
    let needed = dynamic.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.count == 1 && needed[0].contains("libc.so.6"), "\(needed)")
  }

  @Test("version negotiation: same major, plugin minor at most the host's")
  func negotiation() {
    let host = PluginABIVersion(major: 1, minor: 1)
    #expect(PluginABIVersion(major: 1, minor: 0).isLoadable(by: host))
    #expect(PluginABIVersion(major: 1, minor: 1, patch: 7).isLoadable(by: host))
    #expect(!PluginABIVersion(major: 1, minor: 2).isLoadable(by: host))
    #expect(!PluginABIVersion(major: 0, minor: 9).isLoadable(by: host))
    #expect(!PluginABIVersion(major: 2, minor: 0).isLoadable(by: host))
    #expect(PluginABIVersion.host.isLoadable())
    #expect(PluginABIVersion(major: 1, minor: 2, patch: 3).description == "1.2.3")
  }
}
