// reel-raster-bench: Reel's side of scripts/bench-raster. Times the rasterizer alone (no scene
// model, no encoder) on the scenes that the script generates, as the peers draw them: single
// thread, the frame cleared to transparent every frame, median of the timed frames after one
// warm-up frame. Prints one JSON object of milliseconds per frame.
import Foundation
import ReelGeometry
import ReelRaster

struct BenchScene: Decodable {
    struct Shape: Decodable {
        var rgba: [Int]
        var points: [Double]?
    }
    var width: Int
    var height: Int
    var lineWidth: Double
    var fill: [Shape]
    var stroke: [Shape]
    var composite: [Shape]
}

func color(_ rgba: [Int]) -> Color {
    Color(
        red: Double(rgba[0]) / 255, green: Double(rgba[1]) / 255, blue: Double(rgba[2]) / 255,
        alpha: Double(rgba[3]) / 255)
}

/// The shape's cubic Béziers: a start point, then (control 1, control 2, end) triples.
func path(_ points: [Double], closed: Bool) -> Path {
    var p = Path()
    p.move(to: Point(x: points[0], y: points[1]))
    for i in stride(from: 2, to: points.count, by: 6) {
        p.addCurve(
            to: Point(x: points[i + 4], y: points[i + 5]),
            control1: Point(x: points[i], y: points[i + 1]), control2: Point(x: points[i + 2], y: points[i + 3]))
    }
    if closed { p.closeSubpath() }
    return p
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

var arguments = Array(CommandLine.arguments.dropFirst())
var frames = 15
var alphaPath: String?
var framePrefix: String?
var only: Set<String> = []
var scenePath: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--frames": frames = Int(arguments.removeFirst()) ?? frames
    case "--dump-alpha": alphaPath = arguments.removeFirst()
    case "--dump-frames": framePrefix = arguments.removeFirst()
    case "--only": only.insert(arguments.removeFirst())
    default: scenePath = argument
    }
}
guard let scenePath else {
    FileHandle.standardError.write(
        Data(
            "usage: ReelRasterBench SCENE.json [--frames N] [--only fill|stroke|composite] [--dump-alpha FILE] [--dump-frames PREFIX]\n"
                .utf8))
    exit(64)
}
let scene = try JSONDecoder().decode(BenchScene.self, from: Data(contentsOf: URL(fileURLWithPath: scenePath)))
let rasterizer = Rasterizer()
var pixmap = Pixmap(width: scene.width, height: scene.height)
let fills = scene.fill.map { (path($0.points!, closed: true), Paint.solid(color($0.rgba))) }
let strokes = scene.stroke.map { (path($0.points!, closed: false), color($0.rgba)) }
let rects = scene.composite.map { Paint.solid(color($0.rgba)) }
let frame = Path(rect: Rect(x: 0, y: 0, width: Double(scene.width), height: Double(scene.height)))
let strokeStyle = StrokeStyle(lineWidth: scene.lineWidth, lineCap: .round, lineJoin: .round)

let draws: [(String, () -> Void)] = [
    (
        "fill",
        {
            for (p, paint) in fills { rasterizer.fill(p, paint: paint, into: &pixmap) }
        }
    ),
    (
        "stroke",
        {
            // As the renderer strokes: flatten, then outline and fill non-zero (Rasterizer.stroke).
            for (p, color) in strokes {
                rasterizer.stroke(
                    p.flattenedForStroking(tolerance: Path.strokeTolerance), style: strokeStyle, color: color,
                    into: &pixmap)
            }
        }
    ),
    (
        "composite",
        {
            for paint in rects { rasterizer.fill(frame, paint: paint, into: &pixmap) }
        }
    )
]

var results: [String] = []
for (name, draw) in draws where only.isEmpty || only.contains(name) {
    let once = {
        pixmap.fill(with: .clear)
        draw()
    }
    once()
    if name == "fill", let alphaPath {
        let alpha = Data(stride(from: 3, to: pixmap.bytes.count, by: 4).map { pixmap.bytes[$0] })
        try alpha.write(to: URL(fileURLWithPath: alphaPath))
    }
    if let framePrefix {  // raw premultiplied RGBA, to compare two builds' pixels byte for byte
        try Data(pixmap.bytes).write(to: URL(fileURLWithPath: "\(framePrefix)-\(name).rgba"))
    }
    let times = (0..<frames).map { _ in milliseconds(once) }.sorted()
    results.append("\"reel.\(name)\": \(String(format: "%.3f", times[times.count / 2]))")
}
print("{" + results.joined(separator: ", ") + "}")
