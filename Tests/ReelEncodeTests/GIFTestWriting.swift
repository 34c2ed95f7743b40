import Foundation
import ReelRaster

@testable import ReelEncode

/// Writes `frames` (each shown `delay` centiseconds) as a GIF at `path` on a palette built from
/// them as an export builds it, with a transparent entry; returns the file's size in bytes.
func writeTestGIF(
    _ frames: [Pixmap], to path: String, width: Int, height: Int, options: GIFOptions, delay: Int = 4
) throws -> Int {
    var builder = GIFPaletteBuilder()
    frames.forEach { builder.add($0) }
    let writer = try GIFWriter(
        path: path, width: width, height: height,
        palette: builder.build(maxColors: options.maxColors, reserveTransparent: true), options: options)
    for frame in frames { try writer.write(frame, delayCentiseconds: delay) }
    try writer.finish()
    return try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
}
