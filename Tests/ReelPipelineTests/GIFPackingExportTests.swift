import Foundation
import ReelEncode
import ReelPipeline
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// Exported GIFs, however their frames are packed and on however many threads they are
/// compressed, show every source frame at its time: each frame FFmpeg decodes is compared, at
/// the start time of every source frame it stands for, with the raw frames of the same export.
final class GIFPackingExportTests: XCTestCase {
    /// 64×40, flat colours at whole pixels (so the palette holds them all exactly): a square
    /// moving a pixel a frame for 0.5 s above a static label, a bar flashing on for one frame in
    /// four, over `background` (null: transparent). 1 s at 20 fps: once the square stops, frames
    /// between flashes repeat and are merged.
    private func scene(background: String) -> String {
        """
        {
          "width": 64, "height": 40, "fps": 20, "duration": 1, "background": \(background),
          "layers": [
            { "position": [32, 34], "bounds": [0, 0, 40, 4], "backgroundColor": "#8e8e93" },
            { "position": [10, 20], "bounds": [0, 0, 6, 6], "backgroundColor": "#007aff",
              "animations": [ { "keyPath": "position.x", "fromValue": 10, "toValue": 20, "duration": 0.5 } ] },
            { "position": [32, 8], "bounds": [0, 0, 50, 8], "backgroundColor": "#ff3b30", "opacity": 0,
              "animations": [ { "type": "keyframe", "keyPath": "opacity", "values": [1, 0], "keyTimes": [0, 0.25, 1],
                                "calculationMode": "discrete", "duration": 0.2, "repeatCount": 5 } ] }
          ]
        }
        """
    }

    private func export(_ json: String, format: OutputFormat, threads: Int, to path: String) throws {
        var exporter = Exporter(
            timeline: Timeline(scene: try SceneReader.read(json: Array(json.utf8))),
            options: ExportOptions(format: format))
        exporter.executor = threads == 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
        try exporter.export(to: path)
    }

    private func checkDecodedFrames(background: String, transparent: Bool) throws {
        let dir = try makeTemporaryDirectory()
        let json = scene(background: background)
        try export(json, format: .gif, threads: 1, to: dir.file("1.gif"))
        try export(json, format: .gif, threads: 2, to: dir.file("2.gif"))
        try export(json, format: .rgba, threads: 1, to: dir.file("source.rgba"))
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: dir.file("1.gif"))),
            try Data(contentsOf: URL(fileURLWithPath: dir.file("2.gif"))))

        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.file("source.rgba"))))
        let size = 64 * 40 * 4
        XCTAssertEqual(raw.count, 20 * size)
        let decoded = try FFmpegCLI.decodeRGBA(dir.file("2.gif"), width: 64, height: 40)
        let shown = try FFmpegCLI.probe(dir.file("2.gif"), ["-select_streams", "v:0", "-show_frames"])["frames"]
        let starts = (shown as? [[String: Any]] ?? []).compactMap { $0["pts"] as? Int }
        XCTAssertEqual(starts.count, decoded.count)
        XCTAssertLessThan(decoded.count, 20, "identical frames are merged")
        for i in 0..<20 {
            // Frame i starts at i / 20 s, 5 cs a frame; the decoded frame on screen then is the
            // last one started.
            guard let shownIndex = starts.lastIndex(where: { $0 <= i * 5 }) else {
                XCTFail("nothing shown at frame \(i)")
                continue
            }
            let source = Array(raw[i * size..<(i + 1) * size])
            let got = decoded[shownIndex]
            for p in 0..<(64 * 40) {
                let want = Array(source[p * 4..<p * 4 + 4])
                let have = Array(got[p * 4..<p * 4 + 4])
                if transparent && want[3] == 0 {
                    XCTAssertEqual(have[3], 0, "frame \(i) pixel \(p) must be transparent")
                } else if want != have {
                    XCTFail("frame \(i) pixel \(p): \(have), wanted \(want)")
                    return
                }
            }
        }
    }

    func testOpaqueSceneShowsEverySourceFrameAtItsTime() throws {
        try checkDecodedFrames(background: "\"#ffffff\"", transparent: false)
    }

    func testTransparentSceneShowsEverySourceFrameAtItsTime() throws {
        try checkDecodedFrames(background: "null", transparent: true)
    }
}
