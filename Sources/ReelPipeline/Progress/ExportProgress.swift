/// How far an export has got: reported by `Exporter` after every frame it encodes.
public struct ExportProgress: Sendable, Equatable {
    /// The file being written (its final path).
    public var output: String
    /// The current pass, 1-based (a GIF makes two: palette, then frames).
    public var pass: Int
    /// How many passes the format needs.
    public var passCount: Int
    /// Frames encoded so far in this pass.
    public var frame: Int
    /// Frames in one pass.
    public var frameCount: Int
    /// Seconds since the export began.
    public var elapsed: Double

    /// A progress report.
    /// - Parameters:
    ///   - output: The file being written.
    ///   - pass: The current pass, 1-based.
    ///   - passCount: How many passes the format needs.
    ///   - frame: Frames encoded so far in this pass.
    ///   - frameCount: Frames in one pass.
    ///   - elapsed: Seconds since the export began.
    public init(output: String, pass: Int, passCount: Int, frame: Int, frameCount: Int, elapsed: Double) {
        self.output = output
        self.pass = pass
        self.passCount = passCount
        self.frame = frame
        self.frameCount = frameCount
        self.elapsed = elapsed
    }

    /// Frames encoded over all passes.
    public var completed: Int { (pass - 1) * frameCount + frame }
    /// Frames to encode over all passes.
    public var total: Int { passCount * frameCount }
    /// The finished fraction, 0…1.
    public var fraction: Double { total > 0 ? Double(completed) / Double(total) : 1 }
    /// Whether every pass is complete.
    public var isComplete: Bool { completed >= total }

    /// Frames encoded per second so far (every pass counts), or nil before any time has passed.
    public var framesPerSecond: Double? {
        guard elapsed > 0, completed > 0 else { return nil }
        return Double(completed) / elapsed
    }

    /// Seconds left at the average rate so far, or nil until there is a rate.
    public var remainingSeconds: Double? {
        framesPerSecond.map { Double(total - completed) / $0 }
    }
}
