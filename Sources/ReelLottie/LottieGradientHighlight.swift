import Foundation

extension LottieContext {
    /// A radial gradient's focal point (its highlight), in the group's coordinates: from the
    /// start `s`, `h` percent of the radius |e − s| along the direction of `e` turned by `a`
    /// degrees, the length kept within ±99 % as lottie-web and ThorVG do. Drawn at the frame
    /// the start and end points are first read at: a highlight that moves (its length, angle,
    /// or the points it hangs on animated) is reported. Nil without a highlight.
    func highlightFocus(of gradient: LottieGradient) -> [Double]? {
        guard gradient.radial, let (length, angle) = gradient.highlight else { return nil }
        if length.isAnimated || angle.isAnimated || gradient.start.isAnimated || gradient.end.isAnimated {
            unsupported("animated radial gradient highlights (h, a) (drawn at their first value)", at: gradient.node)
        }
        let frame = unionRange([gradient.start.frameRange, gradient.end.frameRange])?.lowerBound ?? 0
        let s = gradient.start.value(at: frame)
        let e = gradient.end.value(at: frame)
        let radius = ((e[0] - s[0]) * (e[0] - s[0]) + (e[1] - s[1]) * (e[1] - s[1])).squareRoot()
        let fraction = min(max(length.initial[0] / 100, -0.99), 0.99)
        let direction = atan2(e[1] - s[1], e[0] - s[0]) + angle.initial[0] * .pi / 180
        return [s[0] + cos(direction) * radius * fraction, s[1] + sin(direction) * radius * fraction]
    }
}
