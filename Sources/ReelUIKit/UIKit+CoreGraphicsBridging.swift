import ReelCoreAnimation

// UIKit's values in Core Animation's untyped slots (`fromValue`, `values`, `contents`, a
// gradient's `colors`, a text layer's `font`) stand for their Core Graphics counterparts.

extension UIColor: CoreGraphicsBridging {
    package var coreGraphicsValue: Any? { cgColor }
}

extension UIBezierPath: CoreGraphicsBridging {
    package var coreGraphicsValue: Any? { cgPath }
}

extension UIImage: CoreGraphicsBridging {
    package var coreGraphicsValue: Any? { cgImage }
}

extension UIFont: CoreGraphicsBridging {
    package var coreGraphicsValue: Any? { familyName }
}
