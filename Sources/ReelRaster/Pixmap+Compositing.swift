extension Pixmap {
    /// Composites `layer` over this pixmap with source-over, its alpha scaled by `opacity`: how a
    /// group with opacity below 1 is drawn (offscreen, then once as a whole).
    ///
    /// Both are pixmaps of one canvas (a whole frame, or offscreen windows of it): each pixel of
    /// `layer` lands on the canvas pixel it covers. Where `layer` shows something outside this
    /// pixmap's window, this pixmap is marked `overflowed` (its owner draws again, larger).
    /// `compositing` holds the stages after `opacity`: masks, a group opacity and the blend mode.
    package mutating func composite(_ layer: Pixmap, opacity: Double = 1, compositing: Compositing = .sourceOver) {
        precondition(
            layer.canvasWidth == canvasWidth && layer.canvasHeight == canvasHeight, "composite needs one canvas")
        let factor = UInt32(Int(clamping: (opacity * 255).rounded(), to: 0...255))  // NaN: 0
        guard factor > 0 else { return }
        let source = layer.window
        let target = window
        // The canvas pixels both windows hold.
        let shared = PixelBox(
            x0: max(source.x0, target.x0), y0: max(source.y0, target.y0), x1: min(source.x1, target.x1),
            y1: min(source.y1, target.y1))
        // Outside the box the layer's drawing wrote its pixels are 0, which leave the pixels below
        // as they are (both loops below skip them): only that box is read, written and marked.
        guard !layer.written.isEmpty else { return }
        let drawn = PixelBox(
            x0: layer.written.x0 + source.x0, y0: layer.written.y0 + source.y0, x1: layer.written.x1 + source.x0,
            y1: layer.written.y1 + source.y0)
        if drawn.x0 < shared.x0 || drawn.y0 < shared.y0 || drawn.x1 > shared.x1 || drawn.y1 > shared.y1 {
            // Part of what the layer drew lies outside: only transparent pixels may.
            if layer.showsAnything(
                outsideColumns: shared.x0..<max(shared.x0, shared.x1), rows: shared.y0..<max(shared.y0, shared.y1))
            {
                overflowed = true
            }
        }
        let x0 = max(shared.x0, drawn.x0)
        let x1 = min(shared.x1, drawn.x1)
        let y0 = max(shared.y0, drawn.y0)
        let y1 = min(shared.y1, drawn.y1)
        guard x0 < x1, y0 < y1 else { return }
        let sourceWidth = layer.width
        let targetWidth = width
        markWritten(canvasBox: PixelBox(x0: x0, y0: y0, x1: x1, y1: y1))
        guard compositing.isSourceOver else {
            compositeStaged(
                layer, factor: factor, compositing: compositing, columns: x0..<x1, rows: y0..<y1)
            return
        }
        layer.storage.withUnsafeBufferPointer { src in
            storage.withUnsafeMutableBufferPointer { dst in
                src.withMemoryRebound(to: UInt32.self) { s in
                    dst.withMemoryRebound(to: UInt32.self) { d in
                        let avx2 = RasterKernels.avx2
                        for y in y0..<y1 {
                            let sourceRow = (y - source.y0) * sourceWidth - source.x0
                            let targetRow = (y - target.y0) * targetWidth - target.x0
                            if avx2 {
                                RasterKernels.compositeRow(
                                    d.baseAddress! + targetRow + x0, s.baseAddress! + sourceRow + x0, count: x1 - x0,
                                    factor: factor)
                                continue
                            }
                            for x in x0..<x1 {
                                let pixel = s[sourceRow + x]
                                if pixel >> 24 == 0 { continue }
                                d[targetRow + x] = PixelOps.over(
                                    d[targetRow + x], factor == 255 ? pixel : PixelOps.scale(pixel, by: factor))
                            }
                        }
                    }
                }
            }
        }
    }

    /// `composite` through the stages of `compositing`, over the canvas pixels `columns` × `rows`
    /// that both windows hold.
    private mutating func compositeStaged(
        _ layer: Pixmap, factor: UInt32, compositing: Compositing, columns: Range<Int>, rows: Range<Int>
    ) {
        let (source, target) = (layer.window, window)
        compositing.withMaskViews { masks in
            let stages = CompositingStages(
                masks: masks, opacity: compositing.opacityFactor, blendMode: compositing.blendMode)
            layer.storage.withUnsafeBufferPointer { src in
                storage.withUnsafeMutableBufferPointer { dst in
                    src.withMemoryRebound(to: UInt32.self) { s in
                        dst.withMemoryRebound(to: UInt32.self) { d in
                            for y in rows {
                                let sourceRow = (y - source.y0) * source.width - source.x0
                                let targetRow = (y - target.y0) * target.width - target.x0
                                for x in columns {
                                    let pixel = s[sourceRow + x]
                                    if pixel >> 24 == 0 { continue }
                                    stages.store(
                                        factor == 255 ? pixel : PixelOps.scale(pixel, by: factor),
                                        into: d.baseAddress! + targetRow + x, x: x, y: y)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether any pixel outside `columns` × `rows` (canvas coordinates) has alpha above 0.
    func showsAnything(outsideColumns columns: Range<Int>, rows: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: UInt32.self) { p in
                for row in 0..<height {
                    let y = originY + row
                    let line = row * width
                    for column in 0..<width where p[line + column] >> 24 != 0 {
                        if !rows.contains(y) || !columns.contains(originX + column) { return true }
                    }
                }
                return false
            }
        }
    }
}
