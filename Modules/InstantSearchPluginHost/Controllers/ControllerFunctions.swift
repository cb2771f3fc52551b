internal import CInstantSearchPlugin

/// What one controller kind plugs into `PluginControllerHandle`: its C struct, how an instance
/// is checked and its functions copied out, how the host's event function is registered, and how
/// the instance is destroyed. Everything else (creation, checks, the event token, teardown
/// order) is the handle's and `LoadedPlugin.makeHandle`'s, once for every kind.
protocol ControllerFunctions {
  /// The kind's C struct, e.g. `isp_segment_controller_t`.
  associatedtype Layout

  /// The kind a descriptor must declare.
  static var kind: PluginControllerKind { get }

  /// The struct's C name, for messages.
  static var structName: String { get }

  /// The bytes every instance must hold: the members of the ABI version that introduced the
  /// kind, whose functions may not be NULL.
  static var requiredSize: Int { get }

  /// The plugin's create function for this kind, or `nil` when its table has none.
  static func create(in table: PluginTable) -> PluginTable.Create<Layout>?

  /// Copies the functions out of a size-checked instance.
  ///
  /// - Throws: `missing(field)` for a required function left NULL.
  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError)

  /// Registers the host's event function with `context`, or unregisters it when `context` is
  /// `nil`.
  func attach(_ instance: UnsafePointer<Layout>, context: UnsafeMutableRawPointer?)

  /// Calls the `destroy` of an instance that failed its checks, if it has one, so it does not
  /// leak; no call on it follows.
  static func destroyMalformed(_ instance: UnsafePointer<Layout>, _ view: ForeignStruct<Layout>)

  /// Calls the instance's `destroy`; no call on it follows.
  func destroyInstance(_ instance: UnsafePointer<Layout>)

  /// The instance's current look as text (`render`), empty for kinds without one.
  func renderedText(_ instance: UnsafePointer<Layout>) -> String

  /// Hands a line the user typed for the widget to the instance; `true` when it acted on it.
  func handleInput(_ instance: UnsafePointer<Layout>, _ input: String) -> Bool

  /// The instance's extension named `identifier`, or `nil` (also when it predates extensions).
  func controllerExtension(_ instance: UnsafePointer<Layout>, _ identifier: String)
    -> UnsafeRawPointer?
}

extension ControllerFunctions {
  /// The struct's C name, from the kind's name in the table.
  static var structName: String { kind.structName }

  /// The instance's text; the 1.0 segment kind has none (it writes through the host).
  func renderedText(_ instance: UnsafePointer<Layout>) -> String { "" }

  /// Hands the user's input to the instance; the 1.0 kinds take none.
  func handleInput(_ instance: UnsafePointer<Layout>, _ input: String) -> Bool { false }

  /// The byte count up to the end of `field`: what `requiredSize` is made of.
  static func end<Field>(of field: KeyPath<Layout, Field>) -> Int {
    ForeignStruct<Layout>.end(of: field)
  }
}
