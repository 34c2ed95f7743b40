/// Which corners of a rectangle are rounded (Core Animation's `CACornerMask`, with its raw values).
public struct RectCorners: OptionSet, Sendable, Hashable {
    /// The corners' bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
    public let rawValue: Int
    /// A set of corners from Core Animation's raw value.
    ///
    /// - Parameter rawValue: The sum of the corners' bits (1, 2, 4, 8).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The corner at the smallest x and y: top left on a y-down screen.
    public static let minXMinY = RectCorners(rawValue: 1)
    /// Top right.
    public static let maxXMinY = RectCorners(rawValue: 2)
    /// Bottom left.
    public static let minXMaxY = RectCorners(rawValue: 4)
    /// Bottom right.
    public static let maxXMaxY = RectCorners(rawValue: 8)
    /// All four corners.
    public static let all: RectCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// One corner's outline in the corner's own frame, in radii: `p` along the edge the outline
/// comes from, `q` along the edge it leaves by, both from the rectangle's corner. A curve, then a
/// short line, three times.
private typealias CornerSteps = [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))]

/// How far a continuous corner reaches along each edge, in radii.
private let continuousReach = 1.52866483

/// Apple's continuous corner (iOS 7 and later, `CALayerCornerCurve.continuous`) as
/// reverse-engineered by PaintCode: curvature eases in from the straight edge, which it leaves
/// 1.529 radii before the corner rather than 1. Straight lines are curves with controls on them.
private let continuousSteps: CornerSteps = [
    ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)),
    ((0.66993427, 0.065496), (0.63149399, 0.074911), (0.63149399, 0.074911)),
    ((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)),
    ((0.074911, 0.63149399), (0.065496, 0.66993427), (0.065496, 0.66993427)),
    ((0, 0.86840689), (0, 1.08849323), (0, continuousReach))
]

/// The circular corner in the same steps, so the two can be blended.
private let circularSteps: CornerSteps = {
    let k = 1 - 4.0 / 3.0 * (2.0.squareRoot() - 1)
    return [
        ((1, 0), (1, 0), (1, 0)), ((1, 0), (1, 0), (1, 0)), ((k, 0), (0, k), (0, 1)), ((0, 1), (0, 1), (0, 1)),
        ((0, 1), (0, 1), (0, 1))
    ]
}()

extension Path {
    /// A closed rectangle with some corners rounded, circular or continuous.
    ///
    /// With every corner and circular corners it is ``init(roundedRect:cornerRadius:)``. A
    /// continuous corner reaches 1.529 radii along each edge; where that does not fit in half the
    /// shorter side it is blended towards a circular corner until it does, so a radius of half
    /// the side still gives a capsule's round ends.
    ///
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - radius: The corners' radius, clamped to 0…half the shorter side.
    ///   - corners: The corners rounded; the others are square.
    ///   - continuous: Apple's continuous corners rather than circular ones.
    public init(roundedRect r: Rect, cornerRadius radius: Double, corners: RectCorners, continuous: Bool) {
        if corners == .all && !continuous {
            self.init(roundedRect: r, cornerRadius: radius)
            return
        }
        let rad = min(max(radius, 0), r.width / 2, r.height / 2)
        guard rad > 0, !corners.isEmpty else {
            self.init(rect: r)
            return
        }
        var steps = circularSteps
        var reach = 1.0
        if continuous {
            let half = min(r.width, r.height) / 2
            let t = min(1, max(0, (half / rad - 1) / (continuousReach - 1)))
            func mix(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
                (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))
            }
            steps = zip(circularSteps, continuousSteps).map {
                (mix($0.c1, $1.c1), mix($0.c2, $1.c2), mix($0.end, $1.end))
            }
            reach = 1 + t * (continuousReach - 1)
        }
        // Each corner: its point, the direction back along the edge the outline arrives by, and
        // the direction along the edge it leaves by (clockwise on a y-down screen).
        let frames: [(RectCorners, Point, (Double, Double), (Double, Double))] = [
            (.maxXMinY, Point(x: r.maxX, y: r.minY), (-1, 0), (0, 1)),
            (.maxXMaxY, Point(x: r.maxX, y: r.maxY), (0, -1), (-1, 0)),
            (.minXMaxY, Point(x: r.minX, y: r.maxY), (1, 0), (0, -1)),
            (.minXMinY, Point(x: r.minX, y: r.minY), (0, 1), (1, 0))
        ]
        func point(_ frame: (RectCorners, Point, (Double, Double), (Double, Double)), _ pq: (Double, Double)) -> Point {
            let (_, c, a, b) = frame
            return Point(x: c.x + rad * (pq.0 * a.0 + pq.1 * b.0), y: c.y + rad * (pq.0 * a.1 + pq.1 * b.1))
        }
        self.init()
        let last = frames[3]
        move(to: corners.contains(last.0) ? point(last, (0, reach)) : last.1)
        for frame in frames {
            guard corners.contains(frame.0) else {
                addLine(to: frame.1)
                continue
            }
            addLine(to: point(frame, (reach, 0)))
            for step in steps {
                addCurve(to: point(frame, step.end), control1: point(frame, step.c1), control2: point(frame, step.c2))
            }
        }
        closeSubpath()
    }
}
