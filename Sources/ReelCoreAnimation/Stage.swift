import ReelEncode
import ReelGeometry
import ReelPipeline
import ReelRaster
import ReelRender
import ReelTimeline

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
    public private(set) var warnings: [String] = []

    /// The current virtual time in seconds.
    public private(set) var now: Double = 0
    /// Counts the instants the clock has run code in: 0 is the setup before the clock starts, each
    /// event is a new one. Changes in the instant a layer joined the stage are its initial state.
    private(set) var instant = 0
    private var events: [(time: Double, order: Int, body: () -> Void)] = []
    private var eventCounter = 0
    var clockListeners: [(Double) -> Void] = []

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
        rootLayer.stageRef = self
        rootLayer.attachInstant = 0
        AuthoringContext.current.stage = self
    }

    /// Runs `body` at virtual time `time` (now if that has passed), after anything already due then.
    public func at(_ time: Double, _ body: @escaping () -> Void) {
        eventCounter += 1
        events.append((max(time, now), eventCounter, body))
    }

    /// Runs `body` `delay` seconds from now.
    public func after(_ delay: Double, _ body: @escaping () -> Void) { at(now + delay, body) }

    /// Advances the clock by `seconds`, running every event due on the way.
    public func wait(_ seconds: Double) { run(until: now + seconds) }

    /// Advances the clock to `time`, running every event due up to and including it.
    public func run(until time: Double) {
        AuthoringContext.current.stage = self
        CATransaction.endImplicitTransaction()
        while let next = nextEvent(until: time) {
            advanceClock(to: next.time)
            instant += 1
            next.body()
            CATransaction.endImplicitTransaction()
        }
        advanceClock(to: max(now, time))
    }

    private func nextEvent(until time: Double) -> (time: Double, order: Int, body: () -> Void)? {
        guard
            let index = events.indices.min(by: {
                (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
            }),
            events[index].time <= time
        else { return nil }
        return events.remove(at: index)
    }

    private func advanceClock(to time: Double) {
        guard time > now else { return }
        for listener in clockListeners { listener(time) }
        now = time
    }

    /// Notes something Reel cannot express.
    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Runs the clock to the end: to `duration`, or until no event is left (at most 100,000 events).
    public func finish() {
        if let duration {
            run(until: duration)
            return
        }
        var budget = 100_000
        while !events.isEmpty && budget > 0 {
            let next = events.map(\.time).min()!
            run(until: next)
            budget -= 1
        }
        if budget == 0 { warn("the stage's events kept scheduling more; set the stage's duration to stop them") }
    }

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
