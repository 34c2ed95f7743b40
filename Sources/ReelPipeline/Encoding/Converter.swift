import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelTimeline

/// Turns a video FFmpeg can read (or an image-sequence pattern such as `frame-%04d.png`) into
/// any output format, through the same encoders as `Exporter`.
///
/// It streams: frames are decoded one at a time and handed straight to the encoder. An encoder
/// that wants two passes (GIF) gets the first pass's frames back from a bounded temporary file
/// (`FrameSpool`), or, past its limit, the input decoded again; never frames kept in memory.
package struct Converter {
    /// The input file or pattern.
    package let input: String
    /// The output format and its settings (`fps`, `duration`, `loop`, `gif`, `video`); `scale`,
    /// `range` and `images` do not apply.
    package let options: ExportOptions
    /// The output width in pixels (height keeps the aspect ratio, rounded to even); nil keeps the input's.
    package var width: Int?
    /// Seconds into the input to start at.
    package var start: Double = 0
    /// Bounds checked before decoding: the input's pictures and the output's frames at most
    /// `canvas` pixels a side (from the headers, so a 35-byte GIF claiming 16000×16000 is refused
    /// at `--limit canvas=4096` before it costs 5.8 GB), at most `frames` frames.
    package var limits = SceneLimits()
    /// Receives messages the user should see.
    package var warn: (String) -> Void = { _ in }
    /// Receives a report after every frame encoded.
    package var progress: (ExportProgress) -> Void = { _ in }
    /// The most bytes of first-pass frames kept on disk for the later passes (tests lower it).
    var spoolLimit = FrameSpool.defaultLimit

    /// A converter of `input` with `options`.
    package init(input: String, options: ExportOptions) {
        self.input = input
        self.options = options
    }

    /// Writes the conversion to `destination`, atomically. Returns the number of frames written.
    @discardableResult
    package func convert(to destination: String) throws -> Int {
        do {
            return try convertWithinLimits(to: destination)
        } catch let error as PictureSizeError {
            throw SceneLimits.exceeded(
                "canvas", "the input '\(input)' has pictures of \(error.width)×\(error.height) pixels",
                limit: limits.canvas)
        }
    }

    private func convertWithinLimits(to destination: String) throws -> Int {
        if let width, width > limits.canvas {
            throw SceneLimits.exceeded(
                "canvas", "--width \(width) asks for frames \(width) pixels wide", limit: limits.canvas)
        }
        var reader = try open(fps: options.fps)
        if options.format == .gif && reader.fps > FrameSchedule.gifMaximumFPS + 1e-9 {
            warn(
                "GIF frame delays under 2 centiseconds play as 10 in browsers; converting at \(Int(FrameSchedule.gifMaximumFPS)) fps instead of \(reader.fps.formatted)"
            )
            reader = try open(fps: FrameSchedule.gifMaximumFPS)
        }
        let fps = reader.fps
        try limits.checkCanvas(width: reader.width, height: reader.height)
        if let count = reader.expectedFrameCount { try limits.checkFrames(Double(count)) }
        let output = try options.format.makeOutput(destination: destination)
        defer { output.discard() }
        let schedule = FrameSchedule(duration: Double(reader.expectedFrameCount ?? 1) / fps, fps: fps)
        let encoder = try output.encoding {
            try options.format.makeEncoder(
                output: output, width: reader.width, height: reader.height,
                schedule: schedule, options: options, warn: warn)
        }
        let started = ProgressReporter.monotonicSeconds()
        var written = 0
        let spool =
            encoder.passCount > 1 ? FrameSpool(width: reader.width, height: reader.height, limit: spoolLimit) : nil
        for pass in 0..<encoder.passCount {
            try encoder.beginPass(pass)
            var count = 0
            let expected = pass > 0 && spool?.isUsable == true ? spool!.frameCount : reader.expectedFrameCount ?? 0
            let handle = { (frame: Pixmap, index: Int) throws in
                // The container's duration is only an estimate: the count is checked as frames come.
                try limits.checkFrames(Double(index + 1))
                try output.encoding { try encoder.prepareAndEncode(frame, index: index, pass: pass) }
                count = index + 1
                progress(
                    ExportProgress(
                        output: destination, pass: pass + 1, passCount: encoder.passCount,
                        frame: count, frameCount: max(expected, count),
                        elapsed: ProgressReporter.monotonicSeconds() - started))
            }
            if pass > 0, let spool, spool.isUsable {
                try spool.read(handle)
            } else {
                if pass > 0 { reader = try open(fps: fps) }
                try reader.read { frame, index in
                    if pass == 0 { spool?.append(frame) }
                    try handle(frame, index)
                }
            }
            guard count > 0 else { throw ExportError("\(input) gave no frames to convert") }
            written = count
        }
        try output.encoding { try encoder.finish() }
        try output.commit()
        return written
    }

    private func open(fps: Double?) throws -> VideoReader {
        try VideoReader(
            path: input, width: width, fps: fps, start: start, duration: options.duration,
            maximumSide: limits.canvas)
    }
}
