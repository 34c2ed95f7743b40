import Reel

/// A view that collides as a circle (the seed overrides `collisionBoundingPath` for this).
final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

extension Examples {
    /// The seed's bouncing ball (UIKit 力学): gravity, collisions with the walls and with an
    /// anchored paddle, elasticity 1 and a sideways instantaneous push. Reel conserves energy, so
    /// the ball keeps bouncing to the same height (UIKit slows it down).
    public static func bouncingBall(duration: Double = 6) -> Stage {
        let stage = Stage(width: 240, height: 320, fps: 30, duration: duration, backgroundColor: UIColor(named: "#f2f2f7").cgColor)
        let ball = BallView(frame: CGRect(x: 60, y: 40, width: 30, height: 30))
        ball.backgroundColor = UIColor(named: "#ff9500")
        ball.layer.cornerRadius = 15
        stage.view.addSubview(ball)
        let paddle = UIView(frame: CGRect(x: 40, y: 260, width: 110, height: 14))
        paddle.backgroundColor = UIColor(named: "#007aff")
        paddle.layer.cornerRadius = 7
        stage.view.addSubview(paddle)

        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        let collision = UICollisionBehavior(items: [ball, paddle])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let ballBehavior = UIDynamicItemBehavior(items: [ball])
        ballBehavior.elasticity = 1
        ballBehavior.allowsRotation = false
        animator.addBehavior(ballBehavior)
        let paddleBehavior = UIDynamicItemBehavior(items: [paddle])
        paddleBehavior.elasticity = 1
        paddleBehavior.isAnchored = true
        animator.addBehavior(paddleBehavior)
        let push = UIPushBehavior(items: [ball], mode: .instantaneous)
        push.setAngle(0, magnitude: 0.04)
        animator.addBehavior(push)
        return stage
    }
}

extension Examples {
    /// presets/bouncing-ball.json, generated from `bouncingBall()`: scene files have no dynamics
    /// yet, so the preset carries the ball's simulated position track (every 1/120 s).
    /// `reel-examples --bouncing-ball-preset` prints it.
    public static func bouncingBallPreset(duration: Double = 6) -> String {
        let stage = bouncingBall(duration: duration)
        let scene = stage.scene
        var points: [String] = []
        var length = 0.0
        for animation in scene.layers[0].animations where animation.keyPath == "position" {
            if case .keyframes(let keyframes) = animation.kind {
                for case .point(let p) in keyframes.values { points.append("[\(p.x), \(p.y)]") }
                length = animation.timing.duration
            }
        }
        var rows: [String] = []
        for start in stride(from: 0, to: points.count, by: 4) {
            rows.append("              " + points[start..<min(start + 4, points.count)].joined(separator: ", "))
        }
        return """
        {
          "description": "Bouncing ball (the seed's UIKit Dynamics game): gravity, collisions with the walls and with an anchored paddle, elasticity 1 and a sideways instantaneous push; Reel conserves energy, so the ball keeps bouncing to the same height. Scene files have no dynamics yet: the ball's position is a keyframe track sampled every 1/120 s from the Swift simulation (Examples/ReelExamples/BouncingBall.swift, printed by `reel-examples --bouncing-ball-preset`), so only the colours are parameters.",
          "width": 240, "height": 320, "fps": 30, "duration": \(duration), "background": {"$param": "background"},
          "parameters": {
            "ballColor": {"type": "color", "default": "#ff9500", "description": "The ball."},
            "paddleColor": {"type": "color", "default": "#007aff", "description": "The anchored paddle."},
            "background": {"type": "color", "default": "#f2f2f7", "description": "Behind the ball."}
          },
          "layers": [
            {
              "name": "ball", "position": [75.0, 55.0], "bounds": [0, 0, 30, 30], "cornerRadius": 15,
              "backgroundColor": {"$param": "ballColor"},
              "animations": [
                {
                  "type": "keyframe", "keyPath": "position", "duration": \(length), "fillMode": "forwards", "removedOnCompletion": false,
                  "values": [
        \(rows.joined(separator: ",\n"))
                  ]
                }
              ]
            },
            {
              "name": "paddle (anchored)", "position": [95.0, 267.0], "bounds": [0, 0, 110, 14], "cornerRadius": 7,
              "backgroundColor": {"$param": "paddleColor"}
            }
          ]
        }

        """
    }
}
