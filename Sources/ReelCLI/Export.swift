import ArgumentParser
import Foundation
import Reel

/// `reel export SCENE… -o OUTPUT`: an animation, or part of it, to a file; several scenes to a folder.
struct Export: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export scenes' animations to GIF, MP4, WebM, MOV, WebP or APNG files.",
        discussion: """
            The format comes from the output's extension (\(OutputFormat.supportedList)) unless \
            --format is given (hevc: HEVC in an .mp4; .png means APNG). --format png-sequence writes one \
            PNG per frame into a folder (-o frames/ gives frames/frame-0000.png, …); an output pattern \
            such as -o out/frame-%04d.png chooses it too. Formats with alpha (gif, \
            webm, mov, webp, apng, png-sequence) keep a scene's transparency when it has no background. With several scenes, or an output ending in '/', each scene is \
            exported to FOLDER/NAME.EXT (NAME: the scene file's name; EXT: --format, default gif).

            Ranges are half-open: --time-range 1..2 is from 1 s up to (not including) 2 s, \
            --frames 30..60 is frames 30 to 59; an end may be left out (2.5.., ..90).

            Frames render in parallel and are encoded in order; the output is the same file \
            whatever --threads is. The file is written beside the destination and renamed into \
            place when complete (a PNG sequence: its folder, renamed into place): a failed or interrupted export leaves any previous file untouched.

            \(CLIErrors.summary)
            """
    )

    @Argument(help: "The scenes: JSON or YAML files, preset names (see reel presets), or - for standard input.")
    var scenes: [String] = []

    @Option(
        name: .shortAndLong,
        help:
            "The file to write, - for standard output (with --format), or a folder ending in '/' for one file per scene (for png-sequence: the frames' folder, or a pattern such as frame-%04d.png)."
    )
    var output: String

    @Option(
        help:
            "The output format: \(OutputFormat.supportedList). Default: from the output's extension (gif for a folder)."
    )
    var format: String?

    @Option(help: "Frames per second (default: the scene's). GIFs are capped at 50.")
    var fps: Double?

    @Option(help: "Seconds of animation from the start (default: the scene's duration).")
    var duration: Double?

    @Option(
        name: .customLong("time-range"), help: ArgumentHelp("Export only from A up to B seconds.", valueName: "A..B"))
    var timeRange: String?

    @Option(help: ArgumentHelp("Export only frames A up to B (frame n shows time n / fps).", valueName: "A..B"))
    var frames: String?

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    @OptionGroup var size: SizeOptions

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var pipeline: PipelineOptions

    func validate() throws {
        try OptionChecks.fps(fps)
        try OptionChecks.duration(duration)
        _ = try range()
        let plan = try ExportPlan(scenes: scenes, output: output, format: format)
        var options = ExportOptions(format: plan.format)
        try encoder.apply(to: &options)
    }

    /// The part of the animation asked for, if any.
    private func range() throws -> FrameRange? {
        switch (timeRange, frames) {
        case (nil, nil):
            return nil
        case (let time?, nil):
            guard let range = FrameRange.time(parsing: time) else {
                throw ValidationError("--time-range takes A..B in seconds with A < B (or A.., ..B), not '\(time)'")
            }
            return range
        case (nil, let frames?):
            guard let range = FrameRange.frames(parsing: frames) else {
                throw ValidationError(
                    "--frames takes A..B, whole frame numbers with A < B (or A.., ..B), not '\(frames)'")
            }
            return range
        case (_?, _?):
            throw ValidationError("give --time-range or --frames, not both")
        }
    }

    func run() throws {
        let plan = try ExportPlan(scenes: scenes, output: output, format: format)
        let reporter = pipeline.makeReporter()
        TemporaryFiles.shared.removeOnInterrupt()
        if let code = CLIErrors.attempt({ try plan.createFolder() }) { throw ExitCode(code) }
        // Each scene is exported even if an earlier one failed; the exit code is the first failure's.
        var failure: Int32?
        for job in plan.jobs {
            let code = CLIErrors.attempt {
                do {
                    try export(job, format: plan.format, otherScenes: plan.jobs.map(\.scene), reporter: reporter)
                } catch {
                    reporter.fail(output: job.destination, message: CLIErrors.message(for: error))
                    throw error
                }
            }
            failure = failure ?? code
        }
        if let failure { throw ExitCode(failure) }
    }

    /// Exports one job; `otherScenes` (the batch's scenes) must survive it as well as its own inputs.
    private func export(_ job: ExportPlan.Job, format: OutputFormat, otherScenes: [String], reporter: ProgressReporter)
        throws
    {
        let quiet = pipeline.quiet
        let warn = { (message: String) in if !quiet { CLIErrors.printWarning(message) } }
        let (scene, images) = try SceneLoader.load(job.scene, parameters: parameters, safety: safety, warn: warn)
        try InputProtection.check(
            destination: job.destination, isSequence: format.isSequence,
            inputs: SceneLoader.inputs(of: job.scene, scene: scene, images: images)
                + otherScenes.filter { $0 != "-" }.map {
                    InputProtection.Input("the scene", (try? SceneArgument.path(of: $0)) ?? $0)
                })
        var options = ExportOptions(format: format)
        options.fps = fps
        options.duration = duration
        options.range = try range()
        options.scale = try size.scale(forCanvasWidth: scene.width)
        options.images = images
        try encoder.apply(to: &options)
        var exporter = Exporter(timeline: Timeline(scene: scene), options: options)
        exporter.limits = try safety.limits()
        exporter.executor = pipeline.makeExecutor()
        exporter.warn = warn
        exporter.progress = reporter.report
        let start = ProgressReporter.monotonicSeconds()
        let schedule = try exporter.export(to: job.destination)
        reporter.finish(
            output: job.destination, frames: schedule.frames.count,
            elapsed: ProgressReporter.monotonicSeconds() - start)
    }
}
