import Foundation

/// Prints export progress on standard error (or wherever `write` sends it) in one style,
/// at most every `interval` seconds so a fast export does not spend its time printing.
///
/// The first report, the end of each pass and the end of the export are always printed. Used
/// from one thread: the pipeline reports from its consumer thread.
package final class ProgressReporter {
    private let style: ProgressStyle
    private let width: Int
    private let interval: Double
    private let now: () -> Double
    private let write: (String) -> Void
    private var lastPrinted: Double?
    /// Whether a bar line is on screen without its newline yet.
    private var barOpen = false

    /// A reporter in `style` (`.bar` or `.json`; others print nothing) for a `width`-column
    /// terminal. `now` is a clock in seconds and `write` takes finished text; both are for tests.
    package init(
        style: ProgressStyle, width: Int = 80, interval: Double = 0.1,
        now: @escaping () -> Double = ProgressReporter.monotonicSeconds,
        write: @escaping (String) -> Void = ProgressReporter.writeToStandardError
    ) {
        self.style = style
        self.width = width
        self.interval = interval
        self.now = now
        self.write = write
    }

    /// Shows `progress` if enough time has passed since the last line, or it ends a pass.
    package func report(_ progress: ExportProgress) {
        let time = now()
        let endsPass = progress.frame == progress.frameCount
        if let lastPrinted, time - lastPrinted < interval, !endsPass { return }
        lastPrinted = time
        switch style {
        case .bar:
            write("\r" + ProgressFormat.bar(progress, width: width) + "\u{1B}[K")
            barOpen = true
        case .json:
            write(ProgressFormat.json(progress) + "\n")
        case .auto, .none:
            break
        }
    }

    /// Ends the export's report: the bar's line is closed, JSON gets a "done" line.
    package func finish(output: String, frames: Int, elapsed: Double) {
        closeBar()
        lastPrinted = nil
        if style == .json { write(ProgressFormat.jsonDone(output: output, frames: frames, elapsed: elapsed) + "\n") }
    }

    /// Ends the report of an export that failed, so the error message starts on its own line.
    package func fail(output: String, message: String) {
        closeBar()
        lastPrinted = nil
        if style == .json { write(ProgressFormat.jsonFailed(output: output, message: message) + "\n") }
    }

    private func closeBar() {
        if barOpen { write("\n") }
        barOpen = false
    }

    /// Seconds on a clock that never jumps.
    package static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Writes to standard error, unbuffered.
    package static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
