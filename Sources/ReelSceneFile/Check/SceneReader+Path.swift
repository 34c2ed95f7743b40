import ReelGeometry
import ReelTimeline

/// Paths in a scene file: SVG path data as a string, or one helper object:
/// `{"rect": rect}`, `{"ellipse": rect}`, `{"roundedRect": rect, "cornerRadius": r}`,
/// `{"arc": {"center": [x, y], "radius": r, "startAngle": a, "endAngle": b, "clockwise": true}}`
/// (UIBezierPath's arc; angles in radians or "90deg"), `{"line": [[x0, y0], [x1, y1]]}`,
/// `{"polygon": [[x, y], …]}` (closed), `{"polyline": [[x, y], …]}` (open), `{"svg": "M…"}`,
/// or `{"paths": [path, …]}` to combine several into one.
extension SceneReader {
    private static let pathHelpers = [
        "rect", "ellipse", "roundedRect", "arc", "line", "polygon", "polyline", "svg", "paths"
    ]

    static func path(_ node: JSONNode) throws(SceneError) -> Path {
        if case .string = node.value.kind { return try svgPath(node) }
        var object = try node.object()
        let given = pathHelpers.filter { key in object.members.contains { $0.key == key } }
        guard given.count == 1, let helper = given.first, let operand = object.optional(helper) else {
            throw node.error("a path needs exactly one of \(pathHelpers.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        let radius = try object.optional("cornerRadius")?.number(in: 0...Double.greatestFiniteMagnitude, "a radius ≥ 0")
        if radius != nil && helper != "roundedRect" { throw node.error("\"cornerRadius\" goes with \"roundedRect\"") }
        try object.rejectUnknownKeys(context: "a path")
        switch helper {
        case "rect": return Path(rect: try operand.rect())
        case "ellipse": return Path(ellipseIn: try operand.rect())
        case "roundedRect": return Path(roundedRect: try operand.rect(), cornerRadius: radius ?? 0)
        case "arc": return try arc(operand)
        case "line": return try points(operand, closed: false, count: 2)
        case "polygon": return try points(operand, closed: true, count: nil)
        case "polyline": return try points(operand, closed: false, count: nil)
        case "svg": return try svgPath(operand)
        default:
            var combined = Path()
            for element in try operand.array() { combined.append(try path(element)) }
            return combined
        }
    }

    private static func arc(_ node: JSONNode) throws(SceneError) -> Path {
        var object = try node.object()
        let center = try object.required("center", "the arc's centre [x, y]").point()
        let radius = try object.required("radius", "the arc's radius").number(
            in: 0...Double.greatestFiniteMagnitude, "a radius ≥ 0")
        let start = try object.required("startAngle", "radians or \"90deg\", from the +x axis").angle()
        let end = try object.required("endAngle", "radians or \"90deg\", from the +x axis").angle()
        let clockwise = try object.optional("clockwise")?.bool() ?? true
        try object.rejectUnknownKeys(context: "an arc")
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        return path
    }

    private static func points(_ node: JSONNode, closed: Bool, count: Int?) throws(SceneError) -> Path {
        let points = try node.array().map { element throws(SceneError) in try element.point() }
        if let count, points.count != count { throw node.error("expected \(count) points, found \(points.count)") }
        guard points.count >= 2 else { throw node.error("expected at least 2 points, found \(points.count)") }
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        if closed { path.closeSubpath() }
        return path
    }

    private static func svgPath(_ node: JSONNode) throws(SceneError) -> Path {
        do {
            return try Path(svgData: try node.string())
        } catch let error as SVGPathError {
            throw node.error(error.description)
        } catch {
            throw error as! SceneError
        }
    }
}
