// Fuzz target for the scene reader (JSON and YAML): any input must give a scene or a SceneError,
// never a crash, a hang or unbounded memory. The first byte picks the syntax.
//
// Built for libFuzzer by scripts/fuzz (-sanitize=fuzzer,address -DFUZZING). In a normal build it
// is a corpus runner: `ReelSceneFuzzer FILE…` feeds each file to the same entry point, which is
// how the test suite replays the crashes the fuzzer found (Fuzz/corpus/scene).
import Foundation
import FuzzSupport
import ReelSceneFile
import ReelTimeline

@main
enum SceneFuzzer: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        if selector % 2 == 0 {
            let scene = try? SceneReader.read(json: body)
            if let scene { _ = Timeline(scene: scene).snapshot(at: 0.5) }
        } else if let text = String(validating: body, as: UTF8.self) {
            let scene = try? SceneReader.read(yaml: text)
            if let scene { _ = Timeline(scene: scene).snapshot(at: 0.5) }
        }
    }
}
