import ReelGeometry
import ReelTimeline

extension CALayer {
    /// The model value of an animatable property, named by its key path.
    ///
    /// - Parameter keyPath: An animatable key path (`"position"`, `"bounds.size.width"`,
    ///   `"transform.rotation.z"`, ...).
    /// - Returns: The value as a Core Graphics type: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
    ///   ``CGColor``, ``CATransform3D``, ``CGPath``, `Bool`, ``CGImage``, `[NSNumber]` or
    ///   `[CGColor]`; `nil` for a key path Reel cannot animate.
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
        case .text(let string): return string
        }
    }

    /// Sets an animatable property, named by its key path, as setting the property itself would:
    /// recorded at the current virtual time, with an implicit animation where Core Animation makes one.
    ///
    /// - Parameters:
    ///   - value: The new value, of the key path's type (as for ``CABasicAnimation/fromValue``);
    ///     a value of another type changes nothing.
    ///   - keyPath: An animatable key path (`"position.x"`, `"transform.scale"`, ...); other key
    ///     paths change nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath),
            let converted = AnimationValueConversion.convert(value, like: property.kind)
        else { return }
        write(keyPath) { property.setValue(converted, on: &$0) }
    }
}
