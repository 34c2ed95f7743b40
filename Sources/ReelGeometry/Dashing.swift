/// Arc-length operations on flattened subpaths: `strokeStart`/`strokeEnd` trimming and dashes.
///
/// Lengths are measured along the polylines (the flattened path), so they are within the
/// flattening tolerance of the curves' true lengths.
extension Array where Element == Polyline {
    /// Total length of all subpaths, closing segments of closed ones included.
    package var totalLength: Double {
        reduce(0) { $0 + $1.length }
    }

    /// The part between fractions `start` and `end` (0…1) of the total length, as Core Animation's
    /// `strokeStart` and `strokeEnd` trim: one length across all subpaths, in drawing order, so a
    /// trim can end part-way through the second subpath. A closed subpath that is cut becomes
    /// open; one that is kept whole stays closed. `start >= end` keeps nothing.
    package func trimmed(start: Double, end: Double) -> [Polyline] {
        let s = Swift.min(Swift.max(start, 0), 1)
        let e = Swift.min(Swift.max(end, 0), 1)
        guard s < e else { return [] }
        if s == 0 && e == 1 { return self }
        let total = totalLength
        return pieces(between: [(s * total, e * total)])
    }

    /// Dashes: `pattern` alternates on and off lengths, starting `phase` into the pattern, and
    /// restarts at every subpath (as Core Graphics does). An empty pattern or one with no
    /// positive length returns the subpaths unchanged. Odd-length patterns repeat twice, as SVG.
    ///
    /// The work is bounded: a subpath that would take the dashes made so far past `limit` is kept
    /// whole (undashed) instead, as is one whose length the period is too small to step along.
    /// A pattern that fine is below what any canvas shows; callers that care draw such strokes
    /// solid with the on-fraction as coverage (see `onFraction(ofDashPattern:)`) before getting here.
    package func dashed(pattern: [Double], phase: Double = 0, limit: Int = Polyline.maximumDashCount) -> [Polyline] {
        var pattern = pattern.map { Swift.max($0, 0) }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return self }
        var result: [Polyline] = []
        var made = 0
        for line in self {
            let length = line.length
            // Each period makes at most pattern.count / 2 dashes (estimated in Double: no overflow,
            // and a subpath so long that adding an entry to its position would not move it is
            // always far past the limit, so the walk below always ends).
            let estimate = (length / period + 2) * Double(pattern.count / 2)
            guard estimate <= Double(limit - made) else {
                result.append(line)
                continue
            }
            // Walk the pattern from the phase, collecting the "on" intervals along this subpath.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var position = -offset
            var intervals: [(Double, Double)] = []
            while position < length {
                let next = position + pattern[index]
                if index % 2 == 0, next > 0 { intervals.append((Swift.max(position, 0), Swift.min(next, length))) }
                position = next
                index = (index + 1) % pattern.count
            }
            // A dash that runs over a closed subpath's start joins the one that ends there.
            if line.isClosed, intervals.count > 1, intervals[0].0 == 0, intervals[intervals.count - 1].1 == length {
                let last = intervals.removeLast()
                var joined = [line].pieces(between: [last]).first?.points ?? []
                joined += ([line].pieces(between: [intervals.removeFirst()]).first?.points ?? []).dropFirst()
                result.append(Polyline(points: joined, isClosed: false))
            } else if line.isClosed, intervals.count == 1, intervals[0] == (0, length) {
                result.append(line)
                continue
            }
            made += intervals.count
            result += [line].pieces(between: intervals)
        }
        return result
    }

    /// The open pieces of these subpaths between the given distances along their total length.
    ///
    /// One walk along each subpath for all the intervals, when they come in order (as dashes
    /// do): a segment's search resumes where the previous interval's began, rather than at the
    /// subpath's start (which made 100 000 dashes on a 4096-point curve 400 million steps).
    func pieces(between intervals: [(Double, Double)]) -> [Polyline] {
        var result: [Polyline] = []
        var base = 0.0  // length of the subpaths before this one
        for line in self {
            let points = line.isClosed && !line.points.isEmpty ? line.points + [line.points[0]] : line.points
            let length = line.length
            var cursor = 1
            var cursorTravelled = 0.0
            var previousStart = -Double.infinity
            for (from, to) in intervals {
                let a = from - base
                let b = to - base
                guard b > 0, a < length else { continue }
                if a <= 0, b >= length, line.isClosed {
                    result.append(line)
                    continue
                }
                // The first segment that may hold this interval's start, and the length before it;
                // the same sums in the same order as a walk from the start, so the same points.
                if a < previousStart {
                    cursor = 1
                    cursorTravelled = 0
                }
                previousStart = a
                var piece: [Point] = []
                var travelled = cursorTravelled
                var i = cursor
                while i < Swift.max(points.count, 1) {
                    let p = points[i - 1]
                    let q = points[i]
                    let segment = (q - p).length
                    let next = travelled + segment
                    if next < a {
                        cursor = i + 1
                        cursorTravelled = next
                    }
                    if travelled > b { break }
                    if next >= a, segment > 0 {
                        if piece.isEmpty {
                            piece.append(p.interpolated(to: q, at: Swift.max(0, (a - travelled) / segment)))
                        }
                        if next <= b {
                            piece.append(q)
                        } else {
                            piece.append(p.interpolated(to: q, at: (b - travelled) / segment))
                        }
                    }
                    travelled = next
                    i += 1
                }
                if points.count == 1, a <= 0 { piece = points }  // a lone point: a dot, if capped
                if !piece.isEmpty { result.append(Polyline(points: piece, isClosed: false)) }
            }
            base += length
        }
        return result
    }
}

extension Polyline {
    /// The most dashes one `dashed` call makes by default: a 4096-pixel canvas crossed 16 times by
    /// dashes of 2 pixels a period fits. Their outlines cost the most: 2^18 dashes 2000 points
    /// wide with round caps (157 points each) took 1.6 GB and 3 s for one frame, 2^16 a quarter.
    package static let maximumDashCount = 1 << 16

    /// The part of a dash pattern that is on (0…1), as `dashed` reads the pattern; nil when it
    /// dashes nothing. A stroke whose pattern is too fine to see is drawn solid at this coverage.
    package static func onFraction(ofDashPattern pattern: [Double]) -> Double? {
        var pattern = pattern.map { Swift.max($0, 0) }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return nil }
        let on = stride(from: 0, to: pattern.count, by: 2).reduce(0.0) { $0 + pattern[$1] }
        return Swift.min(on / period, 1)
    }

    /// Length along the points, plus the closing segment when closed.
    package var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += (points[i] - points[i - 1]).length }
        if isClosed { total += (points[0] - points[points.count - 1]).length }
        return total
    }
}
