import Reel

extension Examples {
    /// docs/features/cube.json in Swift: six single-sided faces in a `CATransformLayer` that turns
    /// about y, inside another that tilts it, under a container's perspective. Without transform
    /// layers the faces would be flattened into one plane and drawn in tree order.
    public static func rotatingCube(period: CFTimeInterval = 4) -> Stage {
        let stage = Stage(
            width: 240, height: 200, fps: 30, duration: period, backgroundColor: UIColor(hex: "#1c1c1e").cgColor)
        let container = CALayer()
        container.position = CGPoint(x: 120, y: 100)
        container.bounds = CGRect(x: 0, y: 0, width: 240, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        stage.rootLayer.addSublayer(container)

        let tilt = CATransformLayer()
        tilt.name = "tilt"
        tilt.position = CGPoint(x: 120, y: 100)
        tilt.transform = CATransform3DMakeRotation(-25 * CGFloat.pi / 180, 1, 0, 0)
        container.addSublayer(tilt)
        let spin = CATransformLayer()
        spin.name = "spin"
        tilt.addSublayer(spin)

        // Each face starts facing the viewer and is turned, then pushed out by half the side.
        let half: CGFloat = 40
        let faces: [(String, String, CATransform3D)] = [
            ("front", "#ff3b30", CATransform3DMakeTranslation(0, 0, half)),
            (
                "right", "#007aff",
                CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), CGFloat.pi / 2, 0, 1, 0)
            ),
            ("back", "#34c759", CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), CGFloat.pi, 0, 1, 0)),
            (
                "left", "#ff9500",
                CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -CGFloat.pi / 2, 0, 1, 0)
            ),
            ("top", "#af52de", CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), CGFloat.pi / 2, 1, 0, 0)),
            (
                "bottom", "#ffcc00",
                CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -CGFloat.pi / 2, 1, 0, 0)
            )
        ]
        for (name, color, transform) in faces {
            let face = CALayer()
            face.name = name
            face.bounds = CGRect(x: 0, y: 0, width: 2 * half, height: 2 * half)
            face.backgroundColor = UIColor(hex: color).cgColor
            face.borderWidth = 3
            face.borderColor = UIColor(hex: "#ffffff").cgColor
            face.isDoubleSided = false
            face.transform = transform
            spin.addSublayer(face)
        }

        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0.5
        turn.toValue = 0.5 + 2 * CGFloat.pi
        turn.duration = period
        turn.repeatCount = .infinity  // so the last frame is the first again: the GIF loops smoothly
        spin.add(turn, forKey: "turn")
        return stage
    }
}
