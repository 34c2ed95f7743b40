import ArgumentParser
import Foundation
import Reel

/// `--threads`, `--progress`, `--quiet`: how an export runs and what it prints while it does.
struct PipelineOptions: ParsableArguments {
    @Option(help: "Threads rendering frames (default: every core, here \(ProcessInfo.processInfo.activeProcessorCount)). 1 renders and encodes on one thread. The output is the same whatever the count.")
    var threads: Int?

    @Option(help: "Progress on standard error: auto (a bar on a terminal, nothing otherwise), bar, json (one object per line), none.")
    var progress: ProgressStyle = .auto

    @Flag(name: .shortAndLong, help: "Print nothing but errors (and no progress unless --progress asks for it).")
    var quiet = false

    func validate() throws {
        if let threads, !(1...1024).contains(threads) { throw ValidationError("--threads must be 1 to 1024") }
    }

    /// The executor for `--threads`.
    func makeExecutor() -> any FrameExecutor {
        makeFrameExecutor(threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The progress reporter for `--progress` and `--quiet`, on standard error.
    func makeReporter() -> ProgressReporter {
        let isTerminal = isatty(STDERR_FILENO) == 1
        return ProgressReporter(style: progress.resolved(isTerminal: isTerminal, quiet: quiet),
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
