import ReelCoreAnimation
import ReelUIKit

extension Stage {
    /// Shows a view controller's view filling the stage, as a window's root view controller.
    ///
    /// The controller can then present others (``UIViewController/present(_:animated:completion:)``).
    ///
    /// - Parameter controller: The controller whose view (loaded now) becomes a subview of
    ///   ``view``, with the stage's bounds as its frame.
    public func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
