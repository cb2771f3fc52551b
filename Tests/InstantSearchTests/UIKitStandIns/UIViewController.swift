/// A stand-in for UIKit's view controller, so the seed's `viewDidLoad()` override runs as
/// written; a test calls `viewDidLoad()` itself.
@MainActor
open class UIViewController {
  /// Creates a view controller.
  public init() {}

  /// Called once the view is loaded.
  open func viewDidLoad() {}
}
