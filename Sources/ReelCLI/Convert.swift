import ArgumentParser
import Foundation
import Reel

/// `reel convert INPUT -o OUTPUT`: a video (or an image sequence) to a GIF or any other format.
struct Convert: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a video or an image sequence to a GIF (or any output format).",
        discussion: """
            INPUT is anything FFmpeg reads: a video file (MP4, MOV, WebM, MKV, GIF, …) or an image \
            sequence pattern such as frames/frame-%04d.png. The output's format comes from its \
            extension (\(OutputFormat.supportedList)) unless --format is given; it goes through the \
            same encoders as reel export. Frames are decoded one at a time, so a long video does not \
            fill memory; a GIF takes two passes (palette, then frames), the second reading the \
            first's frames back from a temporary file (up to 2 GiB, less on tmpfs, and never the last \
            256 MiB of free space; past that it decodes the input again). The input's pictures and \
            the output's frames must be at most 16384 pixels a side and 100,000 frames, checked from \
            the input's header before decoding (--limit canvas=N, --limit frames=N); a frame costs 4 \
            bytes a pixel several times over while it is converted (16384² is 1 GiB each).

            \(CLIErrors.summary)
            """
    )

    @Argument(help: "The video file or image-sequence pattern.")
    var input: String

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "The output format: \(OutputFormat.supportedList). Default: from the output's extension.")
    var format: String?

    @Option(help: "Frames per second (default: the input's; GIFs are capped at 50).")
    var fps: Double?

    @Option(help: "Output width in pixels; the height follows the aspect ratio (rounded to even).")
    var width: Int?

    @Option(help: "Seconds into the input to start at (default 0).")
    var start: Double?

    @Option(help: "Seconds to convert (default: to the end).")
    var duration: Double?

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var pipeline: PipelineOptions

    /// canvas and frames apply: the input's picture size, the output's, and the frame count.
    @OptionGroup var limits: LimitOptions

    func validate() throws {
        try OptionChecks.fps(fps)
        // Above the canvas limit is checked by the converter (exit 65, like every limit).
        if let width, width < 1 { throw ValidationError("--width must be at least 1 pixel") }
        if let start, !(start >= 0 && start <= OptionChecks.maximumSeconds) {
            throw ValidationError("--start must be a number of seconds from 0 to 1e9")
        }
        try OptionChecks.duration(duration)
        var options = ExportOptions(format: try outputFormat())
        try encoder.apply(to: &options)
    }

    private func outputFormat() throws -> OutputFormat {
        if let format {
            guard let chosen = OutputFormat(rawValue: format.lowercased()) else {
                throw ValidationError("unknown format '\(format)'; supported: \(OutputFormat.supportedList)")
            }
            return chosen
        }
        guard let chosen = OutputFormat(path: output) else {
            throw ValidationError(
                "cannot tell the format of '\(output)' from its extension; pass --format (supported: \(OutputFormat.supportedList))"
            )
        }
        return chosen
    }

    func run() throws {
        var options = ExportOptions(format: try outputFormat())
        options.fps = fps
        options.duration = duration
        try encoder.apply(to: &options)
        let reporter = pipeline.makeReporter()
        TemporaryFiles.shared.removeOnInterrupt()
        var converter = Converter(input: input, options: options)
        converter.width = width
        converter.start = start ?? 0
        converter.limits = try limits.limits()
        let quiet = pipeline.quiet
        converter.warn = { message in if !quiet { CLIErrors.printWarning(message) } }
        converter.progress = reporter.report
        let started = ProgressReporter.monotonicSeconds()
        let code = CLIErrors.attempt {
            do {
                try InputProtection.check(
                    destination: output, isSequence: options.format.isSequence,
                    inputs: [InputProtection.Input("the input", input)])
                let frames = try converter.convert(to: output)
                reporter.finish(output: output, frames: frames, elapsed: ProgressReporter.monotonicSeconds() - started)
            } catch {
                reporter.fail(output: output, message: CLIErrors.message(for: error))
                throw error
            }
        }
        if let code { throw ExitCode(code) }
    }
}
