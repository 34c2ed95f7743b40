import ReelCoreAnimation
import ReelEncode
import ReelGeometry
import ReelPipeline
import ReelRaster
import ReelRender
import ReelTimeline
import ReelUIKit

/// A virtual clock and a canvas: the Swift API's equivalent of a window and its run loop.
///
/// Code runs against the stage's time (``at(_:_:)``, ``after(_:_:)``, ``wait(_:)``); completion
/// blocks fire at their virtual times; ``scene``, ``timeline``, ``frame(at:scale:)`` and
/// ``export(to:format:fps:duration:range:scale:width:threads:loop:quiet:)`` run the clock to the
/// end and compile what happened into Reel's model, which the renderer evaluates purely.
///
/// A stage and its layers belong to the thread that made them (authoring is synchronous, as
/// UIKit's main thread is); the ``Scene`` and ``Timeline`` it produces are `Sendable`.
public final class Stage {
    /// Canvas size in points.
    public let width: Double, height: Double
    /// Frames per second of the scene, which exports and ``Scene/fps`` use unless told otherwise;
    /// 30 by default.
    public var fps: Double
    /// Seconds to export; nil for "when the clock stops" (the last event or finite animation).
    public var duration: Double?
    /// Canvas colour; nil for transparent. A background colour set on ``rootLayer`` wins.
    public var backgroundColor: CGColor?
    /// The directory relative image names (``UIImage/init(named:)``) are resolved against; the
    /// current directory by default.
    public var imageDirectory: String = FileManager.default.currentDirectoryPath
    /// The root of the layer tree (the window's layer), the size of the canvas.
    public let rootLayer: CALayer
    /// A root view whose layer is ``rootLayer``, for UIKit-style code (the window).
    public let view: UIView
    /// Things the scene asked for that Reel cannot do, one sentence each (also printed on export).
    public var warnings: [String] { clock.warnings }

    /// Pixels per point that ``frame(at:scale:)`` and exports render at unless told otherwise, 1
    /// by default; what `UIScreen.main.scale` returns (as a Retina screen's 2 or 3 on iOS).
    public var scale: Double {
        get { clock.screenScale }
        set { clock.screenScale = newValue }
    }

    /// The current virtual time in seconds (what `CACurrentMediaTime()` returns).
    public var now: Double { clock.now }
    /// The clock the layer tree runs on (layers, transactions and UIKit reach it through `rootLayer`).
    let clock: StageClock

    /// A stage of `width` × `height` points at time 0; it becomes the current stage of this thread
    /// (whose time `CACurrentMediaTime()` returns, and on which completion blocks and dynamic
    /// animators run).
    ///
    /// - Parameters:
    ///   - width: The canvas width in points.
    ///   - height: The canvas height in points.
    ///   - fps: Frames per second of the scene.
    ///   - duration: Seconds the scene lasts; nil to end when the clock stops.
    ///   - backgroundColor: The canvas colour, white by default; nil for transparent.
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

    /// Schedules code at a virtual time, where an app would react to a tap or a timer.
    ///
    /// It runs when the clock reaches the time, after anything already scheduled for then.
    ///
    /// - Parameters:
    ///   - time: Seconds from the start of the scene; a time already past means now (the next
    ///     time the clock runs).
    ///   - body: The code to run.
    public func at(_ time: Double, _ body: @escaping () -> Void) { clock.at(time, body) }

    /// Schedules code some seconds from now, as `DispatchQueue.main.asyncAfter` would.
    ///
    /// - Parameters:
    ///   - delay: Seconds from the current virtual time.
    ///   - body: The code to run.
    public func after(_ delay: Double, _ body: @escaping () -> Void) { clock.after(delay, body) }

    /// Advances the clock, running every event due on the way.
    ///
    /// - Parameter seconds: How far to advance.
    public func wait(_ seconds: Double) { clock.run(until: now + seconds) }

    /// Advances the clock to a time, running every event due up to and including it.
    ///
    /// - Parameter time: Seconds from the start of the scene; a time already past runs what is
    ///   due now and leaves the clock where it is.
    public func run(until time: Double) { clock.run(until: time) }

    /// Runs the clock to the end: to `duration`, or until no event is left (at most 100,000 events).
    public func finish() { clock.finish(duration: duration) }

    /// The scene as Reel's model: runs the clock to the end first.
    ///
    /// It lasts ``duration``, or, without one, until the clock stopped or the last finite
    /// animation ended.
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

    /// The compiled scene, for frames (``Timeline/snapshot(at:)``): runs the clock to the end
    /// first.
    public var timeline: Timeline { Timeline(scene: scene) }

    /// Renders one frame of the scene, running the clock to the end first.
    ///
    /// - Parameters:
    ///   - time: The scene time in seconds.
    ///   - scale: Pixels per point; nil for the stage's ``scale``.
    /// - Returns: The frame, ``width`` × ``height`` points at `scale` pixels per point.
    /// - Throws: ``ImageSourceError`` when an image or font a layer shows cannot be loaded.
    public func frame(at time: Double, scale: Double? = nil) throws(ImageSourceError) -> Pixmap {
        try Renderer(scale: scale ?? self.scale, images: imageSource).render(timeline.snapshot(at: time))
    }

    var imageSource: ImageSource {
        ImageSource(directory: imageDirectory, decode: { path in try ImageDecoder.decode(contentsOf: path) })
    }

    /// Exports the scene to a file, as `reel export` does with the same options; runs the clock to
    /// the end first.
    ///
    /// Every image and font the scene shows is loaded before the first frame. The file is
    /// written atomically: on any error the destination is left untouched. Warnings (the stage's
    /// ``warnings``, a font replaced, a reduced frame rate) go to standard error unless `quiet`.
    ///
    /// - Parameters:
    ///   - path: The output file (a folder for an image sequence).
    ///   - format: The output format; nil to tell it from the path's extension.
    ///   - fps: Frames per second; nil for the stage's ``fps``.
    ///   - duration: Seconds to export; nil for the scene's duration.
    ///   - range: A part of the animation to export, in seconds or frames; nil for all of it.
    ///   - scale: Pixels per point; nil for `pixelWidth`'s scale, or the stage's ``scale``.
    ///   - pixelWidth: The output width in pixels, used when `scale` is nil.
    ///   - threads: How many threads render frames; nil for every core.
    ///   - loop: How many times a GIF plays; forever by default.
    ///   - quiet: Whether to keep the warnings off standard error.
    /// - Returns: The frames exported.
    /// - Throws: ``ExportError`` when the format cannot be told from the path or an image or font
    ///   cannot be loaded; otherwise what ``Exporter/export(to:)`` throws, every error a
    ///   ``DiagnosticError`` whose message names what to change.
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
        options.scale = scale ?? pixelWidth.map { Double($0) / scene.width } ?? self.scale
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
