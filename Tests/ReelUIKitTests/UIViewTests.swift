import Reel
import ReelAPITestSupport
import XCTest

/// `UIView`'s properties are its backing layer's, its subviews its layer's sublayers; a view
/// class can pick its layer's class; `UIImageView` shows images and image sequences.
final class UIViewTests: XCTestCase {
    func testGeometryAndAppearanceAreTheLayers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        XCTAssertEqual(view.layer.position, CGPoint(x: 30, y: 35))
        XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(view.center, CGPoint(x: 30, y: 35))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        XCTAssertEqual(view.frame, CGRect(x: 20, y: 20, width: 20, height: 30), "resized about its centre")
        view.transform = CGAffineTransform(scaleX: 2, y: 1)
        XCTAssertEqual(view.layer.affineTransform(), CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 40, height: 30), "the frame of the transformed view")
        view.alpha = 0.3
        XCTAssertEqual(view.layer.opacity, 0.3)
        XCTAssertEqual(view.alpha, 0.3, accuracy: 1e-12)
        view.backgroundColor = .systemBlue
        XCTAssertEqual(view.layer.backgroundColor, UIColor.systemBlue.cgColor)
        XCTAssertEqual(view.backgroundColor, .systemBlue)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        let mask = UIView(frame: .zero)
        view.mask = mask
        XCTAssertTrue(view.layer.mask === mask.layer)
        XCTAssertEqual(UIView().frame, .zero)
        view.contentMode = UIView.ContentMode.scaleAspectFit
        XCTAssertEqual(view.contentMode, .scaleAspectFit)
        XCTAssertEqual(UIView().contentMode, .scaleToFill)
        view.isUserInteractionEnabled = false
        XCTAssertEqual(view.collisionBoundsType, .rectangle)
    }

    func testSubviewsAreSublayersInOrder() {
        let root = UIView(frame: .zero)
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        for (view, tag) in [(a, 1), (b, 2), (c, 3), (d, 4)] { view.tag = tag }
        root.addSubview(a)
        root.addSubview(c)
        root.insertSubview(b, belowSubview: c)
        root.insertSubview(d, aboveSubview: a)
        XCTAssertEqual(root.subviews.map(\.tag), [1, 4, 2, 3])
        XCTAssertTrue(root.layer.sublayers?.elementsEqual(root.subviews.map(\.layer), by: ===) == true)
        root.bringSubviewToFront(a)
        XCTAssertEqual(root.subviews.map(\.tag), [4, 2, 3, 1])
        root.insertSubview(c, at: 0)
        XCTAssertEqual(root.subviews.map(\.tag), [3, 4, 2, 1])
        XCTAssertTrue(root.layer.sublayers?.elementsEqual(root.subviews.map(\.layer), by: ===) == true)
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertNil(b.layer.superlayer)
        XCTAssertTrue(c.superview === root)
        let grandchild = UIView()
        grandchild.tag = 9
        d.addSubview(grandchild)
        XCTAssertTrue(root.viewWithTag(9) === grandchild)
        XCTAssertNil(root.viewWithTag(2), "removed")
        root.bringSubviewToFront(b)
        XCTAssertNil(b.superview, "not a subview: nothing happens")
    }

    /// A view whose `layerClass` is `CAShapeLayer` draws its path.
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shape: CAShapeLayer { layer as! CAShapeLayer }
    }

    func testLayerClassBacksTheViewWithAnotherLayer() throws {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        ring.shape.fillColor = UIColor.red.cgColor
        let stage = makeStage(ring, width: 20, height: 20)
        XCTAssertTrue(ring.layer is CAShapeLayer)
        let frame = try stage.frame(at: 0)
        XCTAssertEqual(frame[5, 10], RGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame[15, 10], RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testAnImageViewShowsItsImageAndPlaysSequences() {
        let imageView = UIImageView(image: UIImage(named: "first.png"))
        imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual((imageView.layer.contents as? CGImage)?.name, "first.png")
        imageView.image = UIImage(named: "second.png")
        XCTAssertEqual((imageView.layer.contents as? CGImage)?.name, "second.png")
        let player = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        player.animationImages = ["a.png", "b.png", "c.png"].compactMap { UIImage(named: $0) }
        player.animationDuration = 0.3
        player.animationRepeatCount = 2
        let stage = makeStage(imageView, player, duration: 1)
        player.startAnimating()
        stage.at(0.5) { player.stopAnimating() }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.drawn([1], at: 0.05).contents?.image, "a.png")
        XCTAssertEqual(timeline.drawn([1], at: 0.15).contents?.image, "b.png")
        XCTAssertEqual(timeline.drawn([1], at: 0.25).contents?.image, "c.png")
        XCTAssertEqual(timeline.drawn([1], at: 0.35).contents?.image, "a.png", "the second time round")
        XCTAssertEqual(timeline.drawn([1], at: 0.45).contents?.image, "b.png")
        XCTAssertEqual(timeline.drawn([1], at: 0.9).contents?.image, "a.png", "stopped: the first image")
        XCTAssertEqual(timeline.drawn([0], at: 0.9).contents?.image, "second.png")
    }

    func testAnImageSequenceWithoutADurationRunsAtThirtyImagesASecond() {
        let player = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        player.animationImages = ["a.png", "b.png"].compactMap { UIImage(named: $0) }
        let stage = makeStage(player, duration: 1)
        player.startAnimating()
        let timeline = stage.timeline
        XCTAssertEqual(timeline.drawn([0], at: 0.02).contents?.image, "a.png")
        XCTAssertEqual(timeline.drawn([0], at: 0.05).contents?.image, "b.png")
        XCTAssertEqual(timeline.drawn([0], at: 0.88).contents?.image, "a.png", "repeating: 13.2 cycles of 1/15 s")
    }
}
