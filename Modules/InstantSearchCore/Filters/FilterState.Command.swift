extension FilterState {
  /// A change to run with ``FilterState/notify(_:)-(FilterState.Command...)``:
  /// `filterState.notify(.add(filter: red, toGroupWithID: .and(name: "color")))`.
  public struct Command: Sendable {
    private let change: @Sendable (inout FilterStateSnapshot) -> Void

    private init(_ change: @escaping @Sendable (inout FilterStateSnapshot) -> Void) {
      self.change = change
    }

    /// Applies the change to a snapshot.
    ///
    /// - Parameter snapshot: the groups to change.
    public func apply(to snapshot: inout FilterStateSnapshot) {
      change(&snapshot)
    }

    /// Adds a filter to a group.
    ///
    /// - Parameters:
    ///   - filter: the filter to add; it must be of a kind the group holds.
    ///   - groupID: the group.
    /// - Returns: the command.
    public static func add(filter: some FilterType, toGroupWithID groupID: FilterGroup.ID)
      -> Command
    {
      let filter = filter.eraseToFilter()
      return Command { $0.add(filter, toGroupWithID: groupID) }
    }

    /// Removes a filter from a group.
    ///
    /// - Parameters:
    ///   - filter: the exact filter.
    ///   - groupID: the group.
    /// - Returns: the command.
    public static func remove(filter: some FilterType, fromGroupWithID groupID: FilterGroup.ID)
      -> Command
    {
      let filter = filter.eraseToFilter()
      return Command { $0.remove(filter, fromGroupWithID: groupID) }
    }

    /// Clears one group (a hierarchical group keeps its attributes).
    ///
    /// - Parameter groupID: the group.
    /// - Returns: the command.
    public static func removeAll(fromGroupWithID groupID: FilterGroup.ID) -> Command {
      Command { $0.removeAll(fromGroupWithIDs: [groupID]) }
    }

    /// Clears several groups.
    ///
    /// - Parameter groupIDs: the groups.
    /// - Returns: the command.
    public static func removeAll(fromGroupWithIDs groupIDs: [FilterGroup.ID]) -> Command {
      Command { $0.removeAll(fromGroupWithIDs: groupIDs) }
    }

    /// Clears every group except those listed.
    ///
    /// - Parameter groupIDs: the groups to keep.
    /// - Returns: the command.
    public static func removeAllExcept(_ groupIDs: [FilterGroup.ID]) -> Command {
      Command { $0.removeAllExcept(groupIDs) }
    }

    /// Removes the filters on an attribute from one group, or from every group when the group is
    /// nil (InstantSearch iOS ignores the group; this does not).
    ///
    /// - Parameters:
    ///   - attribute: the attribute whose filters are removed.
    ///   - groupID: the group, or nil for all.
    /// - Returns: the command.
    public static func removeAll(
      for attribute: String, fromGroupWithID groupID: FilterGroup.ID? = nil
    )
      -> Command
    {
      Command { $0.removeAll(for: attribute, fromGroupWithID: groupID) }
    }

    /// Clears every group (hierarchical attributes are kept).
    public static var removeAll: Command {
      Command { $0.removeAll() }
    }

    /// Removes a filter from a group if it is there, adds it otherwise.
    ///
    /// - Parameters:
    ///   - filter: the exact filter.
    ///   - groupID: the group.
    /// - Returns: the command.
    public static func toggle(filter: some FilterType, inGroupWithID groupID: FilterGroup.ID)
      -> Command
    {
      let filter = filter.eraseToFilter()
      return Command { $0.toggle(filter, inGroupWithID: groupID) }
    }
  }

  /// Runs `commands` in order, then fires `onChange` once (even if nothing changed).
  ///
  /// - Parameter commands: the changes.
  /// - Complexity: the sum of the commands' costs (those of the matching `FilterState`
  ///   methods), then one ``FilterState/notifyChange()``.
  public func notify(_ commands: Command...) {
    notify(commands)
  }

  /// Runs `commands` in order, then fires `onChange` once (even if nothing changed).
  ///
  /// - Parameter commands: the changes.
  /// - Complexity: the sum of the commands' costs (those of the matching `FilterState`
  ///   methods), then one ``FilterState/notifyChange()``.
  public func notify(_ commands: [Command]) {
    update { snapshot in
      for command in commands { command.apply(to: &snapshot) }
    }
    notifyChange()
  }
}
