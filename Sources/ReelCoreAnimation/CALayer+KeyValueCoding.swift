import ReelGeometry
import ReelTimeline

extension CALayer {
    /// The model value of an animatable key path (`"position"`, `"transform.rotation.z"`, …) as
    /// Core Graphics types: CGFloat, CGPoint, CGSize, CGRect, CGColor, CATransform3D, CGPath, Bool.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let property = AnimatableProperty.named(keyPath) else { return nil }
        switch property.value(of: model) {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return CGPoint(p)
        case .size(let s): return CGSize(s)
        case .rect(let r): return CGRect(r)
        case .color(let c): return c
        case .transform(let t): return t
        case .path(let p): return CGPath.make(p)
        case .bool(let b): return b
        case .scalars(let a): return a.map { NSNumber(value: $0) }
        case .colors(let a): return a
        case .image(let name, _, _): return CGImage(name: name)
        }
    }

    /// Sets an animatable key path from a Core Graphics value (recorded like any property change).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath),
            let converted = AnimationValueConversion.convert(value, like: property.kind)
        else { return }
        write(keyPath) { property.setValue(converted, on: &$0) }
    }
}
