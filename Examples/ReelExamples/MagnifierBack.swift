import Reel

/// The seed's magnifier ⇄ back arrow: two half-circle arcs and three lines on CAShapeLayers,
/// strokeStart/strokeEnd groups, and a CATransaction completion block that waits a second and
/// morphs to the other state, looping until the stage ends.
final class MagnifierBack {
    enum State { case magnifier, back }

    let animationDuration: CFTimeInterval = 1
    let magnifierLayerTop = CAShapeLayer(), magnifierLayerBottom = CAShapeLayer()
    let magnifierHandle = CAShapeLayer(), backTopLine = CAShapeLayer(), backBottomLine = CAShapeLayer()
    let stage: Stage

    init(stage: Stage, size: CGFloat = 120, color: CGColor, lineWidth: CGFloat = 6) {
        self.stage = stage
        let radius = size * 0.25
        let center = CGPoint(x: 100 - radius * 0.70710678, y: 100 - radius * 0.70710678)
        let wrapper = CALayer()
        wrapper.position = CGPoint(x: 100 - 0.4 * radius, y: 100)
        wrapper.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        stage.rootLayer.addSublayer(wrapper)
        let degree = Double.pi / 180
        func setupCircleLayer(_ layer: CAShapeLayer, startAngle: CGFloat, endAngle: CGFloat) {
            layer.path =
                UIBezierPath(
                    arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: true
                ).cgPath
            layer.anchorPoint = .zero
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            style(layer)
        }
        func setupLineLayer(_ layer: CAShapeLayer, length: CGFloat, rotation: CGFloat, strokeEnd: CGFloat) {
            let linePath = UIBezierPath()
            linePath.move(to: .zero)
            linePath.addLine(to: CGPoint(x: length, y: 0))
            layer.path = linePath.cgPath
            layer.position = CGPoint(x: 100, y: 100)
            layer.transform = CATransform3DMakeRotation(rotation, 0, 0, 1)
            layer.strokeEnd = strokeEnd
            style(layer)
        }
        func style(_ layer: CAShapeLayer) {
            layer.fillColor = nil
            layer.strokeColor = color
            layer.lineWidth = lineWidth
            wrapper.addSublayer(layer)
        }
        setupCircleLayer(magnifierLayerTop, startAngle: 225 * degree, endAngle: 45 * degree)
        setupCircleLayer(magnifierLayerBottom, startAngle: 45 * degree, endAngle: 225 * degree)
        setupLineLayer(magnifierHandle, length: 2 * radius, rotation: 45 * degree, strokeEnd: 1)
        setupLineLayer(backTopLine, length: radius * 1.41421356, rotation: 315 * degree, strokeEnd: 0)
        setupLineLayer(backBottomLine, length: radius * 1.41421356, rotation: 45 * degree, strokeEnd: 0)
    }

    func animatePartTo(_ part: CAShapeLayer, startFrom: CGFloat, startTo: CGFloat, endFrom: CGFloat, endTo: CGFloat) {
        part.strokeStart = startTo
        part.strokeEnd = endTo
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = startFrom
        start.toValue = startTo
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = endFrom
        end.toValue = endTo
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = animationDuration
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        part.add(group, forKey: nil)
    }

    func animatePartRotation(_ part: CAShapeLayer, rotationStart: CGFloat, rotationEnd: CGFloat) {
        part.setValue(rotationEnd, forKeyPath: "transform.rotation.z")
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = rotationStart
        rotation.toValue = rotationEnd
        rotation.duration = animationDuration
        rotation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        part.add(rotation, forKey: nil)
    }

    func animateToState(_ state: State) {
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            // The seed's dispatch_after becomes the stage's virtual-time `after`.
            self.stage.after(self.animationDuration) { self.animateToState(state == .magnifier ? .back : .magnifier) }
        }
        let quarter = 45 * (Double.pi / 180)
        switch state {
        case .magnifier:
            animatePartTo(magnifierLayerTop, startFrom: 1, startTo: 0, endFrom: 1, endTo: 1)
            animatePartTo(magnifierLayerBottom, startFrom: 0, startTo: 0, endFrom: 0, endTo: 1)
            animatePartRotation(magnifierHandle, rotationStart: 0, rotationEnd: quarter)
            animatePartTo(backTopLine, startFrom: 0, startTo: 0, endFrom: 1, endTo: 0)
            animatePartTo(backBottomLine, startFrom: 0, startTo: 0, endFrom: 1, endTo: 0)
        case .back:
            animatePartTo(magnifierLayerTop, startFrom: 0, startTo: 1, endFrom: 1, endTo: 1)
            animatePartTo(magnifierLayerBottom, startFrom: 0, startTo: 0, endFrom: 1, endTo: 0)
            animatePartRotation(magnifierHandle, rotationStart: quarter, rotationEnd: 0)
            animatePartTo(backTopLine, startFrom: 0, startTo: 0, endFrom: 0, endTo: 1)
            animatePartTo(backBottomLine, startFrom: 0, startTo: 0, endFrom: 0, endTo: 1)
        }
        CATransaction.commit()
    }
}

extension Examples {
    /// presets/magnifier-back.json in Swift: the seed's code, looping by completion blocks.
    public static func magnifierBack() -> Stage {
        let stage = Stage(width: 200, height: 200, fps: 30, duration: 4)
        let background = CALayer()
        background.position = CGPoint(x: 100, y: 100)
        background.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        background.backgroundColor = UIColor(hex: "#1c1c1e").cgColor
        stage.rootLayer.addSublayer(background)
        let icon = MagnifierBack(stage: stage, color: UIColor(hex: "#aaaaaa").cgColor)
        stage.at(1) { icon.animateToState(.back) }
        return stage
    }
}
