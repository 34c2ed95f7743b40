import ReelCoreAnimation
import ReelEncode
import ReelGeometry
import ReelPipeline
import ReelRaster
import ReelRender
import ReelTimeline
import ReelUIKit

/// A virtual clock and a canvas: the Swift API's equivalent of a window and its run loop.
/// Code runs against the stage's time (`at(_:_:)`, `wait(_:)`); completion blocks fire at their
/// virtual times; `scene`, `timeline` and `export(to:)` run the clock to the end and compile what
/// happened into Reel's model, which the renderer evaluates purely.
///
/// A stage and its layers belong to the thread that made them (authoring is synchronous, as
/// UIKit's main thread is); the `Scene` and `Timeline` it produces are `Sendable`.
public final class Stage {
    /// Canvas size in points.
    public let width: Double, height: Double
    public var fps: Double
    /// Seconds to export; nil for "when the clock stops" (the last event or finite animation).
    public var duration: Double?
    /// Canvas colour; nil for transparent.
    public var backgroundColor: CGColor?
    /// The directory relative image names (`UIImage(named:)`) are resolved against.
    public var imageDirectory: String = FileManager.default.currentDirectoryPath
    /// The root of the layer tree (the window's layer), the size of the canvas.
    public let rootLayer: CALayer
    /// A root view whose layer is `rootLayer`, for UIKit-style code.
    public let view: UIView
    /// Things the scene asked for that Reel cannot do, one sentence each (also printed on export).
    public var warnings: [String] { clock.warnings }

    /// The current virtual time in seconds.
    public var now: Double { clock.now }
    /// The clock the layer tree runs on (layers, transactions and UIKit reach it through `rootLayer`).
    let clock: StageClock

    /// A stage of `width` × `height` points; it becomes the current stage of this thread.
    public init(
        width: Double, height: Double, fps: Double = 30, duration: Double? = nil,
        backgroundColor: CGColor? = .white
    ) {
        (self.width, self.height, self.fps, self.duration, self.backgroundColor) = (
            width, height, fps, duration, backgroundColor
        )
        view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        rootLayer = view.layer
        clock = StageClock(rootLayer: rootLayer)
    }

    /// Runs `body` at virtual time `time` (now if that has passed), after anything already due then.
    public func at(_ time: Double, _ body: @escaping () -> Void) { clock.at(time, body) }

    /// Runs `body` `delay` seconds from now.
    public func after(_ delay: Double, _ body: @escaping () -> Void) { clock.after(delay, body) }

    /// Advances the clock by `seconds`, running every event due on the way.
    public func wait(_ seconds: Double) { clock.run(until: now + seconds) }

    /// Advances the clock to `time`, running every event due up to and including it.
    public func run(until time: Double) { clock.run(until: time) }

    /// Runs the clock to the end: to `duration`, or until no event is left (at most 100,000 events).
    public func finish() { clock.finish(duration: duration) }

    /// The scene as Reel's model: runs the clock to the end first.
    public var scene: Scene {
        finish()
        var scene = Scene(
            width: width, height: height, fps: fps, duration: nil,
            background: rootLayer.backgroundColor ?? backgroundColor,
            layers: rootLayer.exportChildren())
        scene.duration = duration ?? max(now, Timeline(scene: scene).duration ?? 0)
        if scene.duration == 0 { scene.duration = nil }
        return scene
    }

    /// The compiled scene, for frames (`timeline.snapshot(at:)`).
    public var timeline: Timeline { Timeline(scene: scene) }

    /// Renders the frame at `time` (points × `scale` pixels).
    /// - Throws: `ImageSourceError` when an image or font a layer shows cannot be loaded.
    public func frame(at time: Double, scale: Double = 1) throws(ImageSourceError) -> Pixmap {
        try Renderer(scale: scale, images: imageSource).render(timeline.snapshot(at: time))
    }

    var imageSource: ImageSource {
        ImageSource(directory: imageDirectory, decode: { path in try ImageDecoder.decode(contentsOf: path) })
    }

    /// Exports the scene, as `reel export` does with the same options: the format from the
    /// extension unless given, the scene's fps and duration unless overridden, a frame or time
    /// range, a scale (or an output width in pixels), the thread count.
    @discardableResult
    public func export(
        to path: String, format: OutputFormat? = nil, fps: Double? = nil, duration: Double? = nil,
        range: FrameRange? = nil, scale: Double? = nil, width pixelWidth: Int? = nil,
        threads: Int? = nil, loop: GIFLoop = .forever, quiet: Bool = false
    ) throws -> FrameSchedule {
        guard let format = format ?? OutputFormat(path: path) else {
            throw ExportError(
                "cannot tell the format of \"\(path)\" from its extension; pass format: (\(OutputFormat.supportedList))"
            )
        }
        let scene = self.scene
        var options = ExportOptions(format: format)
        options.fps = fps
        options.duration = duration
        options.range = range
        options.loop = loop
        options.scale = scale ?? pixelWidth.map { Double($0) / scene.width } ?? 1
        options.images = imageSource
        let printer: (String) -> Void = { message in
            if !quiet { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
        }
        do {
            try imageSource.loadAssets(of: scene) { location, message in printer("\(location): \(message)") }
        } catch {
            throw ExportError("\(error)")
        }
        var exporter = Exporter(timeline: Timeline(scene: scene), options: options)
        if let threads { exporter.executor = makeFrameExecutor(threads: threads) }
        for warning in warnings { printer(warning) }
        exporter.warn = printer
        return try exporter.export(to: path)
    }
}
