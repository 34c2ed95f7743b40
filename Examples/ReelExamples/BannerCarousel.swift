import Foundation
import Reel

/// The page indicator under the banner (the seed's UIPageControl): a dot per page, the current
/// one opaque.
public final class PageDots: UIView {
    private var dots: [UIView] = []
    public var numberOfPages = 0 {
        didSet {
            dots.forEach { $0.removeFromSuperview() }
            dots = (0..<numberOfPages).map { page in
                let x = bounds.midX + (CGFloat(page) - CGFloat(numberOfPages - 1) / 2) * 16
                let dot = UIView(frame: CGRect(x: x - 4, y: bounds.midY - 4, width: 8, height: 8))
                dot.backgroundColor = .white
                dot.layer.cornerRadius = 4
                addSubview(dot)
                return dot
            }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }
    public var currentPage = 0 {
        didSet { for (page, dot) in dots.enumerated() { dot.alpha = page == currentPage ? 1 : 0.45 } }
    }
}

/// The seed's banner carousel (LXDBannerAnimation, a category on UIImageView) as an image view:
/// the image dissolves by the fragment dissolve, revealing the next one on an image view
/// underneath; when it is gone the image view takes the next image, its tiles come back at once
/// and the next dissolve starts: a loop chained by completion blocks, which stops with `stop`,
/// or when the stage's clock stops.
public final class FragmentBannerView: UIImageView {
    public var bannerImages: [String] = []
    /// Seconds each image shows before it dissolves (the seed shows none).
    public var pause: TimeInterval = 1
    /// Stops the loop after the current dissolve.
    public var stop = false
    public private(set) var tempBanner: UIImageView?
    public private(set) var pageControl: PageDots?
    private var complete: (() -> Void)?

    /// The image view showing the next image, below this one (the seed's associateTempBannerWithImage:).
    private func associateTempBanner(with image: UIImage?) -> UIImageView {
        let banner =
            tempBanner
            ?? {
                let banner = UIImageView(frame: frame)
                banner.contentMode = contentMode
                banner.layer.cornerRadius = layer.cornerRadius
                banner.clipsToBounds = clipsToBounds
                superview?.insertSubview(banner, belowSubview: self)
                tempBanner = banner
                return banner
            }()
        banner.image = image
        return banner
    }

    /// The page indicator over the banner's bottom 37 points (above the masked image, so the
    /// dissolve does not hide it).
    private func associatePageControl(withCurrentIdx idx: Int) {
        let control =
            pageControl
            ?? {
                let control = PageDots(
                    frame: CGRect(
                        x: frame.origin.x, y: frame.height - 37 + frame.origin.y, width: frame.width, height: 37))
                superview?.addSubview(control)
                control.numberOfPages = bannerImages.count
                pageControl = control
                return control
            }()
        control.currentPage = idx
    }

    /// Starts the loop (the seed's fadeBanner).
    public func fadeBanner() {
        precondition(superview != nil, "add the banner to a view first")
        guard bannerImages.count > 1 else { return }
        image = UIImage(named: bannerImages[0])
        let tempBanner = associateTempBanner(with: UIImage(named: bannerImages[1]))
        stop = false
        var idx = 0
        associatePageControl(withCurrentIdx: idx)
        complete = { [weak self] in
            guard let self else { return }
            idx += 1
            idx = self.updateImage(withCurrentIndex: idx, tempBanner: tempBanner)
            self.associatePageControl(withCurrentIdx: idx)
        }
        fadeFragments(delay: pause) { [weak self] in
            if let self, !self.stop { self.complete?() }
        }
    }

    /// Shows image `idx` (wrapping), the next one underneath, and dissolves again; returns the
    /// index shown.
    private func updateImage(withCurrentIndex index: Int, tempBanner: UIImageView) -> Int {
        let idx = index >= bannerImages.count ? 0 : index
        image = UIImage(named: bannerImages[idx])
        reverseFragmentsWithoutAnimation()
        let nextIdx = idx + 1 >= bannerImages.count ? 0 : idx + 1
        tempBanner.image = UIImage(named: bannerImages[nextIdx])
        fadeFragments(delay: pause) { [weak self] in
            if let self, !self.stop { self.complete?() }
        }
        return idx
    }
}

extension Examples {
    /// Where the banner images are: presets/assets (landscapes by day, at sunset, by night).
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("presets/assets").path

    /// The banner carousel: three images cycle by the fragment dissolve (2 × 15 tiles), each shown
    /// for `pause` seconds; the stage lasts exactly three cycles, so the GIF loops seamlessly and
    /// the completion-chained loop stops at the stage's end.
    public static func bannerCarousel(
        pause: Double = 1, rows: Int = 2, columns: Int = 15,
        interval: Double = 0.04, duration: Double = 0.3
    ) -> Stage {
        let cycle = pause + Double(rows * columns - 1) * interval + duration
        let stage = Stage(
            width: 360, height: 220, fps: 25, duration: 3 * cycle, backgroundColor: UIColor(hex: "#f2f2f7").cgColor)
        stage.imageDirectory = assets
        let banner = FragmentBannerView(frame: CGRect(x: 20, y: 20, width: 320, height: 180))
        banner.contentMode = .scaleAspectFill
        banner.layer.cornerRadius = 12
        banner.clipsToBounds = true
        banner.bannerImages = ["landscape-1.png", "landscape-2.png", "landscape-3.png"]
        banner.pause = pause
        stage.view.addSubview(banner)
        banner.configureFragments(rows: rows, columns: columns, interval: interval, duration: duration)
        banner.fadeBanner()
        return stage
    }
}
