import Reel

extension CALayer {
    /// The seed's DR_popAnimation: the property moves out to `value` and back, an aggressive move
    /// out then a slow settle (keyTimes 0, 0.35, 1; control points (1, 0, 1 − easing, 1) then
    /// (easing, 0, 0, 1)). The model value does not change.
    func pop(_ keyPath: String, to value: Any, duration: CFTimeInterval, easing: Double = 0.2) {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        let old = self.value(forKeyPath: keyPath)!
        animation.duration = duration
        animation.keyTimes = [0, 0.35, 1]
        animation.values = [old, value, old]
        animation.timingFunctions = [
            CAMediaTimingFunction(controlPoints: 1, 0, 1 - easing, 1),
            CAMediaTimingFunction(controlPoints: easing, 0, 0, 1)
        ]
        add(animation, forKey: keyPath)
    }
}

extension Examples {
    /// presets/pop.json in Swift: four views pop their position, size, colour and rotation.
    public static func pop() -> Stage {
        let stage = Stage(width: 400, height: 170, fps: 30, duration: 0.3 + 0.7 + 0.6)
        let color = UIColor(hex: "#007aff")
        let popColor = UIColor(hex: "#ff2d55")
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 170))
        background.backgroundColor = .white
        stage.view.addSubview(background)
        var views: [UIView] = []
        var labels: [CALayer] = []
        for (i, caption) in ["position", "size", "colour", "rotation"].enumerated() {
            let x = 62.0 + 92 * Double(i)
            let view = UIView(frame: CGRect(x: x - 28, y: 50, width: 56, height: 56))
            view.backgroundColor = color
            view.layer.cornerRadius = 10
            stage.view.addSubview(view)
            views.append(view)
            let label = CATextLayer()
            label.position = CGPoint(x: x, y: 145)
            label.bounds = CGRect(x: 0, y: 0, width: 96, height: 20)
            label.string = caption
            label.fontSize = 13
            label.foregroundColor = UIColor(hex: "#8e8e93").cgColor
            label.alignmentMode = .center
            labels.append(label)
        }
        labels.forEach(stage.rootLayer.addSublayer)
        let marker = CAShapeLayer()
        marker.position = CGPoint(x: 14, y: 14)
        marker.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        marker.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        marker.fillColor = UIColor.white.cgColor
        views[3].layer.addSublayer(marker)
        stage.at(0.3) {
            views[0].layer.pop("position", to: CGPoint(x: 62, y: 78 - 36), duration: 0.7)
            views[1].layer.pop("bounds", to: CGRect(x: 0, y: 0, width: 56 * 1.5, height: 56 * 1.5), duration: 0.7)
            views[2].layer.pop("backgroundColor", to: popColor.cgColor, duration: 0.7)
            views[3].layer.pop("transform.rotation.z", to: 90 * (Double.pi / 180), duration: 0.7)
        }
        return stage
    }
}
