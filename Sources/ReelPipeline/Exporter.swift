import ReelEncode
import ReelRaster
import ReelRender
import ReelTimeline

/// Renders a timeline's frames in order and encodes them into one output file.
///
/// Frames are pure functions of time, so a GIF, whose global palette must see every frame
/// before the first is written, renders the animation twice instead of holding it in memory.
public struct Exporter {
    public let timeline: Timeline
    public let options: ExportOptions
    /// Receives messages the user should see (a reduced frame rate, padding), one sentence each.
    public var warn: (String) -> Void = { _ in }

    /// An exporter of `timeline` with `options`.
    public init(timeline: Timeline, options: ExportOptions) {
        self.timeline = timeline
        self.options = options
    }

    /// The frames this export samples, after the GIF frame-rate cap.
    public func schedule() throws -> FrameSchedule {
        guard let duration = options.duration ?? timeline.duration else {
            throw ExportError("the scene has no \"duration\" and no animation that ends; set \"duration\" in the scene or pass --duration")
        }
        var fps = options.fps ?? timeline.scene.fps
        if options.format == .gif && fps > FrameSchedule.gifMaximumFPS {
            warn("GIF frame delays under 2 centiseconds play as 10 in browsers; exporting at \(Int(FrameSchedule.gifMaximumFPS)) fps instead of \(fps.formattedRate)")
            fps = FrameSchedule.gifMaximumFPS
        }
        return FrameSchedule(duration: duration, fps: fps)
    }

    /// Writes the export to `destination`, atomically: on any error the destination is untouched.
    public func export(to destination: String) throws {
        let schedule = try schedule()
        let output = try AtomicFile(destination: destination)
        defer { output.discard() }
        let renderer = Renderer(scale: options.scale)
        switch options.format {
        case .gif:
            try writeGIF(schedule, renderer: renderer, path: output.temporaryPath)
        case .mp4:
            try writeMP4(schedule, renderer: renderer, path: output.temporaryPath)
        }
        try output.commit()
    }

    private func frame(_ index: Int, of schedule: FrameSchedule, renderer: Renderer) -> Pixmap {
        renderer.render(timeline.snapshot(at: schedule.time(ofFrame: index)))
    }

    private func writeGIF(_ schedule: FrameSchedule, renderer: Renderer, path: String) throws {
        var palette = GIFPaletteBuilder()
        for index in 0..<schedule.frameCount {
            palette.add(frame(index, of: schedule, renderer: renderer))
        }
        let size = renderer.pixelSize(of: timeline.snapshot(at: 0))
        let writer = try GIFWriter(path: path, width: size.width, height: size.height,
                                   palette: palette.build(), loop: options.loop)
        for index in 0..<schedule.frameCount {
            try writer.write(frame(index, of: schedule, renderer: renderer),
                             delayCentiseconds: GIFTiming.delay(ofFrame: index, fps: schedule.fps))
        }
        try writer.finish()
    }

    private func writeMP4(_ schedule: FrameSchedule, renderer: Renderer, path: String) throws {
        let size = renderer.pixelSize(of: timeline.snapshot(at: 0))
        let writer = try VideoWriter(path: path, width: size.width, height: size.height,
                                     fps: schedule.fps, settings: options.video)
        writer.notes.forEach(warn)
        for index in 0..<schedule.frameCount {
            try writer.write(frame(index, of: schedule, renderer: renderer))
        }
        try writer.finish()
    }
}

extension Double {
    /// "30" or "29.97", for messages about frame rates.
    var formattedRate: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
