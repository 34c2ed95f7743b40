internal import ReelRaster

extension GIFCompressionJob {
    /// A frame drawn over a canvas inside `box`, as a compression job: each pixel's index in the
    /// file, with "keep" (the transparent entry) as its alternative where the canvas already shows
    /// the pixel's colour.
    ///
    /// - Parameters:
    ///   - frame: the frame's pixels, as the writer's canvases hold them (`GIFCanvasPixel`).
    ///   - indices: the frame's entries in `palette`, or nil to look each colour up in `palette`
    ///     (a frame of colours, `UInt32`, that came from `palette`; a colour kept from another
    ///     palette, which this one lacks, can then only be shown by "keep").
    ///   - placed: where each entry of `palette` is written in the file's colour table.
    ///   - canvas: what is shown before the frame is drawn, except inside `cleared`, which a
    ///     disposal has made transparent (an empty box: nowhere).
    ///   - none: the pixel that stands for no pixel (0 for colours, "keep" for entries).
    ///   - width: the canvas width, the row stride of `frame`, `indices` and `canvas`.
    static func drawing<Pixel: GIFCanvasPixel>(
        _ frame: UnsafeBufferPointer<Pixel>, indices: UnsafeBufferPointer<UInt8>?, palette: GIFPalette,
        placed: [UInt8], over canvas: UnsafeBufferPointer<Pixel>, none: Pixel = 0, cleared: PixelBox, box: PixelBox,
        width: Int
    ) -> GIFCompressionJob {
        let transparent = palette.transparentIndex.map(UInt8.init)
        let table = indices == nil ? palette.colors.map(GIFWriter.pack) : []
        var lastColor: Pixel = 0
        var lastIndex: UInt8 = transparent ?? 0
        var first = [UInt8](repeating: 0, count: box.width * box.height)
        var second = first
        var q = 0
        for y in box.y0..<box.y1 {
            let clearedRow = y >= cleared.y0 && y < cleared.y1
            for x in box.x0..<box.x1 {
                let p = y * width + x
                let color = frame[p]
                let shown = clearedRow && x >= cleared.x0 && x < cleared.x1 ? none : canvas[p]
                let unchanged = color == shown
                var index: UInt8
                if let indices {
                    index = indices[p]
                } else {
                    if color != lastColor {
                        let packed = UInt32(truncatingIfNeeded: color)
                        lastIndex =
                            color == 0
                            ? (transparent ?? 0)
                            : UInt8(
                                palette.index(
                                    ofR: UInt8(packed >> 16 & 0xFF), g: UInt8(packed >> 8 & 0xFF),
                                    b: UInt8(packed & 0xFF)))
                        lastColor = color
                    }
                    index = lastIndex
                    if unchanged, table[Int(index)] != UInt32(truncatingIfNeeded: color) {
                        index = transparent ?? index
                    }
                }
                first[q] = placed[Int(index)]
                second[q] = placed[Int(unchanged ? (transparent ?? index) : index)]
                q += 1
            }
        }
        return GIFCompressionJob(first: first, second: second)
    }

    /// An image of `box` whose every pixel is `keep`: it shows what is already shown, so that its
    /// disposal can clear `box` (see `PendingDisposal.clearing`).
    static func keeping(_ keep: UInt8, box: PixelBox) -> GIFCompressionJob {
        let pixels = [UInt8](repeating: keep, count: box.width * box.height)
        return GIFCompressionJob(first: pixels, second: pixels)
    }
}
