/// A UIKit value that Core Animation's untyped slots (`fromValue`, `values`, `contents`, a
/// gradient's `colors`, a text layer's `font`) accept in place of its Core Graphics counterpart,
/// as a convenience: `UIColor` for its `CGColor`, `UIBezierPath` for its `CGPath`, `UIImage` for
/// its `CGImage`, `UIFont` for its family name. Core Animation itself knows no UIKit type.
package protocol CoreGraphicsBridging {
    /// The Core Graphics value (or font name) this stands for.
    var coreGraphicsValue: Any? { get }
}

/// `value` with a UIKit value replaced by its Core Graphics counterpart; anything else unchanged.
func bridgedToCoreGraphics(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let bridging = value as? any CoreGraphicsBridging { return bridging.coreGraphicsValue }
    return value
}
