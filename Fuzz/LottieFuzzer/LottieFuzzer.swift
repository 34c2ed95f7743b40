// Fuzz target for the Lottie reader: any input — Lottie JSON or a .lottie archive (a zip, read by
// Reel's own zip reader and inflater) — must give a scene or a SceneError, never a crash, a hang
// or unbounded memory.
//
// Built for libFuzzer by scripts/fuzz (-sanitize=fuzzer,address -DFUZZING). In a normal build it
// is a corpus runner: `ReelLottieFuzzer FILE…` feeds each file to the same entry point, which is
// how the test suite replays the crashes the fuzzer found (Fuzz/corpus/lottie).
import Foundation
import FuzzSupport
import ReelLottie
import ReelSceneFile
import ReelTimeline

@main
enum LottieFuzzer: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        var data = Data(bytes)
        var archive: LottieArchive?
        if LottieArchive.isArchive(data) {
            guard let opened = try? LottieArchive(data, file: "fuzz.lottie", limit: 1 << 22),
                let animation = try? opened.animation(nil)
            else { return }
            (archive, data) = (opened, animation.data)
        }
        guard let syntax = try? SceneSyntax.parse(json: [UInt8](data)) else { return }
        let imported = try? LottieReader.read(
            parsed: syntax, file: "fuzz.json", limits: SceneLimits(), archive: archive)
        if let imported { _ = Timeline(scene: imported.scene).snapshot(at: 0.5) }
    }
}
