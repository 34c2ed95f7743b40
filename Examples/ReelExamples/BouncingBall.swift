import Reel

/// A view that collides as a circle (the seed overrides `collisionBoundingPath` for this).
final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

extension Examples {
    /// The seed's bouncing ball (UIKit 力学): gravity, collisions with the walls and with an
    /// anchored paddle, elasticity 1 and an instantaneous push. As the seed found in UIKit, the
    /// ball still bounces a little lower each time. The seed pushes in a random direction; here
    /// it is `pushAngle` (degrees, clockwise from the right), so every run is the same.
    /// presets/bouncing-ball.json is the same scene with scene-file dynamics; a test checks both
    /// give the same tracks.
    public static func bouncingBall(duration: Double = 6, elasticity: CGFloat = 1, pushAngle: Double = -30) -> Stage {
        let stage = Stage(
            width: 240, height: 320, fps: 30, duration: duration, backgroundColor: UIColor(hex: "#f2f2f7").cgColor)
        let ball = BallView(frame: CGRect(x: 60, y: 40, width: 30, height: 30))
        ball.backgroundColor = UIColor(hex: "#ff9500")
        ball.layer.cornerRadius = 15
        stage.view.addSubview(ball)
        let paddle = UIView(frame: CGRect(x: 40, y: 260, width: 110, height: 14))
        paddle.backgroundColor = UIColor(hex: "#007aff")
        paddle.layer.cornerRadius = 7
        stage.view.addSubview(paddle)

        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        let collision = UICollisionBehavior(items: [ball, paddle])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let ballBehavior = UIDynamicItemBehavior(items: [ball])
        ballBehavior.elasticity = elasticity
        ballBehavior.allowsRotation = false
        animator.addBehavior(ballBehavior)
        let paddleBehavior = UIDynamicItemBehavior(items: [paddle])
        paddleBehavior.elasticity = 1
        paddleBehavior.isAnchored = true
        animator.addBehavior(paddleBehavior)
        let push = UIPushBehavior(items: [ball], mode: .instantaneous)
        // Degrees to radians with the preset's own constant, so both compute the same angle.
        push.setAngle(CGFloat(pushAngle * 0.017453292519943295), magnitude: 0.12)
        animator.addBehavior(push)
        // A simulation does not come back to its start: fading the ball in and out over the
        // first and last 5 % lets a looping GIF restart it without a jump.
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 1, 0]
        fade.keyTimes = [0, 0.05, 0.95, 1]
        fade.duration = duration
        // Held at the end, so one period on the frame is the first one again.
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        ball.layer.add(fade, forKey: nil)
        return stage
    }
}
