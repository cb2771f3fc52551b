/// One thing the user asked the session to do.
public enum Command: Sendable, Equatable {
  /// Shows every command, or one command's usage.
  case help(String?)
  /// Searches for the text (a bare line that is not a command does too).
  case search(String)
  /// Shows the hits of the current page, at most the given number.
  case hits(Int?)
  /// Shows the sort orders (indices) through the Sort By controller, the selection marked.
  case indices
  /// Selects a sort order by position (1-based) or index name; none lets the controller ask.
  case sort(String?)
  /// Shows the values of a facet with counts and bars, at most the given number (15 by
  /// default).
  case facets(String, limit: Int?)
  /// Adds one filter, written in the filters syntax, to a group.
  case filterAdd(GroupArgument, expression: String, column: Int)
  /// Removes one filter from a group.
  case filterRemove(GroupArgument, expression: String, column: Int)
  /// Shows the filters by group, and the filters string sent.
  case filters
  /// Clears filters: all, the given groups, or all but the given groups.
  case clear(ClearTarget)
  /// Moves through the pages of results.
  case page(PageTarget)
  /// Lists the loaded plugins and the controllers they offer.
  case plugins
  /// Loads a controller plugin from a shared library.
  case pluginLoad(String)
  /// Switches a widget's controller to one a plugin offers (or back to the built-in one).
  case use(WidgetName, controllerID: String)
  /// Searches a records file, a dataset folder, or the demo index.
  case open(String)
  /// Searches the Algolia API, with the credentials from the environment.
  case connectAlgolia(hosts: [String])
  /// Ends the session.
  case quit

  /// Which filters a `clear` removes.
  public enum ClearTarget: Sendable, Equatable {
    /// Every filter.
    case all
    /// Only the filters of these groups.
    case groups([GroupArgument])
    /// Every filter except those of these groups.
    case except([GroupArgument])
  }

  /// Where `page` goes.
  public enum PageTarget: Sendable, Equatable {
    /// The next page.
    case next
    /// The previous page.
    case previous
    /// A page by number, 1-based.
    case number(Int)
  }

  /// A widget whose controller can be switched.
  public enum WidgetName: String, Sendable, Equatable, CaseIterable {
    /// The Sort By widget.
    case sortby
    /// The Clear Filters widget.
    case clear
  }
}
