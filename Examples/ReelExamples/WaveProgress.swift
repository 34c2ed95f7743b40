import Reel

extension Examples {
    /// The seed's wave progress bar (水波纹进度条): a sine wave twice the container's width
    /// translating by its width forever, in a view whose top is the water level, which rises to
    /// `progress` inside a rounded container that clips it, then drains before the loop.
    public static func waveProgress(progress: Double = 0.65, riseDuration: Double = 2.5, waveDuration: Double = 3)
        -> Stage
    {
        let stage = Stage(width: 240, height: 240, fps: 25, duration: 2 * waveDuration)
        let container = UIView(frame: CGRect(x: 30, y: 30, width: 180, height: 180))
        container.backgroundColor = UIColor(hex: "#e9f3ff")
        container.layer.cornerRadius = 36
        container.layer.borderWidth = 4
        container.layer.borderColor = UIColor(hex: "#1e90ff").cgColor
        container.clipsToBounds = true
        stage.view.addSubview(container)

        let width = container.bounds.width
        let height = container.bounds.height
        // The seed's generateWaveLayer: four periods over twice the width, amplitude 5.
        let totalLength = width * 2
        let wavePath = UIBezierPath()
        wavePath.move(to: CGPoint(x: 0, y: 0))
        var x: CGFloat = 0
        while x <= totalLength {
            wavePath.addLine(to: CGPoint(x: x, y: 5 * sin(x * (8 * .pi / totalLength))))
            x += 2
        }
        wavePath.addLine(to: CGPoint(x: totalLength, y: height))
        wavePath.addLine(to: CGPoint(x: 0, y: height))
        wavePath.close()
        let wave = CAShapeLayer()
        wave.path = wavePath.cgPath
        wave.fillColor = UIColor(red: 30 / 255, green: 144 / 255, blue: 1, alpha: 1).cgColor

        let visibleView = UIView(frame: CGRect(x: 0, y: height + 6, width: width, height: height))
        container.addSubview(visibleView)
        wave.frame = CGRect(x: -width, y: 0, width: width * 2, height: height)
        visibleView.layer.addSublayer(wave)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.duration = waveDuration
        animation.fromValue = 0.0
        animation.toValue = width
        animation.repeatCount = .infinity
        wave.add(animation, forKey: nil)

        // changeWaterLevel(to:), animated.
        stage.at(0.3) {
            UIView.animate(
                withDuration: riseDuration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    visibleView.frame = CGRect(x: 0, y: (1 - progress) * height, width: width, height: height)
                })
        }
        // Drains as it rose, ending before the loop, so the GIF's last frame joins its first.
        stage.at(2 * waveDuration - 0.3 - riseDuration) {
            UIView.animate(
                withDuration: riseDuration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    visibleView.frame = CGRect(x: 0, y: height + 6, width: width, height: height)
                })
        }
        return stage
    }
}
