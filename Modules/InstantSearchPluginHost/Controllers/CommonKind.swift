internal import CInstantSearchPlugin

/// A controller kind of ABI 1.2, as a tag type (`HitsKind`, `SearchBoxKind`, ...): its struct,
/// where its common members are, and its one setter. Everything else a kind needs comes from
/// `CommonKindFunctions`, once for every 1.2 kind, so a kind is three declarations and the
/// typed methods of its handle.
protocol CommonKind {
  /// The kind's C struct, e.g. `isp_hits_controller_t`.
  associatedtype Layout
  /// The kind.
  static var kind: PluginControllerKind { get }
  /// Its `base` member (the struct's first).
  static var base: KeyPath<Layout, isp_controller_t> { get }
  /// Its setter, which may not be NULL.
  static var setter: CommonKindMember<Layout> { get }
}

/// A required member of a kind's struct, with its C name, and how far it reaches.
struct CommonKindMember<Layout> {
  /// The member's C name, for messages.
  let name: String
  /// The byte count up to the member's end.
  let end: Int
  /// Reads the member from an instance and says whether it is set.
  let isPresent: (ForeignStruct<Layout>) -> Bool

  /// Describes `field`, named `name`.
  init<Function: BitwiseCopyable>(_ field: KeyPath<Layout, Function?>, _ name: String) {
    self.name = name
    end = ForeignStruct<Layout>.end(of: field)
    isPresent = { view in (view.read(field) ?? nil) != nil }
  }
}

extension CommonKind {
  /// The instance, typed as the kind's struct.
  static func typed(_ instance: UnsafeRawPointer) -> UnsafePointer<Layout> {
    instance.assumingMemoryBound(to: Layout.self)
  }

  /// The function `field` of a checked instance (never NULL: the handle checked it), read
  /// through the instance's `struct_size`.
  static func function<Function: BitwiseCopyable>(
    _ field: KeyPath<Layout, Function?>, of instance: UnsafeRawPointer
  ) -> Function {
    guard let function = ForeignStruct<Layout>(instance)?.read(field) ?? nil else {
      preconditionFailure("\(setter.name) of a checked \(kind) instance is NULL")
    }
    return function
  }
}

/// The functions of one controller of the 1.2 kind `Kind`: what it plugs into
/// `PluginControllerHandle`. Only the host makes and reads one.
public struct CommonKindFunctions<Kind> {
  /// The functions of the instance's `base`.
  let common: CommonFunctions
}

extension CommonKindFunctions: ControllerFunctions, CommonControllerFunctions
where Kind: CommonKind {
  typealias Layout = Kind.Layout

  static var kind: PluginControllerKind { Kind.kind }

  static var structName: String {
    "isp_" + String(Kind.kind.description.map { $0 == "-" ? "_" : $0 }) + "_controller_t"
  }

  /// Every member of the kind's 1.2 struct, up to its setter.
  static var requiredSize: Int { Kind.setter.end }

  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    common = try CommonFunctions(view, base: Kind.base, missing: missing)
    guard Kind.setter.isPresent(view) else { throw missing(Kind.setter.name) }
  }
}
