import Reel

extension Examples {
    /// The seed's flip (transitionFromView:toView:): a front card turns over to a back card from
    /// the left, rests, and turns back from the right, 1 s each with UIView's ease-in-out.
    public static func flipTransition(duration: Double = 1, pause: Double = 0.6) -> Stage {
        let stage = Stage(
            width: 240, height: 200, fps: 25, duration: 2 * (pause + duration) + pause,
            backgroundColor: UIColor(hex: "#f2f2f7").cgColor)
        let container = UIView(frame: CGRect(x: 50, y: 40, width: 140, height: 120))
        stage.view.addSubview(container)
        func card(_ color: String, _ text: String) -> UIView {
            let view = UIView(frame: container.bounds)
            view.backgroundColor = UIColor(hex: color)
            view.layer.cornerRadius = 14
            let label = CATextLayer()
            label.frame = CGRect(x: 0, y: 38, width: 140, height: 44)
            label.string = text
            label.fontSize = 34
            label.foregroundColor = UIColor.white.cgColor
            label.alignmentMode = .center
            view.layer.addSublayer(label)
            return view
        }
        let front = card("#007aff", "A")
        let back = card("#ff9500", "B")
        container.addSubview(front)
        stage.at(pause) {
            UIView.transition(from: front, to: back, duration: duration, options: [.transitionFlipFromLeft]) { _ in
                stage.after(pause) {
                    UIView.transition(from: back, to: front, duration: duration, options: [.transitionFlipFromRight])
                }
            }
        }
        return stage
    }
}
