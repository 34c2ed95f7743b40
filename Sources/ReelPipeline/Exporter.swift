import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline

/// Renders a timeline's frames and encodes them, in order, into one output file.
///
/// Frames are rendered by an executor (in parallel on Dispatch, or inline) and reach the encoder
/// in frame order on the calling thread, a bounded number at a time, so memory does not grow with
/// the animation's length. Frames are pure functions of time, so a GIF, whose global palette must
/// see every frame before the first is written, renders the animation twice instead of holding it.
public struct Exporter {
    /// What is exported.
    public let timeline: Timeline
    /// How it is exported: format, frame rate, scale, range, encoder settings, images.
    public let options: ExportOptions
    /// Renders frames; the default uses every core.
    public var executor: any FrameExecutor = makeFrameExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)
    /// Receives messages the user should see (a reduced frame rate, padding), one sentence each.
    public var warn: (String) -> Void = { _ in }
    /// Receives a report after every frame encoded, on the calling thread.
    public var progress: (ExportProgress) -> Void = { _ in }
    /// Bounds on the frames' size and number, checked before anything is rendered or written.
    public var limits = SceneLimits()

    /// An exporter that renders on every core, with the default limits and no one listening.
    /// - Parameters:
    ///   - timeline: What is exported.
    ///   - options: How it is exported.
    public init(timeline: Timeline, options: ExportOptions) {
        self.timeline = timeline
        self.options = options
    }

    /// The frames this export samples, after the GIF frame-rate cap (which ``warn`` hears of) and
    /// any range, checked against ``limits``. Nothing is rendered or written.
    /// - Returns: The frame rate, the animation's frame count and the frames exported.
    /// - Throws: A ``SceneError`` (located in the scene when it has a source map) when the scene
    ///   has no duration and the options give none, or its frames exceed ``limits`` in number or
    ///   size; a ``LimitError`` or an ``ExportError`` when the options' duration makes too many
    ///   frames; an ``ExportError`` when the options' range selects no frame or reaches past the end.
    public func schedule() throws -> FrameSchedule {
        let sourceMap = timeline.scene.sourceMap
        guard let duration = options.duration ?? timeline.duration else {
            throw sourceMap.error(
                at: "",
                "the scene has no \"duration\" and no animation that ends; set \"duration\" in the scene or pass --duration"
            )
        }
        var fps = options.fps ?? timeline.scene.fps
        if options.format == .gif && fps > FrameSchedule.gifMaximumFPS {
            warn(
                "GIF frame delays under 2 centiseconds play as 10 in browsers; exporting at \(Int(FrameSchedule.gifMaximumFPS)) fps instead of \(fps.formatted)"
            )
            fps = FrameSchedule.gifMaximumFPS
        }
        // Where the length comes from: the scene's "duration", its animations (the whole scene),
        // or --duration (no place in the scene).
        let durationPath: String? = options.duration != nil ? nil : timeline.scene.duration != nil ? "duration" : ""
        // A frame count must fit an Int; the frames limit then bounds what is exported, so a
        // range of a long animation is fine.
        let frameCount = (duration * fps).rounded()
        guard frameCount < Double(FrameSchedule.maximumFrameCount) else {
            let message = "\(duration.formatted) s at \(fps.formatted) fps is more frames than can be counted"
            throw durationPath.map { sourceMap.error(at: $0, message) } ?? ExportError(message, kind: .usage)
        }
        let whole = FrameSchedule(duration: duration, fps: fps)
        let schedule = try options.range.map(whole.restricted(to:)) ?? whole
        do throws(LimitError) {
            try limits.checkFrames(Double(schedule.frames.count))
        } catch {
            throw durationPath.map { sourceMap.error(at: $0, error.message, kind: .limit) } ?? error
        }
        let size = frameSize
        do throws(LimitError) {
            try limits.checkCanvas(width: size.width, height: size.height)
        } catch {
            throw sourceMap.error(at: size.width >= size.height ? "width" : "height", error.message, kind: .limit)
        }
        return schedule
    }

    /// The frames' size in pixels: the canvas (as its first snapshot has it) at the export's scale.
    private var frameSize: (width: Int, height: Int) {
        let canvas = timeline.snapshot(at: 0)
        return Renderer.pixelSize(width: canvas.width, height: canvas.height, scale: options.scale)
    }

    /// Writes the export, atomically: on any error the destination is untouched. Frames are
    /// rendered with ``executor`` and reported to ``progress`` as they are encoded.
    /// - Parameter destination: The output file's path, a folder or a pattern such as
    ///   `frame-%04d.png` for a PNG sequence, or `-` for standard output (not for a PNG sequence).
    /// - Returns: The schedule it exported, as ``schedule()`` gives it.
    /// - Throws: What ``schedule()`` throws; an ``ExportError`` when the output cannot be written
    ///   or encoded; an ``ImageSourceError`` when an image or font a frame shows cannot be loaded
    ///   (``ImageSource/loadAssets(of:warn:)`` finds those before an export).
    @discardableResult
    public func export(to destination: String) throws -> FrameSchedule {
        let schedule = try schedule()
        let output = try options.format.makeOutput(destination: destination)
        defer { output.discard() }
        let size = frameSize
        try output.encoding {
            let encoder = try options.format.makeEncoder(
                output: output, width: size.width, height: size.height,
                schedule: schedule, options: options, warn: warn)
            try encode(schedule, into: encoder, destination: destination)
        }
        try output.commit()
        return schedule
    }

    /// Renders every pass of `schedule` into `encoder`, reporting progress as frames go in, and
    /// finishes the file.
    private func encode(_ schedule: FrameSchedule, into encoder: some FrameEncoder, destination: String) throws {
        let timeline = self.timeline
        let scale = options.scale
        let images = options.images
        let frames = schedule.frames
        let start = ProgressReporter.monotonicSeconds()
        let executor = self.executor.bounded(
            frameBytes: encoder.preparedBytes(pixels: frameSize.width * frameSize.height))
        // Frames are drawn into the buffers of frames already converted or written, so a long
        // export does not ask the system for (and the kernel does not clear) a frame's pages each
        // frame, and clears only what the buffer's last frame drew. Buffers are made only when
        // none is spare: never more than were held at once.
        let frameBuffers = FrameBufferPool(capacity: 2 * executor.threadCount)
        encoder.recycleFrames(into: frameBuffers)
        for pass in 0..<encoder.passCount {
            try encoder.beginPass(pass)
            // The encoder's work on one frame runs where the frame was rendered.
            let prepare = encoder.preparation(forPass: pass)
            let releasesFrame = encoder.releasesFrame(afterPreparationIn: pass)
            let finishes = pass == encoder.passCount - 1
            try executor.run(
                frames,
                spareWork: encoder.spareWork(forPass: pass),
                // A frame that presents as the worker's last one is that frame handed out again.
                makeWorker: { (Renderer(scale: scale, images: images), FramePresenter(timeline)) },
                produce: { worker, index in
                    let (renderer, presenter) = worker
                    var frame = try renderer.render(
                        presenter.snapshot(at: schedule.time(ofFrame: index)), reusing: frameBuffers.takeFrame())
                    let prepared = try prepare(&frame, index - frames.lowerBound)
                    if releasesFrame { frameBuffers.recycle(&frame) }
                    return prepared
                },
                consume: { index, frame in
                    let number = index - frames.lowerBound
                    try encoder.encode(frame, index: number, pass: pass)
                    // The file is finished with the last frame, while the render threads are
                    // still there to run the jobs that finishing posts (`SpareWork`).
                    if finishes && index == frames.upperBound - 1 { try encoder.finish() }
                    progress(
                        ExportProgress(
                            output: destination, pass: pass + 1, passCount: encoder.passCount,
                            frame: number + 1, frameCount: frames.count,
                            elapsed: ProgressReporter.monotonicSeconds() - start))
                })
        }
        if frames.isEmpty { try encoder.finish() }
    }
}
