import ArgumentParser
import Foundation
import Reel

/// `--threads`, `--progress`, `--quiet`: how an export runs and what it prints while it does.
struct PipelineOptions: ParsableArguments {
    @Option(
        help:
            "Threads rendering frames (default and most: the machine's cores). 1 renders and encodes on one thread. The output is the same whatever the count."
    )
    var threads: Int?

    @Option(
        help:
            "Progress on standard error: auto (a bar on a terminal, nothing otherwise), bar, json (one object per line), none."
    )
    var progress: ProgressStyle = .auto

    @Flag(name: .shortAndLong, help: "Print nothing but errors (and no progress unless --progress asks for it).")
    var quiet = false

    func validate() throws {
        try OptionChecks.threads(threads)
    }

    /// The executor for `--threads`.
    func makeExecutor() -> any FrameExecutor {
        makeFrameExecutor(threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The progress reporter for `--progress` and `--quiet`, on standard error.
    func makeReporter() -> ProgressReporter {
        let isTerminal = isatty(STDERR_FILENO) == 1
        return ProgressReporter(
            style: progress.resolved(isTerminal: isTerminal, quiet: quiet),
            width: Self.terminalWidth())
    }

    /// Standard error's terminal width, else $COLUMNS, else 80.
    private static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}

extension ProgressStyle: ExpressibleByArgument {}

/// The encoder's settings: `--loop`, `--quality`, `--lossy`, `--dither` (GIF and the other animated
/// formats), `--crf`, `--preset` (video). Each is refused, with a message, by a format it does
/// not apply to.
struct EncoderOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How many times the animation plays: forever, once, or a count (GIF, WebP, APNG). Default: forever.",
            valueName: "forever|once|N"))
    var loop: String?

    @Option(
        help:
            "GIF: 1…100, size against fidelity (default 90; 95 and above give frames the global palette renders badly a palette of their own; 100 redraws every changed pixel; below 90 the --lossy bound grows; below 50 the palette shrinks too). WebP: the lossy quality."
    )
    var quality: Int?

    @Option(
        help:
            "GIF: 0…200, how far (half levels of RGB distance: 8 is 4 levels) a pixel may move so that LZW writes longer strings; each pixel stays within it of the lossless frame, and no further from it than a neighbour is (flat areas stay exact); a frame shown longer than 4 cs takes a smaller bound (4/delay of it squared). Default: 0 at --quality 90 and above; below, 8 at 80, doubling every ten points down (4 at 89, 200 at most)."
    )
    var lossy: Int?

    @Option(
        help:
            "GIF dithering: none (default), ordered (a fixed 8×8 pattern), diffusion (Sierra Lite). All are stable from frame to frame."
    )
    var dither: String?

    @Option(
        help:
            "Video constant rate factor (MP4, HEVC, WebM): lower is better and bigger. Default: 18 (H.264), 22 (HEVC), 28 (VP9)."
    )
    var crf: Int?

    @Option(help: "Video encoder speed preset (MP4/HEVC: ultrafast … veryslow). Default: medium.")
    var preset: String?

    @Flag(help: "WebP: lossless compression (default lossy).")
    var lossless = false

    func validate() throws {
        if let quality, !(1...100).contains(quality) { throw ValidationError("--quality must be 1 to 100") }
        if let loop { _ = try Self.parseLoop(loop) }
        if let dither, GIFDither(rawValue: dither) == nil {
            throw ValidationError("--dither takes none, ordered or diffusion, not '\(dither)'")
        }
        if let lossy, !(0...200).contains(lossy) { throw ValidationError("--lossy must be 0 to 200") }
        if let crf, !(0...63).contains(crf) { throw ValidationError("--crf must be 0 to 63") }
    }

    /// Sets what these options ask for on `options`, refusing any that `options.format` ignores.
    func apply(to options: inout ExportOptions) throws {
        let format = options.format
        func refuse(_ option: String, _ formats: String) -> ValidationError {
            ValidationError("\(option) does not apply to \(format.rawValue) output (only to \(formats))")
        }
        if let loop {
            guard format.hasLoopCount else { throw refuse("--loop", "gif, webp, apng") }
            options.loop = try Self.parseLoop(loop)
        }
        if let quality {
            switch format {
            case .gif: options.gif.quality = quality
            case .webp: options.video.quality = quality
            default: throw refuse("--quality", "gif, webp")
            }
        }
        if let lossy {
            guard format == .gif else { throw refuse("--lossy", "gif") }
            options.gif.lossy = lossy
        }
        if let dither {
            guard format == .gif else { throw refuse("--dither", "gif") }
            options.gif.dither = GIFDither(rawValue: dither) ?? .none
        }
        if lossless {
            guard format == .webp else { throw refuse("--lossless", "webp") }
            if quality != nil { throw ValidationError("give --quality or --lossless, not both") }
            options.video.lossless = true
        }
        if let crf {
            guard format.usesCRF else { throw refuse("--crf", "mp4, hevc, webm") }
            options.video.crf = crf
        } else if format == .hevc {
            options.video.crf = 22
        } else if format == .webm {
            options.video.crf = 28
        }
        if let preset {
            guard format == .mp4 || format == .hevc else { throw refuse("--preset", "mp4, hevc") }
            options.video.preset = preset
        }
    }

    static func parseLoop(_ text: String) throws -> GIFLoop {
        switch text.lowercased() {
        case "forever", "infinite", "0": return .forever
        case "once", "1": return .once
        default:
            guard let n = Int(text), (2...65536).contains(n) else {
                throw ValidationError("--loop takes forever, once, or a number of plays (2 to 65536), not '\(text)'")
            }
            return .count(n)
        }
    }
}

extension OutputFormat {
    /// Whether the format stores a loop count.
    var hasLoopCount: Bool { self == .gif || self == .webp || self == .apng }
    /// Whether the format's encoder takes --crf.
    var usesCRF: Bool { self == .mp4 || self == .hevc || self == .webm }
}
