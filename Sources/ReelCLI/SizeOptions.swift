import ArgumentParser

/// `--scale` or `--width`: the output's pixel density, shared by the commands that render.
struct SizeOptions: ParsableArguments {
    @Option(help: "Pixels per point, e.g. 2 for a crisp double-density render (default 1).")
    var scale: Double?

    @Option(help: "Output width in pixels; the height follows the canvas's aspect ratio.")
    var width: Int?

    func validate() throws {
        if scale != nil && width != nil { throw ValidationError("give --scale or --width, not both") }
        if let scale, !(scale > 0 && scale <= 16) { throw ValidationError("--scale must be above 0 and at most 16") }
        if let width, !(1...16384).contains(width) { throw ValidationError("--width must be 1 to 16384 pixels") }
    }

    /// The scale that these options ask for on a canvas `canvasWidth` points wide.
    func scale(forCanvasWidth canvasWidth: Double) throws -> Double {
        if let width { return Double(width) / canvasWidth }
        return scale ?? 1
    }
}
