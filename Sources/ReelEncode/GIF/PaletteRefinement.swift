internal import ReelRaster

/// Lloyd (k-means) iterations that move median-cut entries to the mean of the exact colours
/// nearest them, which lowers the palette's squared error at every step.
///
/// Median cut splits boxes along one axis at a time, so an entry is the mean of a box, not of the
/// colours that actually map to it (the nearest-entry regions are not boxes). Each iteration maps
/// every counted colour to its nearest entry (the mapping the writer uses for a `precise`
/// palette), then replaces each entry with the weighted mean of its colours; an entry no colour
/// maps to stays where it is. Deterministic: colours are visited in the order given.
enum PaletteRefinement {
    /// `entries` after `iterations` rounds over `colorCounts` (`0xRRGGBB`, pixel count).
    static func refine(_ entries: [RGBA8], over colorCounts: [(color: UInt32, count: Int)], iterations: Int) -> [RGBA8]
    {
        var entries = entries
        guard entries.count > 1 else { return entries }
        for _ in 0..<iterations {
            let search = NearestColorSearch(entries: entries.enumerated().map { (color: $0.element, index: $0.offset) })
            var sums = [SIMD3<Int>](repeating: .zero, count: entries.count)
            var weights = [Int](repeating: 0, count: entries.count)
            for (color, count) in colorCounts {
                let r = UInt8(color >> 16 & 0xFF)
                let g = UInt8(color >> 8 & 0xFF)
                let b = UInt8(color & 0xFF)
                guard let nearest = search.nearest(r: r, g: g, b: b) else { continue }
                sums[nearest] &+= SIMD3(Int(r), Int(g), Int(b)) &* count
                weights[nearest] += count
            }
            var moved = false
            for i in entries.indices where weights[i] > 0 {
                let n = weights[i]
                // Rounded to nearest: (2·sum + n) / 2n.
                let mean = (2 &* sums[i] &+ SIMD3(repeating: n)) / SIMD3(repeating: 2 * n)
                let next = RGBA8(r: UInt8(mean.x), g: UInt8(mean.y), b: UInt8(mean.z), a: 255)
                if next != entries[i] {
                    entries[i] = next
                    moved = true
                }
            }
            if !moved { break }
        }
        return entries
    }
}
