import Foundation
import Reel

/// What the page shows beside the frame, as JSON: the canvas and timing, the declared parameters,
/// the layer tree with each layer's animations (what `reel info` knows), or the error that keeps
/// the scene from being read.
struct PreviewInfo: Encodable {
    struct Parameter: Encodable {
        var name: String, kind: String, defaultValue: String, summary: String
    }
    struct Bar: Encodable {
        var keyPath: String, kind: String, start: Double, end: Double?
    }
    struct Row: Encodable {
        var label: String, depth: Int, animations: [Bar]
    }
    struct Failure: Encodable {
        var file: String?
        var line: Int, column: Int, path: String, message: String
    }

    var version: Int
    var width: Double = 0, height: Double = 0, fps: Double = 0, duration: Double = 0
    var parameters: [Parameter] = []
    var layers: [Row] = []
    var error: Failure?

    init(version: Int, error: any Error) {
        self.version = version
        if let error = error as? SceneError {
            self.error = Failure(
                file: error.file, line: error.line, column: error.column, path: error.path, message: error.message)
        } else if let error = error as? any DiagnosticError {
            let diagnostic = error.diagnostic
            self.error = Failure(file: nil, line: 0, column: 0, path: "", message: diagnostic.description)
        } else {
            self.error = Failure(file: nil, line: 0, column: 0, path: "", message: String(describing: error))
        }
    }

    init(version: Int, scene: Scene, timeline: Timeline) {
        self.version = version
        (width, height, fps) = (scene.width, scene.height, scene.fps)
        duration = timeline.duration ?? 0
        parameters = scene.parameters.map {
            Parameter(name: $0.name, kind: $0.kind.rawValue, defaultValue: $0.defaultValue, summary: $0.summary)
        }
        let bars = Dictionary(grouping: timeline.animationSummaries, by: \.layer)
        func visit(_ layer: Layer, path: String, depth: Int) {
            let label = layer.name ?? path
            layers.append(
                Row(
                    label: label, depth: depth,
                    animations: (bars[label] ?? []).map {
                        Bar(keyPath: $0.keyPath, kind: $0.kind, start: $0.start, end: $0.end.isFinite ? $0.end : nil)
                    }))
            if let mask = layer.mask { visit(mask, path: path + ".mask", depth: depth + 1) }
            for (i, sublayer) in layer.sublayers.enumerated() {
                visit(sublayer, path: "\(path).sublayers[\(i)]", depth: depth + 1)
            }
        }
        for (i, layer) in scene.layers.enumerated() { visit(layer, path: "layers[\(i)]", depth: 0) }
    }

    func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array((try? encoder.encode(self)) ?? Data("{}".utf8))
    }
}
