import Reel

// Snippets from the seeds' UIView animation guide (001: "UIView 动画"), written in Swift as a
// tutorial would and run unchanged: only the stage lines (the canvas, the clock calls that stand
// for taps) are Reel's. The views are named as in the guide. A test checks their frames.

/// The guide's views and its snippets, one method each.
final class GuideSnippets {
    let view1 = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    let view2 = UIView(frame: CGRect(x: 100, y: 20, width: 60, height: 60))
    let btn = UIView(frame: CGRect(x: 20, y: 120, width: 60, height: 60))
    let slider = UIView(frame: CGRect(x: 100, y: 120, width: 60, height: 60))
    let view = UIView()
    let card = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))

    /// Nested animation blocks (in Reel the inner block keeps its own duration and curve: see
    /// "What differs" in docs/swift-api.md).
    func nestedBlocks() {
        UIView.animate(
            withDuration: 2.0, delay: 0, options: .curveEaseOut,
            animations: {
                self.view1.alpha = 0.0

                UIView.animate(
                    withDuration: 4.0, delay: 0.0, options: .curveLinear,
                    animations: {
                        self.view2.alpha = 0.0
                    }, completion: nil)

            }, completion: nil)
    }

    /// The same with begin/commit.
    func beginCommit() {
        UIView.beginAnimations("animation1", context: nil)
        UIView.setAnimationDuration(2.0)
        UIView.setAnimationCurve(.easeOut)
        btn.alpha = 0

        UIView.beginAnimations("animation2", context: nil)
        UIView.setAnimationDuration(4.0)
        UIView.setAnimationCurve(.linear)
        slider.alpha = 0
        UIView.commitAnimations()

        UIView.commitAnimations()
    }

    /// Repeat and autoreverse 1.5 times: it ends stretched (a whole count would end where it began).
    func repeatAutoreverse() {
        view.frame = CGRect(x: 0, y: 300, width: 100, height: 40)

        UIView.animate(
            withDuration: 2, delay: 0.0, options: [.repeat, .autoreverse],
            animations: {
                // 可以修改次数查看效果,整数值会返回原样
                UIView.setAnimationRepeatCount(1.5)
                self.view.frame = CGRect(x: 0, y: 300, width: 300, height: 40)

            }, completion: nil)
    }

    /// A flip transition of one view while its alpha changes.
    func flip() {
        UIView.transition(
            with: card, duration: 1.0, options: .transitionFlipFromLeft,
            animations: {

                self.card.alpha = 0.1
            }, completion: nil)
    }
}

extension Examples {
    /// The guide's snippets on one stage: nested blocks and begin/commit at 0 s, the bar
    /// stretching with repeat and autoreverse 1.5 times from 0 s, the card flipping at 0.5 s.
    public static func tutorialSnippets() -> Stage {
        let stage = Stage(width: 320, height: 360, fps: 30, duration: 7)
        let guide = GuideSnippets()
        for (view, color) in [
            (guide.view1, UIColor.red), (guide.view2, .blue), (guide.btn, .orange),
            (guide.slider, .purple), (guide.view, .systemBlue), (guide.card, .green)
        ] {
            view.backgroundColor = color
            stage.view.addSubview(view)
        }
        guide.nestedBlocks()
        guide.beginCommit()
        guide.repeatAutoreverse()
        stage.at(0.5) { guide.flip() }
        return stage
    }
}
