import ReelGeometry
import ReelRaster
import ReelTimeline

/// Converts the `Any` values Core Animation's API takes (`fromValue`, `values`, …) into Reel's
/// typed values, guided by the kind the key path expects.
enum AnimationValueConversion {
    /// `value` as the kind `like`, or nil when it cannot be one.
    static func convert(_ value: Any?, like kind: AnimationValue) -> AnimationValue? {
        guard let value = bridgedToCoreGraphics(value) else { return nil }
        if let v = value as? AnimationValue { return v }
        switch kind {
        case .scalar:
            return number(value).map(AnimationValue.scalar)
        case .point:
            if let p = value as? CGPoint { return .point(p.reel) }
            if let p = value as? Point { return .point(p) }
        case .size:
            if let s = value as? CGSize { return .size(s.reel) }
            if let s = value as? Size { return .size(s) }
            if let n = number(value) { return .size(Size(width: n, height: n)) }
        case .rect:
            if let r = value as? CGRect { return .rect(r.reel) }
            if let r = value as? Rect { return .rect(r) }
        case .color:
            if let c = value as? Color { return .color(c) }
        case .transform:
            if let t = value as? Transform3D { return .transform(t) }
            if let t = value as? CGAffineTransform { return .transform(Transform3D(t)) }
        case .path:
            if let p = value as? CGPath { return .path(p.path) }
            if let p = value as? Path { return .path(p) }
        case .bool:
            if let b = value as? Bool { return .bool(b) }
            if let n = number(value) { return .bool(n != 0) }
        case .scalars:
            if let a = value as? [Any] { return .scalars(a.compactMap(number)) }
        case .colors:
            if let a = value as? [Any] {
                return .colors(a.compactMap { bridgedToCoreGraphics($0) as? Color })
            }
        case .image:
            if let name = value as? String { return .image(name) }
            if let image = value as? CGImage { return .image(image.name) }
        case .text:
            return .text(CATextLayer.text(of: value))
        }
        return nil
    }

    /// A number from any of Swift's and Foundation's numeric types.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
