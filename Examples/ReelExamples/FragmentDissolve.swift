import Reel

/// The mask view of the fragment dissolve: a grid of opaque tiles (the seed's maskView with
/// rows × columns subviews), and the state the seed kept in associated objects.
public final class FragmentMaskView: UIView {
    public private(set) var rows = 2, columns = 15
    /// Seconds between one tile's fade and the next's.
    public private(set) var interval: TimeInterval = 0.04
    /// Seconds each tile takes to fade.
    public private(set) var duration: TimeInterval = 0.3
    /// True once every tile is hidden.
    public fileprivate(set) var isFade = false
    /// True while tiles are fading (out or back).
    public fileprivate(set) var isFading = false
    /// The tiles, in fading order (column by column, top to bottom within a column).
    public fileprivate(set) var tiles: [UIView] = []

    fileprivate func layOut(rows: Int, columns: Int, interval: TimeInterval, duration: TimeInterval) {
        (self.rows, self.columns, self.interval, self.duration) = (max(rows, 1), max(columns, 1), interval, duration)
        tiles.forEach { $0.removeFromSuperview() }
        tiles = []
        let width = bounds.width / CGFloat(self.columns)
        let height = bounds.height / CGFloat(self.rows)
        for column in 0..<self.columns {
            for row in 0..<self.rows {
                // One point wider and taller, so neighbouring tiles leave no seam.
                let tile = UIView(
                    frame: CGRect(
                        x: CGFloat(column) * width, y: CGFloat(row) * height, width: width + 1, height: height + 1))
                tile.backgroundColor = .white
                addSubview(tile)
                tiles.append(tile)
            }
        }
    }
}

extension UIView {
    /// The fragment mask this view is dissolved by, if configured.
    public var fragmentMask: FragmentMaskView? { mask as? FragmentMaskView }

    /// Masks the view by a grid of `rows` × `columns` tiles that `fadeFragments` hides one after
    /// another, `interval` seconds apart, each over `duration` seconds (the seed's
    /// configurateWithVerticalCount:horizontalCount:interval:duration:).
    public func configureFragments(
        rows: Int = 2, columns: Int = 15, interval: TimeInterval = 0.04, duration: TimeInterval = 0.3
    ) {
        let mask = fragmentMask ?? FragmentMaskView(frame: bounds)
        mask.layOut(rows: rows, columns: columns, interval: interval, duration: duration)
        self.mask = mask
    }

    /// Fades the tiles out in order, starting `delay` seconds from now, then calls `completion`
    /// (ignored while fading or faded).
    public func fadeFragments(delay: TimeInterval = 0, completion: (() -> Void)? = nil) {
        if fragmentMask == nil { configureFragments() }
        animateFragments(to: 0, reversed: false, delay: delay, completion: completion)
    }

    /// Fades the tiles back in, last first, then calls `completion` (ignored unless faded).
    public func reverseFragments(completion: (() -> Void)? = nil) {
        animateFragments(to: 1, reversed: true, delay: 0, completion: completion)
    }

    /// Shows every tile at once (the seed's reverseWithoutAnimate).
    public func reverseFragmentsWithoutAnimation() {
        guard let mask = fragmentMask, !mask.isFading else { return }
        mask.tiles.forEach { $0.alpha = 1 }
        mask.isFade = false
    }

    private func animateFragments(to alpha: CGFloat, reversed: Bool, delay: TimeInterval, completion: (() -> Void)?) {
        guard let mask = fragmentMask, !mask.isFading, mask.isFade == reversed else { return }
        mask.isFading = true
        let count = mask.tiles.count
        var finished = 0
        for (index, tile) in mask.tiles.enumerated() {
            let order = reversed ? count - 1 - index : index
            UIView.animate(
                withDuration: mask.duration, delay: delay + mask.interval * Double(order), options: [.curveLinear],
                animations: {
                    tile.alpha = alpha
                },
                completion: { _ in
                    finished += 1
                    guard finished == count else { return }
                    mask.isFading = false
                    mask.isFade = !reversed
                    completion?()
                })
        }
    }
}

extension Examples {
    /// The fragment dissolve as a reusable `UIView` extension: a picture (a gradient with a sun,
    /// drawn by layers) dissolves tile by tile, holds hidden, and comes back in reverse order.
    public static func fragmentDissolve(
        rows: Int = 2, columns: Int = 15, interval: Double = 0.04,
        duration: Double = 0.3, hold: Double = 0.6
    ) -> Stage {
        let start = 0.5
        let total = start + 2 * (Double(rows * columns - 1) * interval + duration) + 2 * hold
        let stage = Stage(
            width: 360, height: 220, fps: 30, duration: total, backgroundColor: UIColor(hex: "#f2f2f7").cgColor)
        let picture = UIView(frame: CGRect(x: 20, y: 20, width: 320, height: 180))
        let sky = CAGradientLayer()
        sky.frame = picture.bounds
        sky.colors = [UIColor(hex: "#ff9500").cgColor, UIColor(hex: "#af52de").cgColor]
        picture.layer.addSublayer(sky)
        let sun = CAShapeLayer()
        sun.path = UIBezierPath(ovalIn: CGRect(x: 130, y: 60, width: 60, height: 60)).cgPath
        sun.fillColor = UIColor(hex: "#ffcc00").cgColor
        picture.layer.addSublayer(sun)
        stage.view.addSubview(picture)
        picture.configureFragments(rows: rows, columns: columns, interval: interval, duration: duration)
        stage.at(start) {
            picture.fadeFragments {
                stage.after(hold) { picture.reverseFragments() }
            }
        }
        return stage
    }
}
