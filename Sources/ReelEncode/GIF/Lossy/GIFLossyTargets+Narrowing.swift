internal import ReelRaster

extension GIFLossyTargets {
    /// These targets with every pixel on an entry below 2^`codeSize`, for a stream of that code
    /// size: a pixel whose lossless entry lies beyond takes the usable entry (or "keep", when the
    /// transparent entry is usable) nearest its colour, if that is within `bound` and the pixel's
    /// neighbour limit; nil when some pixel has none.
    ///
    /// The file's palette puts the entries frames redraw most first, so a frame often needs the
    /// upper half of its code size's entries for a few anti-aliased pixels alone; one code size
    /// less makes every code a bit shorter until the dictionary outgrows it (present-dismiss's
    /// 8-bit frames: docs/benchmarks.md, "Errors weighed by how long they show").
    func narrowed(to codeSize: Int, colors: [RGBA8], transparent: Int?, bound: Float) -> GIFLossyTargets? {
        let usable = min(colors.count, 1 << codeSize)
        let keep = transparent.flatMap { $0 < usable ? $0 : nil }
        let palette = colors.prefix(usable).map { GIFLossyColor.coordinates($0.r, $0.g, $0.b) }
        var narrowed = self
        for k in 0..<count where Int(exact[k]) >= usable {
            var best = -1
            var bestError = Float.infinity
            for entry in 0..<usable {
                let error = entry == keep ? keepError[k] : GIFLossyColor.distance(palette[entry], reference[k])
                if error < bestError {
                    best = entry
                    bestError = error
                }
            }
            guard best >= 0, bestError <= min(bound, limit[k]) else { return nil }
            narrowed.exact[k] = UInt8(best)
        }
        return narrowed
    }
}
