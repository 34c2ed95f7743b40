import Foundation
import ReelEncode
import ReelPipeline
import ReelRender
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// Determinism and partial exports through `Exporter`: the same bytes for any executor, run to
/// run, and decoded by FFmpeg's own decoders.
final class ExporterTests: XCTestCase {
    /// 48×32, a translucent circle crossing a gradient of rectangles while a square fades: more
    /// colours than a palette holds, anti-aliased edges and partial alpha, 1 s at 20 fps.
    static let scene = """
        {
          "width": 48, "height": 32, "fps": 20, "duration": 1, "background": "#20304a",
          "layers": [
            { "position": [12, 16], "bounds": [0, 0, 24, 32], "backgroundColor": "#e0a030",
              "animations": [ { "keyPath": "backgroundColor", "fromValue": "#e0a030", "toValue": "#30a0e0", "duration": 1 } ] },
            { "type": "shape", "position": [0, 16], "bounds": [0, 0, 20, 20], "opacity": 0.7,
              "path": { "ellipse": [0, 0, 20, 20] }, "fillColor": "#ff3b30", "strokeColor": "#ffffff", "lineWidth": 1.5,
              "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 48, "duration": 1, "timingFunction": "easeInEaseOut" } ] },
            { "position": [36, 10], "bounds": [0, 0, 9, 7], "backgroundColor": "#34c759", "cornerRadius": 2,
              "animations": [ { "keyPath": "opacity", "fromValue": 1, "toValue": 0.1, "duration": 1 } ] }
          ]
        }
        """

    private func timeline() throws -> Timeline {
        Timeline(scene: try SceneReader.read(json: Array(Self.scene.utf8)))
    }

    private func export(
        _ format: OutputFormat, executor: any FrameExecutor, range: FrameRange? = nil,
        in dir: TemporaryDirectory, name: String
    ) throws -> Data {
        var options = ExportOptions(format: format)
        options.range = range
        var exporter = Exporter(timeline: try timeline(), options: options)
        exporter.executor = executor
        let path = dir.file(name)
        try exporter.export(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testGIFIsByteIdenticalForAnyThreadCountAndRunToRun() throws {
        let dir = try makeTemporaryDirectory()
        let inline = try export(.gif, executor: InlineFrameExecutor(), in: dir, name: "1.gif")
        let three = try export(.gif, executor: DispatchFrameExecutor(threads: 3), in: dir, name: "3.gif")
        let again = try export(.gif, executor: DispatchFrameExecutor(threads: 3, window: 3), in: dir, name: "3b.gif")
        XCTAssertEqual(inline, three)
        XCTAssertEqual(three, again)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(dir.file("3.gif"), width: 48, height: 32).count, 20)
    }

    /// 48×32 with no background: a circle of a gradient whose colours change every frame moves
    /// past a grey label that stays, so frames clear what the frame before showed and, the
    /// animation holding more colours than a palette, get palettes of their own at quality 100.
    static let transparentScene = """
        {
          "width": 48, "height": 32, "fps": 20, "duration": 1, "background": null,
          "layers": [
            { "position": [24, 16], "bounds": [0, 0, 20, 6], "backgroundColor": "#8e8e93" },
            { "type": "gradient", "position": [0, 8], "bounds": [0, 0, 14, 14], "cornerRadius": 7,
              "colors": ["#ff3b30", "#5856d6"], "startPoint": [0, 0], "endPoint": [1, 1],
              "animations": [
                { "keyPath": "position.x", "fromValue": 0, "toValue": 48, "duration": 1 },
                { "keyPath": "position.y", "fromValue": 6, "toValue": 26, "duration": 1 },
                { "keyPath": "colors", "fromValue": ["#ff3b30", "#5856d6"], "toValue": ["#34c759", "#ffcc00"],
                  "duration": 1 } ] }
          ]
        }
        """

    func testTransparentGIFWithLocalPalettesIsByteIdenticalForAnyThreadCount() throws {
        let dir = try makeTemporaryDirectory()
        func export(threads: Int, name: String) throws -> Data {
            var options = ExportOptions(format: .gif)
            options.gif = GIFOptions(quality: 100)
            var exporter = Exporter(
                timeline: Timeline(scene: try SceneReader.read(json: Array(Self.transparentScene.utf8))),
                options: options)
            exporter.executor = threads == 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
            try exporter.export(to: dir.file(name))
            return try Data(contentsOf: URL(fileURLWithPath: dir.file(name)))
        }
        let one = try export(threads: 1, name: "1.gif")
        let two = try export(threads: 2, name: "2.gif")
        XCTAssertEqual(one, two)
        // The case this guards: frames with colour tables of their own, clearing to transparent.
        let images = GIFBlocks(Array(one)).images
        XCTAssertGreaterThan(images.filter(\.hasLocalColorTable).count, 0)
        XCTAssertGreaterThan(images.filter { $0.disposal == 2 }.count, 0)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(dir.file("2.gif"), width: 48, height: 32).count, 20)
    }

    func testRawFramesArePNGByteIdenticalForAnyThreadCount() throws {
        let dir = try makeTemporaryDirectory()
        let inline = try export(.rgba, executor: InlineFrameExecutor(), in: dir, name: "1.rgba")
        let four = try export(.rgba, executor: DispatchFrameExecutor(threads: 4), in: dir, name: "4.rgba")
        XCTAssertEqual(inline.count, 20 * 48 * 32 * 4)
        XCTAssertEqual(inline, four)

        // Frames made on worker threads encode to the same PNG files as frames made inline.
        let timeline = try timeline()
        func pngs(_ executor: any FrameExecutor) throws -> [[UInt8]] {
            var files: [[UInt8]] = []
            try executor.run(
                0..<20, makeWorker: { Renderer() },
                produce: { renderer, i in try renderer.render(timeline.snapshot(at: Double(i) / 20)) },
                consume: { _, frame in files.append(try PNGWriter.encode(frame)) })
            return files
        }
        XCTAssertEqual(try pngs(InlineFrameExecutor()), try pngs(DispatchFrameExecutor(threads: 3)))
    }

    func testAFrameRangeExportsExactlyThoseFrames() throws {
        let dir = try makeTemporaryDirectory()
        let all = try export(.rgba, executor: InlineFrameExecutor(), in: dir, name: "all.rgba")
        let part = try export(
            .rgba, executor: DispatchFrameExecutor(threads: 2), range: .frames(from: 5, to: 12),
            in: dir, name: "part.rgba")
        let frameBytes = 48 * 32 * 4
        XCTAssertEqual(part, all.subdata(in: 5 * frameBytes..<12 * frameBytes))
        // 0.25 s to 0.5 s at 20 fps is frames 5 to 9.
        let timed = try export(
            .rgba, executor: InlineFrameExecutor(), range: .time(from: 0.25, to: 0.5),
            in: dir, name: "timed.rgba")
        XCTAssertEqual(timed, all.subdata(in: 5 * frameBytes..<10 * frameBytes))
        _ = try export(
            .gif, executor: DispatchFrameExecutor(threads: 2), range: .frames(from: 5, to: 12), in: dir,
            name: "part.gif")
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(dir.file("part.gif"), width: 48, height: 32).count, 7)
    }

    func testProgressIsReportedForEveryFrameOfEveryPassInOrder() throws {
        var options = ExportOptions(format: .gif)
        options.range = .frames(from: 2, to: 8)
        var exporter = Exporter(timeline: try timeline(), options: options)
        exporter.executor = DispatchFrameExecutor(threads: 2)
        var reports: [ExportProgress] = []
        exporter.progress = { reports.append($0) }
        let dir = try makeTemporaryDirectory()
        try exporter.export(to: dir.file("p.gif"))
        XCTAssertEqual(
            reports.map { "\($0.pass).\($0.frame)" },
            ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6"])
        XCTAssertTrue(reports.allSatisfy { $0.passCount == 2 && $0.frameCount == 6 && $0.output == dir.file("p.gif") })
        XCTAssertTrue(reports.last?.isComplete ?? false)
    }

    func testAFailedExportLeavesTheOldFileAndNoTemporaryFile() throws {
        let dir = try makeTemporaryDirectory()
        let path = try dir.write("out.gif", "old")
        var options = ExportOptions(format: .gif)
        options.range = .frames(from: 0, to: 500)
        var exporter = Exporter(timeline: try timeline(), options: options)
        XCTAssertThrowsError(try exporter.export(to: path)) { XCTAssertEqual(($0 as? ExportError)?.kind, .usage) }

        // Failing in the middle of writing: the temporary file exists, then is gone.
        exporter = Exporter(timeline: try timeline(), options: ExportOptions(format: .gif))
        let folder = dir.path
        exporter.executor = FailingExecutor(base: DispatchFrameExecutor(threads: 2), failingAt: 10) {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            XCTAssertTrue(names.contains { $0.hasPrefix(".out.gif.reel-") }, "writing to a temporary file: \(names)")
        }
        XCTAssertThrowsError(try exporter.export(to: path)) { XCTAssertTrue($0 is FailingExecutor.Stop) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try dir.contents(), ["out.gif"])
    }
}

/// Runs `base`, but throws from the consumer at `index` of the last pass (after `check`).
private struct FailingExecutor: FrameExecutor {
    struct Stop: Error {}
    let base: DispatchFrameExecutor
    let failingAt: Int
    let check: @Sendable () throws -> Void
    private let passes = Counter()

    init(base: DispatchFrameExecutor, failingAt: Int, check: @escaping @Sendable () throws -> Void) {
        self.base = base
        self.failingAt = failingAt
        self.check = check
    }

    var threadCount: Int { base.threadCount }

    func run<Worker, Output: Sendable>(
        _ indices: Range<Int>, makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output, consume: (Int, Output) throws -> Void
    ) throws {
        let pass = passes.next()
        try base.run(indices, makeWorker: makeWorker, produce: produce) { index, output in
            if pass == 1 && index == failingAt {
                try check()
                throw Stop()
            }
            try consume(index, output)
        }
    }

    /// Counts passes; only the consumer thread touches it.
    private final class Counter: @unchecked Sendable {
        private var value = -1
        func next() -> Int {
            value += 1
            return value
        }
    }
}
