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
  /// The kind's setter, the member after `base`, read once when the instance was checked (never
  /// NULL); its type is the kind's, which `PluginControllerHandle.setter(_:)` gives back.
  let setter: UnsafeRawPointer
}

extension CommonKindFunctions: ControllerFunctions, CommonControllerFunctions
where Kind: CommonKind {
  /// Read as its `base`; the setter follows it.
  typealias Layout = isp_controller_t

  static var kind: PluginControllerKind { Kind.kind }

  /// Where the setter lies: right after `base`, as in every 1.2 kind's struct.
  static var setterOffset: Int { MemoryLayout<isp_controller_t>.stride }

  /// `base` and the setter: every member of a kind's 1.2 struct.
  static var requiredSize: Int { setterOffset + MemoryLayout<UnsafeRawPointer>.size }

  init(
    _ view: ForeignStruct<Layout>, missing: (String) -> PluginLoadError
  ) throws(PluginLoadError) {
    common = try CommonFunctions(view, missing: missing)
    guard
      let setter = view.base.loadUnaligned(
        fromByteOffset: Self.setterOffset, as: UnsafeRawPointer?.self)
    else { throw missing(Kind.kind.setterName) }
    self.setter = setter
  }
}

extension PluginControllerHandle {
  /// The kind's setter, as the type of `field` (the setter member of the kind's struct, named
  /// only for its type): the pointer read when the instance was checked, so a call reads no
  /// struct and looks up no offset.
  func setter<Kind, Layout, Function: BitwiseCopyable>(_ field: KeyPath<Layout, Function?>)
    -> Function
  where Functions == CommonKindFunctions<Kind> {
    unsafeBitCast(functions.setter, to: Function.self)
  }
}
