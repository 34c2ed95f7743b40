import ArgumentParser
import Foundation
import Reel

/// `reel sheet SCENE -o sheet.png`: a contact sheet, frames at evenly spaced times in a grid,
/// each labelled with its time, so a whole animation can be reviewed in one picture.
struct Sheet: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a grid of frames at evenly spaced times, labelled, to one PNG file."
    )

    @Argument(help: "The scene: a JSON or YAML file, a preset's name (see reel presets), or - for standard input.")
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG file to write, or - for standard output.")
    var output: String

    @Option(help: "How many frames, from the start to the end of the scene (default 5: 0, 25, 50, 75 and 100 %).")
    var frames: Int = 5

    @Option(help: "Frames per row (default: all in one row up to 5).")
    var columns: Int?

    @Option(help: "The scene time of the last frame, in seconds (default: the scene's duration).")
    var duration: Double?

    @OptionGroup var size: SizeOptions

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    /// Points between cells and around the grid, and the height of a label strip.
    static let gap = 8.0, labelHeight = 18.0

    func validate() throws {
        guard (1...400).contains(frames) else { throw ValidationError("--frames must be 1 to 400") }
        if let columns, !(1...100).contains(columns) { throw ValidationError("--columns must be 1 to 100") }
        try OptionChecks.duration(duration, allowingZero: true)
        try OptionChecks.pngOutput(output, command: "sheet")
    }

    func run() throws {
        try CLIErrors.handle {
            let (scene, images, scale) = try SceneLoader.loadForRendering(
                self.scene, parameters: parameters, safety: safety, size: size, writing: output)
            let timeline = Timeline(scene: scene)
            let renderer = Renderer(scale: scale, images: images)
            let end = duration ?? timeline.duration ?? 0
            let times = (0..<frames).map { frames == 1 ? 0 : end * Double($0) / Double(frames - 1) }
            let sheet = try Self.compose(
                times.map { try renderer.render(timeline.snapshot(at: $0)) }, times: times,
                canvas: (scene.width, scene.height), columns: columns ?? min(frames, 5), scale: scale)
            TemporaryFiles.shared.removeOnInterrupt()
            let file = try StandardOutput.file(for: output)
            defer { file.discard() }
            try PNGWriter.write(sheet, to: file.temporaryPath)
            try file.commit()
        }
    }

    /// The grid: a light background with the time labels (drawn as text layers by the same
    /// renderer), and each frame copied into its cell above its label.
    static func compose(
        _ frames: [Pixmap], times: [Double], canvas: (width: Double, height: Double), columns: Int,
        scale: Double
    ) throws(ImageSourceError) -> Pixmap {
        let rows = (frames.count + columns - 1) / columns
        let cellWidth = canvas.width + gap
        let cellHeight = canvas.height + labelHeight + gap
        var labels: [Layer] = []
        for (i, time) in times.enumerated() {
            var label = Layer()
            label.position = Point(
                x: gap + Double(i % columns) * cellWidth + canvas.width / 2,
                y: gap + Double(i / columns) * cellHeight + canvas.height + labelHeight / 2 + 1)
            label.bounds = Rect(x: 0, y: 0, width: canvas.width, height: labelHeight)
            var text = TextContent(string: String(format: "%.2f s", time))
            text.fontSize = 12
            text.foregroundColor = Color(red: 0.25, green: 0.25, blue: 0.28)
            text.alignment = .center
            label.kind = .text(text)
            labels.append(label)
        }
        let background = Scene(
            width: gap + Double(columns) * cellWidth, height: gap + Double(rows) * cellHeight,
            background: Color(red: 0.93, green: 0.93, blue: 0.95), layers: labels)
        var sheet = try Renderer(scale: scale).render(Timeline(scene: background).snapshot(at: 0))
        for (i, frame) in frames.enumerated() {
            let x = Int(((gap + Double(i % columns) * cellWidth) * scale).rounded())
            let y = Int(((gap + Double(i / columns) * cellHeight) * scale).rounded())
            copy(frame, into: &sheet, x: x, y: y)
        }
        return sheet
    }

    /// Copies `frame`'s pixels over `sheet` at (x, y), composited so transparent frames show the
    /// sheet's background.
    static func copy(_ frame: Pixmap, into sheet: inout Pixmap, x: Int, y: Int) {
        var placed = Pixmap(width: sheet.width, height: sheet.height)
        let rowBytes = min(frame.width, sheet.width - x) * 4
        guard rowBytes > 0 else { return }
        for row in 0..<min(frame.height, sheet.height - y) {
            let source = row * frame.stride
            let target = (y + row) * sheet.stride + x * 4
            placed.bytes.replaceSubrange(target..<(target + rowBytes), with: frame.bytes[source..<(source + rowBytes)])
        }
        sheet.composite(placed)
    }
}
