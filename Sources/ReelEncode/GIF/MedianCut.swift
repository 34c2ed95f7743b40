internal import ReelRaster

/// Median-cut colour quantization over exact colour counts (full 8-bit coordinates) or, past the
/// exact counter's limit, over the palette builder's 6-6-6 histogram.
///
/// Each exact colour or occupied cell is a point weighted by its pixel count. Starting from one
/// box holding every point, the box with the largest weighted squared spread is split at the
/// weighted median of its widest channel, until there are enough boxes or every box holds one
/// point. An entry is the weighted mean of the pixels in its box (from the histogram's sums, not
/// the cells' centres).
///
/// Splits partition by coordinate (64 bins for cells, 256 for exact colours) instead of sorting,
/// so a split is linear in the box's size: images with 100 000+ occupied cells quantize in
/// milliseconds. The partition is deterministic, so the same input always gives the same palette.
struct MedianCut {
    private struct Point {
        /// The r, g, b coordinates: 0…63 for a cell, 0…255 for an exact colour.
        var cell: SIMD3<Int32>
        var count: Int
        var sum: SIMD3<Int>
    }

    private struct Box {
        var range: Range<Int>
        /// Weighted squared spread of the coordinates; 0 for a single point.
        var error: Double
        /// The channel with the largest spread.
        var channel: Int
    }

    private var points: [Point] = []
    /// Values per coordinate: 64 for 6-6-6 cells, 256 for exact colours.
    private var bins = 64

    /// Exact colours (`0xRRGGBB`) with their pixel counts, in an order that decides ties (the
    /// same order gives the same palette).
    init(colorCounts: [(color: UInt32, count: Int)]) {
        bins = 256
        points.reserveCapacity(colorCounts.count)
        for (color, count) in colorCounts {
            let c = SIMD3(Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
            points.append(Point(cell: c, count: count, sum: SIMD3(Int(c.x), Int(c.y), Int(c.z)) &* count))
        }
    }

    /// `histogram` holds, per 6-6-6 cell, the pixel count and the sums of r, g and b.
    init(histogram: [Int]) {
        histogram.withUnsafeBufferPointer { histogram in
            for cell in 0..<(histogram.count / 4) where histogram[cell * 4] > 0 {
                let h = cell * 4
                points.append(
                    Point(
                        cell: SIMD3(Int32(cell >> 12), Int32(cell >> 6 & 63), Int32(cell & 63)),
                        count: histogram[h],
                        sum: SIMD3(histogram[h + 1], histogram[h + 2], histogram[h + 3])))
            }
        }
    }

    /// At most `count` opaque colours (fewer when fewer cells are occupied).
    func colors(count: Int) -> [RGBA8] {
        guard !points.isEmpty, count > 0 else { return [] }
        var points = self.points
        let bins = self.bins
        var boxes = [Self.box(points, 0..<points.count, bins: bins)]
        while boxes.count < count {
            // The box with the most spread; ties go to the earlier box. Single cells have none.
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                boxes[worst].error > 0
            else { break }
            let box = boxes[worst]
            let split = Self.split(&points, box, bins: bins)
            boxes[worst] = Self.box(points, box.range.lowerBound..<split, bins: bins)
            boxes.append(Self.box(points, split..<box.range.upperBound, bins: bins))
        }
        return boxes.map { box in
            var sum = SIMD3<Int>(repeating: 0)
            var n = 0
            for p in points[box.range] {
                sum &+= p.sum
                n += p.count
            }
            // Rounded to nearest: (2·sum + n) / 2n.
            let mean = (2 &* sum &+ SIMD3(repeating: n)) / SIMD3(repeating: 2 * n)
            return RGBA8(r: UInt8(mean.x), g: UInt8(mean.y), b: UInt8(mean.z), a: 255)
        }
    }

    /// Reorders the box's points so that those below the weighted median coordinate of its
    /// channel come first, and returns where the upper part starts (never an empty part).
    private static func split(_ points: inout [Point], _ box: Box, bins: Int) -> Int {
        let c = box.channel
        var weights = [Int](repeating: 0, count: bins)
        var lowest = Int32(bins - 1)
        var highest: Int32 = 0
        for p in points[box.range] {
            weights[Int(p.cell[c])] += p.count
            lowest = min(lowest, p.cell[c])
            highest = max(highest, p.cell[c])
        }
        let total = weights.reduce(0, +)
        // The first coordinate whose lower part holds at least half the weight; the spread is
        // positive, so lowest < highest and both parts are non-empty.
        var threshold = highest
        var below = 0
        for v in lowest..<highest {
            below += weights[Int(v)]
            if 2 * below >= total {
                threshold = v + 1
                break
            }
        }
        return points[box.range].partition { $0.cell[c] >= threshold }
    }

    /// A box over `range`, with its weighted spread and its widest channel.
    private static func box(_ points: [Point], _ range: Range<Int>, bins: Int) -> Box {
        var weight = 0.0
        var sum = SIMD3<Double>(repeating: 0)
        var squares = SIMD3<Double>(repeating: 0)
        var lowest = SIMD3<Int32>(repeating: Int32(bins - 1))
        var highest = SIMD3<Int32>(repeating: 0)
        for p in points[range] {
            let w = Double(p.count)
            let x = SIMD3<Double>(p.cell)
            weight += w
            sum += w * x
            squares += w * x * x
            lowest = pointwiseMin(lowest, p.cell)
            highest = pointwiseMax(highest, p.cell)
        }
        let mean = sum / weight
        // Only channels whose coordinates differ can be split; testing that on integers, not on
        // the variance, keeps rounding (huge weights) from choosing a channel with one value.
        var variance = pointwiseMax(squares / weight - mean * mean, SIMD3(repeating: 0))
        var channel = -1
        for c in [1, 0, 2] where highest[c] > lowest[c] {
            variance[c] = max(variance[c], .leastNormalMagnitude)
            if channel < 0 || variance[c] > variance[channel] { channel = c }
        }
        guard channel >= 0 else { return Box(range: range, error: 0, channel: 0) }
        return Box(range: range, error: (variance.x + variance.y + variance.z) * weight, channel: channel)
    }
}
