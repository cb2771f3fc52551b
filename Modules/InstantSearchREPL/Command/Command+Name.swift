extension Command {
  /// The name of the command, as typed first on its line (`search` for a bare line).
  public var name: String {
    switch self {
    case .help: return "help"
    case .search: return "search"
    case .hits: return "hits"
    case .indices: return "indices"
    case .sort: return "sort"
    case .facets: return "facets"
    case .filterAdd, .filterRemove: return "filter"
    case .filters: return "filters"
    case .clear: return "clear"
    case .page: return "page"
    case .plugins: return "plugins"
    case .pluginLoad: return "plugin"
    case .use: return "use"
    case .open: return "open"
    case .connectAlgolia: return "connect"
    case .quit: return "quit"
    }
  }
}
