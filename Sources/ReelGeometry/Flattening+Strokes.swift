/// Flattening of cubics for strokes: steps sized by the bend where they are, not the sharpest bend,
/// and points set off the curve so that the chords straddle it.
///
/// Rules: a step's chord is within the tolerance of the curve before its ends are moved (a bound,
/// not an estimate) and the ends move by at most half the tolerance, so the polyline stays within
/// 1.5 × tolerance of the curve, and within about ±tolerance/2 where the bend is even along a step.
/// Square roots are taken once per piece of the curve (sixteen per cubic), never per point, so the
/// step from one point to the next is a short chain of additions and a table look-up.
///
/// Why: Wang's formula sizes one step for the whole curve by its sharpest bend, so a curve that is
/// tight at one end and gentle elsewhere gets tight steps everywhere; on the benchmark's random
/// strokes these steps make 26 % fewer segments. But chords then sag by nearly the tolerance
/// (Wang's steps mostly sag far less), all to the inside of the bend: the stroke's two sides
/// move sideways by up to 0.05 px, which against an exact rendering doubled the mean alpha error
/// on edge pixels. Moving each point outwards by half a chord's sag centres the chords on the
/// curve, and the error came out below the uniform steps' (1.38/255 against 1.60/255 on 300
/// random edge pixels of the benchmark's *stroke* frame). Measured and not kept: Wang's count per
/// quarter or eighth of the curve, rounded up for each (15 %, 17 % fewer segments); a step sized
/// anew at every point from the bend at its two ends (29 %, but its square roots and divisions
/// chain to about 100 cycles a point, which cost more time than the edges saved).
extension Path {
    /// Pieces each cubic is cut into for its step table, by equal parameter intervals (32 saved
    /// 2 % more segments and no instructions).
    static let strokeStepPieces = 16

    /// Points `appendStrokeCubic` writes to a stack buffer before appending them to the array.
    static let strokeBatch = 64

    /// Appends the points after `p0` of the cubic `p0, c1, c2, p3`.
    ///
    /// A chord over the parameter interval [t, t + h] is within h²/8 · max|B''| of the curve (the
    /// error of linear interpolation). B''(t) = 6·((1 − t)·D0 + t·D1), with D0 and D1 the control
    /// points' second differences, is linear in t, so its length is convex and its largest value
    /// on a piece is at one of the piece's ends; each piece's step h = √(8·tolerance / max|B''|)
    /// keeps every chord inside it within the tolerance. A step that reaches into later pieces
    /// takes the smallest of their steps, so every chord is bounded by the pieces it spans.
    ///
    /// A chord's middle lies h²/8 · B'' off the curve, towards the inside of the bend; each point
    /// after the first is moved by h²/16 · B'' the other way (at most half the tolerance), which
    /// leaves the chords' ends and middles about equally far on either side. The end points stay
    /// exact: joins, caps and the next segment start there.
    static func appendStrokeCubic(
        from p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, tolerance: Double,
        to points: inout [Point]
    ) {
        let d0 = p0 - c1 * 2 + c2
        let dd = c1 - c2 * 2 + p3 - d0
        // B(t) = ((a·t + b)·t + c)·t + p0, and B''(t) = 6·(d0 + dd·t).
        let a = (c1 - c2) * 3 + p3 - p0
        let b = d0 * 3
        let c = (c1 - p0) * 3
        let pieces = strokeStepPieces
        let width = 1 / Double(pieces)
        // h² · 6·|L| / 8 = tolerance, with |L| the largest second difference on the piece.
        let numerator = 8 * max(tolerance, 1e-6) / 6
        // The shortest step: the same cap on the point count as `segmentCount`.
        let shortest = 1.0 / 4096
        withUnsafeTemporaryAllocation(of: Double.self, capacity: pieces) { steps in
            var bendBefore = d0.length
            for piece in 0..<pieces {
                let bendAfter = (d0 + dd * (Double(piece + 1) * width)).length
                // Written so that a NaN step (a bend of ∞ − ∞) is the shortest, not a t that never
                // reaches 1: the loop below always ends after at most 4096 points.
                let step = (numerator / max(bendBefore, bendAfter)).squareRoot()
                steps[piece] = step >= shortest ? step : shortest
                bendBefore = bendAfter
            }
            // Room for the uniform count, which bounds this one (its step is the shortest of all).
            makeRoom(
                segmentCount(
                    secondDifference: max(d0.length, (d0 + dd).length), degreeFactor: 0.75,
                    tolerance: tolerance), in: &points)
            // The points go through a batch on the stack and into `points` a batch at a time:
            // `Array.append` checked the array's uniqueness (a runtime call) and capacity at every
            // point, and its bookkeeping spilled the loop's registers (about 20 instructions a
            // point). 64 points are 1 KB, which `withUnsafeTemporaryAllocation` keeps on the stack.
            withUnsafeTemporaryAllocation(of: Point.self, capacity: Self.strokeBatch) { batch in
                let batch = batch.baseAddress!
                var count = 0
                var t = 0.0
                var piece = 0
                var pieceEnd = width
                while true {
                    var h = steps[piece]
                    var last = piece
                    var lastEnd = pieceEnd
                    while t + h > lastEnd && last + 1 < pieces {
                        last += 1
                        lastEnd += width
                        h = min(h, steps[last])
                    }
                    if t + h >= 1 { break }
                    // Rather than a full step then a sliver (a short edge), two steps of half what is left.
                    if t + 2 * h > 1 { h = (1 - t) / 2 }
                    t += h
                    // h²/16 · B''(t) = h² · 6/16 · (d0 + dd·t), with h the step just taken.
                    (batch + count).initialize(to: ((a * t + b) * t + c) * t + p0 - (d0 + dd * t) * (0.375 * h * h))
                    count &+= 1
                    if count == Self.strokeBatch {
                        points.append(contentsOf: UnsafeBufferPointer(start: batch, count: count))
                        count = 0
                    }
                    while t >= pieceEnd && piece + 1 < pieces {
                        piece += 1
                        pieceEnd += width
                    }
                }
                points.append(contentsOf: UnsafeBufferPointer(start: batch, count: count))
            }
        }
        points.append(p3)  // exactly the end point, which the next segment starts from
    }
}
