import ReelGeometry
import ReelTimeline

/// A layer's deformations in a scene file:
/// `"meshTransform": {"columns": C, "rows": R, "vertices": [...], "backShade": s}`, with
/// (C + 1) × (R + 1) vertices row by row, each `{"from": [u, v], "to": [x, y], "depth": z,
/// "shade": s}`; and `"pageCurl": {"progress": p, "angle": a, "radius": r}`.
extension SceneReader {
    /// The most cells a mesh may have along each side.
    static let meshSideLimit = 256

    static func readDeformation(_ layer: inout Layer, _ object: inout ObjectReader) throws(SceneError) {
        if let v = object.optional("meshTransform") { layer.meshTransform = try meshTransform(v) }
        if let v = object.optional("pageCurl") { layer.pageCurl = try pageCurl(v) }
    }

    private static func meshTransform(_ node: JSONNode) throws(SceneError) -> MeshTransform {
        var object = try node.object()
        let side = 1...Double(meshSideLimit)
        let columns = try object.required("columns", "cells across, 1…\(meshSideLimit)")
            .number(in: side, "a whole number of cells in 1…\(meshSideLimit)")
        let rows = try object.required("rows", "cells down, 1…\(meshSideLimit)")
            .number(in: side, "a whole number of cells in 1…\(meshSideLimit)")
        for (name, value) in [("columns", columns), ("rows", rows)] where value != value.rounded() {
            throw object.optional(name)!.error(
                "expected a whole number of cells in 1…\(meshSideLimit), found \(value.formatted)")
        }
        let verticesNode = try object.required("vertices", "(columns + 1) × (rows + 1) vertices, row by row")
        let elements = try verticesNode.array()
        let expected = (Int(columns) + 1) * (Int(rows) + 1)
        guard elements.count == expected else {
            throw verticesNode.error(
                "\(elements.count) vertices for \(Int(columns)) × \(Int(rows)) cells; expected \(expected), (columns + 1) × (rows + 1), row by row"
            )
        }
        var vertices: [MeshTransform.Vertex] = []
        vertices.reserveCapacity(expected)
        for element in elements {
            var vertex = try element.object()
            let from = try vertex.required("from", "the image point, [u, v] in 0…1").point()
            let fromNode = vertex.optional("from")!
            guard (0...1).contains(from.x), (0...1).contains(from.y) else {
                throw fromNode.error("an image point in the unit square: [u, v], each in 0…1")
            }
            let to = try vertex.required("to", "where it is drawn, [x, y] in the layer's coordinates").point()
            let depth = try vertex.optional("depth")?.number() ?? 0
            let shade = try vertex.optional("shade")?.number(in: -1...1, "a shade in −1…1") ?? 0
            try vertex.rejectUnknownKeys(context: "a mesh vertex")
            vertices.append(MeshTransform.Vertex(from: from, to: to, depth: depth, shade: shade))
        }
        var mesh = MeshTransform(columns: Int(columns), rows: Int(rows), vertices: vertices)!
        if let v = object.optional("backShade") { mesh.backShade = try v.number(in: -1...1, "a shade in −1…1") }
        try object.rejectUnknownKeys(context: "a mesh transform")
        return mesh
    }

    private static func pageCurl(_ node: JSONNode) throws(SceneError) -> PageCurl {
        var object = try node.object()
        var curl = PageCurl()
        if let v = object.optional("progress") { curl.progress = try v.number(in: 0...1, "a progress in 0…1") }
        if let v = object.optional("angle") { curl.angle = try v.angle() }
        if let v = object.optional("radius") {
            curl.radius = try v.number(in: 0...Double.greatestFiniteMagnitude, "a radius ≥ 0 (0: automatic)")
        }
        try object.rejectUnknownKeys(context: "a page curl")
        return curl
    }
}
