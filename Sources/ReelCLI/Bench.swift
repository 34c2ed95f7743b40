import ArgumentParser
import Dispatch
import Foundation
import Reel
import ReelRaster
import ReelRender
import Synchronization

/// `reel bench SCENE`: renders frames without encoding and prints the render time per frame.
struct Bench: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time the rendering of a scene's frames (no encoding).",
        discussion: """
            Renders the frames an export would render (or --frames of them, cycling through the \
            animation), each into a buffer handed back by a frame before it as in an export, and prints timings; the last line is `render: X ms/frame`: the median frame time \
            with one thread, wall time divided by frames with more.
            """
    )

    @Argument(help: "The scene: a JSON or YAML file, a preset's name (see reel presets), or - for standard input.")
    var scene: String

    @Option(help: "Frames to render (default: the export's frame count).")
    var frames: Int?

    @Option(help: "Threads rendering frames concurrently (default 1).")
    var threads: Int = 1

    @Option(help: "Frames per second (default: the scene's).")
    var fps: Double?

    @Option(help: "Seconds of the animation to sample (default: the scene's duration).")
    var duration: Double?

    @Flag(
        help: """
            Draw every frame in full, even one whose layers are the same as the frame before (by \
            default, as in an export, a still scene's frame is drawn once and handed out again, and \
            still strokes and groups are kept from frame to frame): times the drawing.
            """)
    var redraw = false

    @OptionGroup var size: SizeOptions

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        try OptionChecks.threads(threads)
        try OptionChecks.fps(fps)
        try OptionChecks.duration(duration)
    }

    func run() throws {
        try CLIErrors.handle {
            let (scene, images, scale) = try SceneLoader.loadForRendering(
                self.scene, parameters: parameters,
                safety: safety, size: size)
            let timeline = Timeline(scene: scene)
            // A still scene has no length: time frames of it at t = 0.
            let schedule = FrameSchedule(
                duration: duration ?? timeline.duration ?? 1 / (fps ?? scene.fps),
                fps: fps ?? scene.fps)
            let count = frames ?? schedule.frameCount
            let times = (0..<count).map { schedule.time(ofFrame: $0 % schedule.frameCount) }
            let size = Renderer(scale: scale).pixelSize(of: timeline.snapshot(at: 0))
            print(
                "bench: \(self.scene), \(size.width)×\(size.height), \(count) frames, \(threads) thread\(threads == 1 ? "" : "s")"
            )
            let perFrame: Double
            // As in an export, each frame is drawn into the buffer of one already done, which
            // it clears where that frame drew.
            let frameBuffers = FrameBufferPool(capacity: 2 * threads)
            if threads == 1 {
                let renderer = Renderer(scale: scale, images: images)
                renderer.redrawsRepeatedFrames = redraw
                renderer.keepsStillWork = !redraw
                var warmUp = try renderer.render(timeline.snapshot(at: times[0]))  // scratch memory
                frameBuffers.recycle(&warmUp)
                let presenter = FramePresenter(timeline)
                var durations: [Double] = []
                for t in times {
                    let start = DispatchTime.now().uptimeNanoseconds
                    var frame = try renderer.render(presenter.snapshot(at: t), reusing: frameBuffers.takeFrame())
                    durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    frameBuffers.recycle(&frame)
                }
                durations.sort()
                print(
                    String(
                        format: "min %.2f ms, mean %.2f ms, max %.2f ms", durations[0],
                        durations.reduce(0, +) / Double(count), durations[count - 1]))
                perFrame = durations[count / 2]
            } else {
                let workers = threads
                let start = DispatchTime.now().uptimeNanoseconds
                let failure = Mutex<ImageSourceError?>(nil)
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    let renderer = Renderer(scale: scale, images: images)
                    renderer.redrawsRepeatedFrames = redraw
                    renderer.keepsStillWork = !redraw
                    let presenter = FramePresenter(timeline)
                    do throws(ImageSourceError) {
                        for index in Swift.stride(from: worker, to: count, by: workers) {
                            var frame = try renderer.render(
                                presenter.snapshot(at: times[index]), reusing: frameBuffers.takeFrame())
                            frameBuffers.recycle(&frame)
                        }
                    } catch {
                        failure.withLock { $0 = $0 ?? error }
                    }
                }
                if let error = failure.withLock({ $0 }) { throw error }
                perFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(count)
            }
            print(String(format: "render: %.2f ms/frame", perFrame))
        }
    }
}
