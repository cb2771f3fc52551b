/// A plugin author's controller as the protocol of its kind (`any HitsPluginController`), kept
/// by its `ControllerInstance` so the kind's setter finds it with a class check instead of a
/// conformance lookup on every call.
final class ControllerCast<As> {
  /// The controller, as `As`.
  let controller: As

  /// Keeps `controller`.
  init(_ controller: As) {
    self.controller = controller
  }
}
