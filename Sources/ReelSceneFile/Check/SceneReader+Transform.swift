import Foundation
import ReelDiagnostics
import ReelGeometry
import ReelTimeline

/// Transforms in a scene file: 16 numbers (`CATransform3D`'s m11…m44, row by row), or a list of
/// operations applied in order, first to last, each an object with one key:
/// `{"translate": [x, y(, z)]}`, `{"scale": s | [sx, sy(, sz)]}`, `{"rotate": angle}` (about z),
/// `{"rotateX": angle}`, `{"rotateY": angle}`, `{"rotateZ": angle}`,
/// `{"perspective": d}` (m34 = −1/d), `{"matrix": [16 numbers]}`. A single operation may stand
/// alone without the list. Angles are radians, or strings like "90deg".
extension SceneReader {
    static func transform(_ node: JSONNode) throws(SceneError) -> Transform3D {
        if case .object = node.value.kind { return try transformOperation(node) }
        let elements = try node.array()
        if elements.count == 16, elements.allSatisfy({ if case .number = $0.value.kind { true } else { false } }) {
            return try matrix(node)
        }
        var result = Transform3D.identity
        for element in elements { result = result.concatenating(try transformOperation(element)) }
        return result
    }

    private static func matrix(_ node: JSONNode) throws(SceneError) -> Transform3D {
        let n = try node.numbers(16, "16 numbers (m11 … m44, row by row)")
        return Transform3D(rows: (0..<4).map { Array(n[$0 * 4..<$0 * 4 + 4]) })
    }

    private static func transformOperation(_ node: JSONNode) throws(SceneError) -> Transform3D {
        var object = try node.object()
        guard object.members.count == 1, let name = object.members.first?.key else {
            throw node.error("a transform operation is an object with exactly one key, such as {\"rotate\": \"45deg\"}")
        }
        let operand = object.optional(name)!
        switch name {
        case "translate":
            let n = try vector(operand, "[x, y] or [x, y, z]")
            return Transform3D(translationX: n[0], y: n[1], z: n.count == 3 ? n[2] : 0)
        case "scale":
            if case .number(let s) = operand.value.kind { return Transform3D(scaleX: s, y: s, z: 1) }
            let n = try vector(operand, "a number, [sx, sy] or [sx, sy, sz]")
            return Transform3D(scaleX: n[0], y: n[1], z: n.count == 3 ? n[2] : 1)
        case "rotate", "rotateZ":
            return Transform3D(rotationAngle: try operand.angle(), x: 0, y: 0, z: 1)
        case "rotateX":
            return Transform3D(rotationAngle: try operand.angle(), x: 1, y: 0, z: 0)
        case "rotateY":
            return Transform3D(rotationAngle: try operand.angle(), x: 0, y: 1, z: 0)
        case "perspective":
            var t = Transform3D.identity
            t.m34 = -1 / (try operand.positiveNumber())
            return t
        case "matrix":
            return try matrix(operand)
        default:
            let known = ["translate", "scale", "rotate", "rotateX", "rotateY", "rotateZ", "perspective", "matrix"]
            throw operand.error(
                "unknown transform operation \"\(name.truncatedForMessages)\"; expected translate, scale, rotate, rotateX, rotateY, rotateZ, perspective or matrix",
                kind: .unknownName, suggestion: Suggestion.closest(to: name, among: known, maximumDistance: 2))
        }
    }

    private static func vector(_ node: JSONNode, _ expected: String) throws(SceneError) -> [Double] {
        guard case .array(let elements) = node.value.kind, elements.count == 2 || elements.count == 3 else {
            throw node.mismatch(expected)
        }
        return try node.numbers(elements.count, expected)
    }
}

extension JSONNode {
    /// An angle: a number of radians, or a string "90deg" / "1.5rad".
    func angle() throws(SceneError) -> Double {
        if case .string(let s) = value.kind {
            for (suffix, factor) in [("deg", Double.pi / 180), ("rad", 1.0)] where s.hasSuffix(suffix) {
                if let n = Double(s.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)), n.isFinite {
                    return n * factor
                }
            }
            throw error(
                "invalid angle \"\(s.truncatedForMessages)\"; expected radians as a number, or a string like \"90deg\"")
        }
        return try number()
    }
}
