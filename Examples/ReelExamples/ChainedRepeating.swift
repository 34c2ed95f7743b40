import Reel

extension Examples {
    /// presets/chained-repeating.json in Swift, written with UIView blocks as the seed's guide
    /// writes them: a completion chain, nested blocks (one inheriting the outer block's duration
    /// and curve, one overriding them) and autoreversing repeats of 1.5 and 2; then everything
    /// eases back, so the loop joins.
    public static func chainedRepeating() -> Stage {
        let (start, step, gap, outerDuration, innerDuration, repeating, barWidth) = (
            0.3, 0.6, 0.15, 2.0, 4.0, 2.0, 100.0
        )
        let stage = Stage(width: 360, height: 330, fps: 25, duration: start + 4 * repeating + 0.7)
        let color = UIColor(hex: "#007aff")
        let tints = [UIColor(hex: "#5856d6"), UIColor(hex: "#af52de"), UIColor(hex: "#ff2d55"), color]
        func caption(_ text: String, x: Double, y: Double, width: Double, size: CGFloat = 11) {
            let label = CATextLayer()
            label.position = CGPoint(x: x, y: y)
            label.bounds = CGRect(x: 0, y: 0, width: width, height: size == 12 ? 18 : 16)
            label.string = text
            label.fontSize = size
            label.foregroundColor = UIColor(hex: "#3a3a3c").cgColor
            label.alignmentMode = .left
            stage.rootLayer.addSublayer(label)
        }
        func square(center: CGPoint, side: Double, radius: CGFloat) -> UIView {
            let view = UIView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            view.backgroundColor = color
            view.layer.cornerRadius = radius
            stage.view.addSubview(view)
            return view
        }
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 330))
        background.backgroundColor = .white
        stage.view.addSubview(background)

        // Four steps round the track, each started by the previous one's completion, which also
        // tints the square.
        caption("completion chain (after)", x: 180, y: 18, width: 336, size: 12)
        let track = CAShapeLayer()
        track.anchorPoint = .zero
        track.bounds = CGRect(x: 0, y: 0, width: 360, height: 330)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 40, y: 58))
        for corner in [CGPoint(x: 320, y: 58), CGPoint(x: 320, y: 96), CGPoint(x: 40, y: 96)] {
            path.addLine(to: corner)
        }
        path.close()
        track.path = path.cgPath
        track.fillColor = nil
        track.strokeColor = UIColor(hex: "#d1d1d6").cgColor
        track.lineWidth = 2
        track.lineDashPattern = [4, 4]
        stage.rootLayer.addSublayer(track)
        let chained = square(center: CGPoint(x: 40, y: 58), side: 30, radius: 7)
        let corners = [CGPoint(x: 320, y: 58), CGPoint(x: 320, y: 96), CGPoint(x: 40, y: 96), CGPoint(x: 40, y: 58)]
        func move(_ i: Int, delay: TimeInterval) {
            UIView.animate(
                withDuration: step, delay: delay, options: [],
                animations: { chained.center = corners[i] },
                completion: { _ in
                    // Linear, as the preset's tints (Core Animation's default curve).
                    UIView.animate(
                        withDuration: 0.2, delay: 0, options: .curveLinear,
                        animations: { chained.backgroundColor = tints[i] })
                    if i + 1 < corners.count { move(i + 1, delay: gap) }
                })
        }

        // The seed's nesting listing: the nested block inherits the outer 2 s easeOut unless it
        // overrides the inherited duration and curve.
        caption("nested blocks (outer 2 s easeOut, inner 4 s linear)", x: 180, y: 138, width: 336, size: 12)
        let outer = square(center: CGPoint(x: 40, y: 178), side: 40, radius: 8)
        caption("outer", x: 102, y: 178, width: 76)
        let inheriting = square(center: CGPoint(x: 150, y: 178), side: 40, radius: 8)
        caption("inherits", x: 212, y: 178, width: 76)
        let overriding = square(center: CGPoint(x: 260, y: 178), side: 40, radius: 8)
        caption("overrides", x: 322, y: 178, width: 76)

        // repeatCount + 0.5 ends an autoreversing animation at the new value; a whole count plays
        // back to the old one, then the view jumps to the model.
        caption("autoreverse", x: 180, y: 226, width: 336, size: 12)
        var bars: [UIView] = []
        for (y, count) in [(254.0, "1.5"), (298.0, "2")] {
            let bar = UIView(frame: .zero)
            bar.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
            bar.bounds = CGRect(x: 0, y: 0, width: barWidth, height: 24)
            bar.center = CGPoint(x: 20, y: y)
            bar.backgroundColor = color
            bar.layer.cornerRadius = 6
            stage.view.addSubview(bar)
            bars.append(bar)
            caption("repeatCount \(count)", x: 170, y: y + 21, width: 300)
        }

        stage.at(start) {
            move(0, delay: 0)
            UIView.animate(
                withDuration: outerDuration, delay: 0, options: .curveEaseOut,
                animations: {
                    outer.alpha = 0
                    UIView.animate(
                        withDuration: innerDuration, delay: 0, options: .curveLinear,
                        animations: { inheriting.alpha = 0 })
                    UIView.animate(
                        withDuration: innerDuration, delay: 0,
                        options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve],
                        animations: { overriding.alpha = 0 })
                })
            for (bar, count) in zip(bars, [1.5, 2] as [Float]) {
                UIView.animate(
                    withDuration: repeating, delay: 0, options: [.repeat, .autoreverse],
                    animations: {
                        UIView.setAnimationRepeatCount(count)
                        bar.bounds.size.width = barWidth * 3
                    })
            }
        }
        // Everything eases back to where it started before the scene ends, so its loop (a GIF's)
        // does not jump.
        stage.at(start + 4 * repeating + 0.2) {
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveEaseInOut,
                animations: {
                    for view in [outer, inheriting, overriding] { view.alpha = 1 }
                    for bar in bars { bar.bounds.size.width = barWidth }
                })
        }
        return stage
    }
}
