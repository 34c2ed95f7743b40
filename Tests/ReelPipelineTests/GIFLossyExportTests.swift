import Foundation
import ReelEncode
import ReelPipeline
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// The lossy GIF mode through `Exporter`: the same bytes whatever the thread count, since the
/// lossy stream depends on what earlier frames showed and is written in frame order.
final class GIFLossyExportTests: XCTestCase {
    private func export(_ gif: GIFOptions, threads: Int, to path: String) throws -> Data {
        var options = ExportOptions(format: .gif)
        options.gif = gif
        var exporter = Exporter(
            timeline: Timeline(scene: try SceneReader.read(json: Array(ExporterTests.transparentScene.utf8))),
            options: options)
        exporter.executor = threads == 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
        try exporter.export(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testLossyGIFIsByteIdenticalForAnyThreadCount() throws {
        let dir = try makeTemporaryDirectory()
        // The lossless image each lossy frame is measured against is compressed on whichever
        // thread takes it: a small bound, where it often wins, and the one quality 60 sets.
        let small = GIFOptions(lossy: 20)
        XCTAssertEqual(
            try export(small, threads: 1, to: dir.file("small-1.gif")),
            try export(small, threads: 2, to: dir.file("small-2.gif")))
        let lossy = GIFOptions(quality: 60)
        let one = try export(lossy, threads: 1, to: dir.file("1.gif"))
        let two = try export(lossy, threads: 2, to: dir.file("2.gif"))
        let three = try export(lossy, threads: 3, to: dir.file("3.gif"))
        XCTAssertEqual(one, two)
        XCTAssertEqual(one, three)
        // The lossy stream is in use: smaller than the same quality without it, and it decodes.
        let lossless = try export(GIFOptions(quality: 60, lossy: 0), threads: 2, to: dir.file("lossless.gif"))
        XCTAssertLessThan(one.count, lossless.count)
        // Its 20 frames, with the clearing images the lossless export splits frames into too
        // (each an extra decoded frame).
        let decoded = try FFmpegCLI.decodeRGBA(dir.file("2.gif"), width: 48, height: 32).count
        XCTAssertGreaterThanOrEqual(decoded, 20)
        XCTAssertEqual(decoded, try FFmpegCLI.decodeRGBA(dir.file("lossless.gif"), width: 48, height: 32).count)
    }
}
