internal import CInstantSearchPlugin

/// A controller kind of ABI 1.2, as a tag type (`HitsKind`, `SearchBoxKind`, ...; see
/// `Kinds/CommonKinds.swift`). Every 1.2 kind's struct is `isp_controller_t base` followed by
/// exactly one setter, so the kind is all a tag needs to say: creation, checks, events,
/// rendering, input and teardown come from `CommonKindFunctions`, and the kind's typed setter
/// from its handle extension.
protocol CommonKind {
  /// The kind.
  static var kind: PluginControllerKind { get }
}

/// The functions of one controller of the 1.2 kind `Kind`: what it plugs into
/// `PluginControllerHandle`. Only the host makes and reads one.
public struct CommonKindFunctions<Kind> {
  /// The functions of the instance's `base`.
  let common: CommonFunctions
}

extension CommonKindFunctions: ControllerFunctions, CommonControllerFunctions
where Kind: CommonKind {
  /// Read as its `base`; the setter follows it.
  typealias Layout = isp_controller_t

  static var kind: PluginControllerKind { Kind.kind }

  static var structName: String {
    "isp_" + String(Kind.kind.description.map { $0 == "-" ? "_" : $0 }) + "_controller_t"
  }

  /// Where the setter lies: right after `base`, as in every 1.2 kind's struct.
  static var setterOffset: Int { MemoryLayout<isp_controller_t>.stride }

  /// `base` and the setter: every member of a kind's 1.2 struct.
  static var requiredSize: Int { setterOffset + MemoryLayout<UnsafeRawPointer>.size }

  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    common = try CommonFunctions(view, missing: missing)
    let setter = view.base.loadUnaligned(
      fromByteOffset: Self.setterOffset, as: UnsafeRawPointer?.self)
    guard setter != nil else { throw missing(Kind.kind.setterName) }
  }
}

/// The function `field` of a checked 1.2 instance (never NULL: the handle checked it), read
/// through the instance's `struct_size`.
func kindFunction<Layout, Function: BitwiseCopyable>(
  _ field: KeyPath<Layout, Function?>, of instance: UnsafeRawPointer
) -> Function {
  guard let function = ForeignStruct<Layout>(instance)?.read(field) ?? nil else {
    preconditionFailure("\(field) of a checked instance is NULL")
  }
  return function
}
