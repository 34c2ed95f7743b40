import Foundation
import ReelEncode
import ReelPipeline
import ReelRaster
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// An export draws each frame into the buffer of a frame already written, and converts it into
/// planes already encoded, so a long export reuses a few buffers instead of new pages a frame;
/// the files are the same as with any executor.
final class BufferRecyclingTests: XCTestCase {
    /// 40×24, an opaque background under a moving translucent square, 10 frames.
    static let scene = """
        {
          "width": 40, "height": 24, "fps": 10, "duration": 1, "background": "#1c1c1e",
          "layers": [
            { "position": [8, 12], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff950080",
              "animations": [ { "keyPath": "position.x", "fromValue": 8, "toValue": 32, "duration": 1 } ] }
          ]
        }
        """

    /// Runs inline, as `InlineFrameExecutor` does, and notes where each produced frame's
    /// pixels (or luma plane) are stored.
    final class RecordingExecutor: FrameExecutor, @unchecked Sendable {
        var threadCount: Int { 1 }
        var addresses: [UnsafeRawPointer?] = []

        func run<Worker, Output: Sendable>(
            _ indices: Range<Int>,
            makeWorker: @escaping @Sendable () -> Worker,
            produce: @escaping @Sendable (Worker, Int) throws -> Output,
            consume: (Int, Output) throws -> Void
        ) throws {
            let worker = makeWorker()
            for index in indices {
                let output = try produce(worker, index)
                if let frame = output as? Pixmap {
                    addresses.append(frame.bytes.withUnsafeBytes { $0.baseAddress })
                } else if case .planes(let picture) = output as? VideoFrameInput {
                    addresses.append(picture.y.withUnsafeBytes { $0.baseAddress })
                } else {
                    XCTFail("unexpected output \(output)")
                }
                try consume(index, output)
            }
        }
    }

    private func export(_ format: OutputFormat, executor: any FrameExecutor, to path: String) throws -> Data {
        var options = ExportOptions(format: format)
        // Lossless (x264 at qp 0): the decoded pictures are the planes given, whatever x264
        // decides, which on some machines differs between two encoders of one process.
        options.video = VideoSettings(crf: 0)
        var exporter = Exporter(
            timeline: Timeline(scene: try SceneReader.read(json: Array(Self.scene.utf8))),
            options: options)
        exporter.executor = executor
        try exporter.export(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testRawFramesAreDrawnIntoTheBufferOfTheFrameWrittenBefore() throws {
        let dir = try makeTemporaryDirectory()
        let recording = RecordingExecutor()
        let recycled = try export(.rgba, executor: recording, to: dir.file("recycled.rgba"))
        XCTAssertEqual(recording.addresses.count, 10)
        XCTAssertEqual(Set(recording.addresses).count, 1, "every frame reuses the first frame's buffer")
        let parallel = try export(.rgba, executor: DispatchFrameExecutor(threads: 3), to: dir.file("parallel.rgba"))
        XCTAssertEqual(recycled.count, 10 * 40 * 24 * 4)
        XCTAssertEqual(recycled, parallel)
    }

    func testMP4PlanesAreConvertedIntoThePlanesEncodedBefore() throws {
        let dir = try makeTemporaryDirectory()
        let recording = RecordingExecutor()
        let path = dir.file("recycled.mp4")
        _ = try export(.mp4, executor: recording, to: path)
        XCTAssertEqual(recording.addresses.count, 10)
        XCTAssertEqual(Set(recording.addresses).count, 1, "every picture reuses the first picture's planes")
        let parallelPath = dir.file("parallel.mp4")
        _ = try export(.mp4, executor: DispatchFrameExecutor(threads: 3), to: parallelPath)
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 40, height: 24)
        XCTAssertEqual(decoded.count, 10)
        XCTAssertEqual(decoded, try FFmpegCLI.decodeRGBA(parallelPath, width: 40, height: 24))
    }
}
