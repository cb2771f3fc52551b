internal import CInstantSearchPlugin

/// The kind of a plugin controller, which says which controller protocol it can serve.
public enum PluginControllerKind: Sendable, Hashable, CustomStringConvertible {
  /// A set of keyed options with one selected (Sort By).
  case segment
  /// A "clear filters" button.
  case clearFilters
  /// A kind this host does not know (from a newer plugin); such controllers cannot be created.
  case unknown(Int32)

  /// Maps the header's `ISP_CONTROLLER_*` value.
  init(raw: Int32) {
    switch raw {
    case Int32(ISP_CONTROLLER_SEGMENT): self = .segment
    case Int32(ISP_CONTROLLER_CLEAR_FILTERS): self = .clearFilters
    default: self = .unknown(raw)
    }
  }

  /// `segment`, `clear` or `unknown(N)`: the words the REPL's `use` command takes.
  public var description: String {
    switch self {
    case .segment: "segment"
    case .clearFilters: "clear"
    case .unknown(let raw): "unknown(\(raw))"
    }
  }
}
