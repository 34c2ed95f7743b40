import Foundation
import ReelGeometry

/// The `objCType` of a boxed `CATransform3D`: sixteen doubles, row by row (Foundation on Linux
/// boxes arrays of numbers but not structs).
private let transform3DType = "[16d]"
private let pointType = "{CGPoint=dd}"
private let sizeType = "{CGSize=dd}"
private let rectType = "{CGRect={CGPoint=dd}{CGSize=dd}}"

extension NSValue: CoreGraphicsBridging {
    /// The point, size, rectangle or transform boxed, for an animation's untyped values; a number
    /// or any other value stays itself.
    package var coreGraphicsValue: Any? {
        if self is NSNumber { return self }
        switch String(cString: objCType) {
        case pointType: return pointValue
        case sizeType: return sizeValue
        case rectType: return rectValue
        case transform3DType: return caTransform3DValue
        default: return self
        }
    }
}

extension NSValue {
    /// A boxed point, as Core Animation's untyped values (`fromValue`, `values`) take it.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A boxed size, as Core Animation's untyped values take it.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A boxed rectangle, as Core Animation's untyped values take it.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A boxed 3D transform, as a `transform` animation's untyped values take it.
    ///
    /// - Parameter transform: The transform.
    public convenience init(caTransform3D transform: CATransform3D) {
        let entries = Array(transform.rows.joined())
        self.init(bytes: entries, objCType: transform3DType)
    }

    /// The boxed point (zero when the value is not a point).
    public var cgPointValue: CGPoint { String(cString: objCType) == pointType ? pointValue : .zero }
    /// The boxed size (zero when the value is not a size).
    public var cgSizeValue: CGSize { String(cString: objCType) == sizeType ? sizeValue : .zero }
    /// The boxed rectangle (zero when the value is not a rectangle).
    public var cgRectValue: CGRect { String(cString: objCType) == rectType ? rectValue : .zero }
    /// The boxed transform (the identity when the value is not a transform).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == transform3DType else { return .identity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(rows: (0..<4).map { Array(entries[($0 * 4)..<($0 * 4 + 4)]) })
    }
}
