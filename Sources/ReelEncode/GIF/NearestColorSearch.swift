internal import ReelRaster

/// Finds the palette entry nearest the centre of a 6-6-6 cell of the RGB cube: squared distance
/// in sRGB, ties to the lower index.
///
/// Entries are sorted along the channel in which the palette spreads most. A search starts at
/// the query's value in that channel and walks outwards both ways, stopping each way once the
/// difference in that channel alone exceeds the best distance found; for a well-spread palette
/// that visits a handful of entries instead of all 256, and it is never slower than a full scan.
struct NearestColorSearch: Sendable {
    private struct Entry: Sendable {
        /// Doubled (2·c), so that cell centres, 4·v + 1.5, are whole numbers too.
        var channels: SIMD3<Int32>
        var index: Int32
    }

    private let sorted: [Entry]
    /// 0, 1 or 2: the channel `sorted` is ordered by.
    private let axis: Int

    /// A search over `entries`; `index` is what `nearest` returns for an entry.
    init(entries: [(color: RGBA8, index: Int)]) {
        let points = entries.map {
            Entry(channels: 2 &* SIMD3(Int32($0.color.r), Int32($0.color.g), Int32($0.color.b)), index: Int32($0.index))
        }
        var lowest = SIMD3<Int32>(repeating: 510)
        var highest = SIMD3<Int32>(repeating: 0)
        for p in points {
            lowest = pointwiseMin(lowest, p.channels)
            highest = pointwiseMax(highest, p.channels)
        }
        let spread = highest &- lowest
        let axis = spread.y >= spread.x && spread.y >= spread.z ? 1 : (spread.x >= spread.z ? 0 : 2)
        self.axis = axis
        sorted = points.sorted { ($0.channels[axis], $0.index) < ($1.channels[axis], $1.index) }
    }

    /// The index of the entry nearest the centre of `cell` (r, g, b coordinates 0…63 packed as
    /// `r << 12 | g << 6 | b`), or nil when there are no entries.
    func nearest(toCell cell: Int) -> Int? {
        nearest(to: 8 &* SIMD3(Int32(cell >> 12), Int32(cell >> 6 & 63), Int32(cell & 63)) &+ 3)
    }

    /// The index of the entry nearest the colour (r, g, b) itself, or nil when there are no entries.
    func nearest(r: UInt8, g: UInt8, b: UInt8) -> Int? {
        nearest(to: 2 &* SIMD3(Int32(r), Int32(g), Int32(b)))
    }

    /// `query` in doubled units (see `Entry`).
    private func nearest(to query: SIMD3<Int32>) -> Int? {
        guard !sorted.isEmpty else { return nil }
        let start = firstPosition(atLeast: query[axis])
        var best = sorted[min(start, sorted.count - 1)]
        var bestDistance = distance(best, query)

        // Equal differences are still visited: an entry at the same distance may have a lower index.
        var i = start
        while i < sorted.count {
            let d = sorted[i].channels[axis] - query[axis]
            if d * d > bestDistance { break }
            consider(sorted[i], query, &best, &bestDistance)
            i += 1
        }
        i = start - 1
        while i >= 0 {
            let d = sorted[i].channels[axis] - query[axis]
            if d * d > bestDistance { break }
            consider(sorted[i], query, &best, &bestDistance)
            i -= 1
        }
        return Int(best.index)
    }

    @inline(__always)
    private func consider(_ entry: Entry, _ query: SIMD3<Int32>, _ best: inout Entry, _ bestDistance: inout Int32) {
        let d = distance(entry, query)
        if d < bestDistance || (d == bestDistance && entry.index < best.index) {
            best = entry
            bestDistance = d
        }
    }

    @inline(__always)
    private func distance(_ entry: Entry, _ query: SIMD3<Int32>) -> Int32 {
        let d = entry.channels &- query
        return (d &* d).wrappedSum()
    }

    /// Binary search: the first position whose `axis` channel is ≥ `value`, or `sorted.count`.
    private func firstPosition(atLeast value: Int32) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].channels[axis] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
