import ReelGeometry

extension AnimatableProperty {
    /// The property for `keyPath` as Reel's own front ends may animate it: every key path of
    /// ``named(_:)``, and the shape gradients' (`fillGradient.colors`, `.locations`,
    /// `.startPoint`, `.endPoint`, the same for `strokeGradient`), which only Lottie sets. Those
    /// are left out of `named(_:)`, and so of scene files, the Swift API and the documented list:
    /// `ShapeGradient` is no part of Core Animation.
    package static func frontEndNamed(_ keyPath: String) -> AnimatableProperty? {
        named(keyPath) ?? shapeGradientTable[keyPath]
    }

    private static let shapeGradientTable: [String: AnimatableProperty] = {
        var all: [AnimatableProperty] = []
        let gradients: [(String, WritableKeyPath<ShapeContent, ShapeGradient?> & Sendable)] = [
            ("fillGradient", \.fillGradient), ("strokeGradient", \.strokeGradient)
        ]
        for (prefix, field) in gradients {
            // Writes change a gradient that is there and leave a shape without one alone.
            func row<V>(
                _ name: String, _ kind: AnimationValue, _ part: WritableKeyPath<ShapeGradient, V> & Sendable,
                wrap: @escaping @Sendable (V?) -> AnimationValue, unwrap: @escaping @Sendable (AnimationValue) -> V?
            ) {
                all.append(
                    AnimatableProperty(
                        keyPath: prefix + "." + name, kind: kind,
                        get: { wrap($0.shape?[keyPath: field]?[keyPath: part]) },
                        set: { layer, value in
                            guard let v = unwrap(value) else { return }
                            layer.update(.shape) { $0[keyPath: field]?[keyPath: part] = v }
                        }))
            }
            row(
                "colors", .colors([]), \.colors, wrap: { .colors($0 ?? []) },
                unwrap: { if case .colors(let v) = $0 { v } else { nil } })
            row(
                "locations", .scalars([]), \.locations, wrap: { .scalars($0 ?? []) },
                unwrap: { if case .scalars(let v) = $0 { v } else { nil } })
            row(
                "startPoint", .point(.zero), \.startPoint, wrap: { .point($0 ?? .zero) },
                unwrap: { if case .point(let v) = $0 { v } else { nil } })
            row(
                "endPoint", .point(.zero), \.endPoint, wrap: { .point($0 ?? .zero) },
                unwrap: { if case .point(let v) = $0 { v } else { nil } })
        }
        return Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })
    }()
}
