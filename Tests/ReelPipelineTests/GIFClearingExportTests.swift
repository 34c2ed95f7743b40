import Foundation
import ReelEncode
import ReelPipeline
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// A transparent GIF whose frames split into an image and a clearing image (see
/// `GIFClearingTests`) through `Exporter`: the same bytes whatever the thread count.
final class GIFClearingExportTests: XCTestCase {
    /// 64×40 at 25 fps (4 cs a frame, long enough to split), transparent: a static grey label
    /// at the right and a square sliding along the bottom after a still start.
    static let scene = """
        {
          "width": 64, "height": 40, "fps": 25, "duration": 1, "background": null,
          "layers": [
            { "position": [54, 8], "bounds": [0, 0, 16, 10], "backgroundColor": "#8e8e93" },
            { "position": [6, 30], "bounds": [0, 0, 8, 8], "backgroundColor": "#007aff",
              "animations": [ { "keyPath": "position.x", "fromValue": 6, "toValue": 40, "beginTime": 0.2,
                                "duration": 0.8 } ] }
          ]
        }
        """

    private func export(threads: Int, to path: String) throws -> Data {
        var exporter = Exporter(
            timeline: Timeline(scene: try SceneReader.read(json: Array(Self.scene.utf8))),
            options: ExportOptions(format: .gif))
        exporter.executor = threads == 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
        try exporter.export(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testSplitFramesAreByteIdenticalForAnyThreadCount() throws {
        let dir = try makeTemporaryDirectory()
        let one = try export(threads: 1, to: dir.file("1.gif"))
        XCTAssertEqual(one, try export(threads: 2, to: dir.file("2.gif")))
        XCTAssertEqual(one, try export(threads: 3, to: dir.file("3.gif")))
        // Split frames decode as extra frames: the still start (frames 0 to 5, 24 cs) is one
        // image, so 20 images without a split; it is split into one and a clearing one.
        let decoded = try FFmpegCLI.decodeRGBA(dir.file("2.gif"), width: 64, height: 40)
        XCTAssertGreaterThan(decoded.count, 25 - 5)
        XCTAssertEqual(decoded.first?[((8 * 64) + 50) * 4 + 3], 255, "the label is drawn")
    }
}
