/// Arc-length operations on flattened subpaths: `strokeStart`/`strokeEnd` trimming and dashes.
///
/// Lengths are measured along the polylines (the flattened path), so they are within the
/// flattening tolerance of the curves' true lengths.
extension Array where Element == Polyline {
    /// Total length of all subpaths, closing segments of closed ones included.
    public var totalLength: Double {
        reduce(0) { $0 + $1.length }
    }

    /// The part between fractions `start` and `end` (0…1) of the total length, as Core Animation's
    /// `strokeStart` and `strokeEnd` trim: one length across all subpaths, in drawing order, so a
    /// trim can end part-way through the second subpath. A closed subpath that is cut becomes
    /// open; one that is kept whole stays closed. `start >= end` keeps nothing.
    public func trimmed(start: Double, end: Double) -> [Polyline] {
        let s = Swift.min(Swift.max(start, 0), 1), e = Swift.min(Swift.max(end, 0), 1)
        guard s < e else { return [] }
        if s == 0 && e == 1 { return self }
        let total = totalLength
        return pieces(between: [(s * total, e * total)])
    }

    /// Dashes: `pattern` alternates on and off lengths, starting `phase` into the pattern, and
    /// restarts at every subpath (as Core Graphics does). An empty pattern or one with no
    /// positive length returns the subpaths unchanged. Odd-length patterns repeat twice, as SVG.
    public func dashed(pattern: [Double], phase: Double = 0) -> [Polyline] {
        var pattern = pattern.map { Swift.max($0, 0) }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return self }
        var result: [Polyline] = []
        for line in self {
            let length = line.length
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
            result += [line].pieces(between: intervals)
        }
        return result
    }

    /// The open pieces of these subpaths between the given distances along their total length.
    func pieces(between intervals: [(Double, Double)]) -> [Polyline] {
        var result: [Polyline] = []
        var base = 0.0  // length of the subpaths before this one
        for line in self {
            let points = line.isClosed && !line.points.isEmpty ? line.points + [line.points[0]] : line.points
            let length = line.length
            for (from, to) in intervals {
                let a = from - base, b = to - base
                guard b > 0, a < length else { continue }
                if a <= 0, b >= length, line.isClosed {
                    result.append(line)
                    continue
                }
                var piece: [Point] = []
                var travelled = 0.0
                for i in 1..<Swift.max(points.count, 1) {
                    let p = points[i - 1], q = points[i]
                    let segment = (q - p).length
                    let next = travelled + segment
                    if next >= a, travelled <= b, segment > 0 {
                        if piece.isEmpty { piece.append(p.interpolated(to: q, at: Swift.max(0, (a - travelled) / segment))) }
                        if next <= b {
                            piece.append(q)
                        } else {
                            piece.append(p.interpolated(to: q, at: (b - travelled) / segment))
                        }
                    }
                    travelled = next
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
    /// Length along the points, plus the closing segment when closed.
    public var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += (points[i] - points[i - 1]).length }
        if isClosed { total += (points[0] - points[points.count - 1]).length }
        return total
    }
}
