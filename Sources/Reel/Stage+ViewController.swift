import ReelCoreAnimation
import ReelUIKit

extension Stage {
    /// Shows `controller`'s view filling the stage (the window's root view controller).
    public func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
