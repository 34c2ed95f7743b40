import Reel

extension Examples {
    /// presets/loading-indicators.json in Swift: a replicator activity indicator, replicator
    /// pulsing dots, and a stroke spinner.
    public static func loadingIndicators(period: CFTimeInterval = 1, strokePeriod: CFTimeInterval = 1.5) -> Stage {
        let stage = Stage(width: 360, height: 150, fps: 30, duration: 2 * strokePeriod)
        let color = UIColor(hex: "#8e8e93").cgColor
        let background = CALayer()
        background.position = CGPoint(x: 180, y: 75)
        background.bounds = CGRect(x: 0, y: 0, width: 360, height: 150)
        background.backgroundColor = UIColor.white.cgColor
        stage.rootLayer.addSublayer(background)

        // Activity indicator: 12 bars fading one after another.
        let bars = 12
        let replicator = CAReplicatorLayer()
        replicator.position = CGPoint(x: 60, y: 65)
        replicator.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        replicator.instanceCount = bars
        replicator.instanceTransform = CATransform3DMakeRotation(6.283185307 / Double(bars), 0, 0, 1)
        replicator.instanceDelay = period / Double(bars)
        let bar = CALayer()
        bar.position = CGPoint(x: 40, y: 12)
        bar.bounds = CGRect(x: 0, y: 0, width: 7, height: 22)
        bar.cornerRadius = 3.5
        bar.backgroundColor = color
        bar.opacity = 0.15
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.beginTime = -period  // a period early, so every bar is already running at the start
        fade.duration = period
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        replicator.addSublayer(bar)
        stage.rootLayer.addSublayer(replicator)

        // Pulsing dots.
        let dots = CAReplicatorLayer()
        dots.position = CGPoint(x: 180, y: 65)
        dots.bounds = CGRect(x: 0, y: 0, width: 84, height: 20)
        dots.instanceCount = 3
        dots.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        dots.instanceDelay = period / 6
        let dot = CAShapeLayer()
        dot.position = CGPoint(x: 12, y: 10)
        dot.bounds = CGRect(x: 0, y: 0, width: 18, height: 18)
        dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 18, height: 18)).cgPath
        dot.fillColor = color
        dot.transform = CATransform3DMakeScale(0.4, 0.4, 1)
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [0.4, 1, 0.4, 0.4]
        pulse.keyTimes = [0, 0.3, 0.6, 1]
        pulse.timingFunctions = [
            CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .linear)
        ]
        pulse.beginTime = -period
        pulse.duration = period
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
        dots.addSublayer(dot)
        stage.rootLayer.addSublayer(dots)

        // Stroke spinner: a track and an arc whose ends chase each other while it turns.
        let track = CAShapeLayer()
        track.position = CGPoint(x: 300, y: 65)
        track.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        track.path = UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 52, height: 52)).cgPath
        track.fillColor = nil
        track.strokeColor = UIColor(hex: "#e5e5ea").cgColor
        track.lineWidth = 6
        stage.rootLayer.addSublayer(track)
        let spinner = CAShapeLayer()
        spinner.position = CGPoint(x: 300, y: 65)
        spinner.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        let degree = Double.pi / 180
        spinner.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 32, y: 32), radius: 26, startAngle: -90 * degree,
                endAngle: 270 * degree, clockwise: true
            ).cgPath
        spinner.fillColor = nil
        spinner.strokeColor = color
        spinner.lineWidth = 6
        spinner.lineCap = .round
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 360 * degree
        turn.duration = 2 * strokePeriod
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "turn")
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = strokePeriod * 2 / 3
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        let shrink = CABasicAnimation(keyPath: "strokeStart")
        shrink.fromValue = 0
        shrink.toValue = 1
        shrink.beginTime = strokePeriod / 3
        shrink.duration = strokePeriod * 2 / 3
        shrink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shrink.fillMode = .both
        shrink.isRemovedOnCompletion = false
        let group = CAAnimationGroup()
        group.animations = [grow, shrink]
        group.duration = strokePeriod
        group.repeatCount = .infinity
        spinner.add(group, forKey: "stroke")
        stage.rootLayer.addSublayer(spinner)

        for (x, caption) in [(60.0, "replicator"), (180.0, "replicator dots"), (300.0, "stroke spinner")] {
            let label = CATextLayer()
            label.position = CGPoint(x: x, y: 132)
            label.bounds = CGRect(x: 0, y: 0, width: 116, height: 18)
            label.string = caption
            label.fontSize = 12
            label.foregroundColor = UIColor(hex: "#3a3a3c").cgColor
            label.alignmentMode = .center
            stage.rootLayer.addSublayer(label)
        }
        return stage
    }
}
