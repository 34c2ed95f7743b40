import Reel

extension Examples {
    /// presets/counter-rotation.json in Swift: the seed's mixed view and layer animation. A view
    /// turns by −180° and then on to −359° in two linear UIView blocks (the second started by the
    /// first's completion), while a layer inside it turns the other way with a `rotateZ` value
    /// function, so the layer keeps (nearly) still on screen.
    public static func counterRotation() -> Stage {
        let stage = Stage(width: 240, height: 240, fps: 30, duration: 0.3 + 2 + 0.5)
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        background.backgroundColor = .white
        stage.view.addSubview(background)
        let backingView = UIView(frame: CGRect(x: 60, y: 60, width: 120, height: 120))
        backingView.backgroundColor = UIColor(hex: "#007aff")
        backingView.layer.cornerRadius = 16
        stage.view.addSubview(backingView)
        let viewMarker = CAShapeLayer()
        viewMarker.position = CGPoint(x: 18, y: 18)
        viewMarker.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        viewMarker.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 12, height: 12)).cgPath
        viewMarker.fillColor = UIColor.white.cgColor
        backingView.layer.addSublayer(viewMarker)
        // The seed's custom layer, at the centre of the view's bounds.
        let manLayer = CALayer()
        manLayer.position = CGPoint(x: 60, y: 60)
        manLayer.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        manLayer.backgroundColor = UIColor(hex: "#ff9500").cgColor
        manLayer.cornerRadius = 6
        let layerMarker = CALayer()
        layerMarker.position = CGPoint(x: 28, y: 8)
        layerMarker.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layerMarker.backgroundColor = UIColor.white.cgColor
        manLayer.addSublayer(layerMarker)
        backingView.layer.addSublayer(manLayer)
        let degrees = Double.pi / 180
        stage.at(0.3) {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    // The first half of the view's turn.
                    backingView.transform = CGAffineTransform(rotationAngle: -180 * degrees)
                    // A custom layer ignores the block's parameters: its own animation turns it
                    // the other way over 2 s. With both ends set, byValue is ignored, as in Core
                    // Animation.
                    let layerAnimation = CABasicAnimation(keyPath: "transform")
                    layerAnimation.duration = 2
                    layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
                    layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
                    layerAnimation.fromValue = 0.0
                    layerAnimation.toValue = 360 * degrees
                    layerAnimation.byValue = 180 * degrees
                    manLayer.add(layerAnimation, forKey: "layerAnimation")
                },
                completion: { _ in
                    // The second half of the view's turn.
                    UIView.animate(
                        withDuration: 1, delay: 0, options: .curveLinear,
                        animations: { backingView.transform = CGAffineTransform(rotationAngle: -359 * degrees) },
                        completion: { _ in backingView.transform = .identity })
                })
        }
        return stage
    }
}
