import Reel
import XCTest

/// The Core Graphics stand-ins: paths built with Core Graphics' calls, affine and 3D transforms
/// in Core Graphics' and Core Animation's conventions, and the option types' names.
final class CoreGraphicsTests: XCTestCase {
    func testAMutablePathRecordsItsElementsInOrder() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        path.closeSubpath()
        path.addLines(
            between: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0)], transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(
            path.path.elements,
            [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4)),
                .quadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8)),
                .curve(to: Point(x: 9, y: 10), control1: Point(x: 11, y: 12), control2: Point(x: 13, y: 14)),
                .closeSubpath, .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0))
            ])
        XCTAssertEqual(path.currentPoint, CGPoint(x: 4, y: 0))
        XCTAssertFalse(path.isEmpty)
        let copy = path.mutableCopy()
        copy?.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertEqual(copy?.path.elements.count, 8)
        XCTAssertEqual(path.path.elements.count, 7, "a copy is independent")
        XCTAssertEqual(path.copy()?.path, path.path)
    }

    func testShapesMatchReelsPaths() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        var shift = CGAffineTransform(translationX: 5, y: 0)
        XCTAssertEqual(CGPath(rect: rect).path, Path(rect: rect.reelRect))
        XCTAssertEqual(CGPath(rect: rect, transform: &shift).path, Path(rect: Rect(x: 5, y: 0, width: 20, height: 10)))
        XCTAssertEqual(CGPath(ellipseIn: rect).path, Path(ellipseIn: rect.reelRect))
        XCTAssertEqual(
            CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 3).path,
            Path(roundedRect: rect.reelRect, cornerRadius: 3), "one radius: the smaller")
        let built = CGMutablePath()
        built.addRect(rect)
        built.addRects([rect], transform: shift)
        built.addEllipse(in: rect)
        built.addRoundedRect(in: rect, cornerWidth: 2, cornerHeight: 2)
        built.addPath(CGPath(rect: rect), transform: shift)
        var expected = Path(rect: rect.reelRect)
        for part in [
            Path(rect: Rect(x: 5, y: 0, width: 20, height: 10)), Path(ellipseIn: rect.reelRect),
            Path(roundedRect: rect.reelRect, cornerRadius: 2), Path(rect: Rect(x: 5, y: 0, width: 20, height: 10))
        ] {
            expected.append(part)
        }
        XCTAssertEqual(built.path, expected)
    }

    /// Core Graphics' `clockwise` in a y-down space turns anticlockwise on screen: from 0 to π/2
    /// with `clockwise: true` goes the long way round, through the top (y −10) and the left.
    func testArcsTurnInCoreGraphicsSense() {
        func extent(clockwise: Bool) -> (minX: Double, minY: Double) {
            let path = CGMutablePath()
            path.addArc(
                center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            let points = path.path.flattened(tolerance: 0.01).flatMap(\.points)
            return (points.map(\.x).min()!, points.map(\.y).min()!)
        }
        let long = extent(clockwise: true)
        XCTAssertEqual(long.minX, -10, accuracy: 0.02)
        XCTAssertEqual(long.minY, -10, accuracy: 0.02)
        let short = extent(clockwise: false)
        XCTAssertEqual(short.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(short.minY, 0, accuracy: 1e-9)
        // An arc after a point continues its subpath with a line to the arc's start.
        let joined = CGMutablePath()
        joined.move(to: CGPoint(x: 0, y: 0))
        joined.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        XCTAssertEqual(joined.path.elements.filter { if case .move = $0 { true } else { false } }.count, 1)
        guard case .line(let start) = joined.path.elements[1] else { return XCTFail("no line to the arc") }
        XCTAssertEqual(start.x, 15, accuracy: 1e-9)
        XCTAssertEqual(start.y, 0, accuracy: 1e-9)
        XCTAssertEqual(joined.currentPoint.x, 25, accuracy: 1e-9)
    }

    /// Core Graphics' `translatedBy`, `scaledBy` and `rotated` apply their operation first.
    func testAffineTransformsComposeInCoreGraphicsOrder() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 0, y: 0).applying(quarter.translatedBy(x: 10, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 10, accuracy: 1e-12, "translated first, then turned")
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 1))
        XCTAssertEqual(q, CGPoint(x: 8, y: 0), "scaled first (3), then moved (8)")
        let r = CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi))
        XCTAssertEqual(r.x, -2, accuracy: 1e-12)
        let m = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: -4)
        let back = CGPoint(x: 7, y: 5).applying(m).applying(m.inverted())
        XCTAssertEqual(back.x, 7, accuracy: 1e-12)
        XCTAssertEqual(back.y, 5, accuracy: 1e-12)
        XCTAssertEqual(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted(), .identity, "singular")
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(m.isIdentity)
    }

    /// Core Animation's 3D functions, row vectors: `CATransform3DTranslate(t, …)` translates first.
    func testTransform3DFunctionsFollowCoreAnimation() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43], [1, 2, 3])
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33], [2, 3, 4])
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(r.m12, 1, accuracy: 1e-12, "x turns towards y")
        XCTAssertEqual(r.m21, -1, accuracy: 1e-12)
        let moved = CATransform3DTranslate(s, 10, 0, 0)
        XCTAssertEqual(moved.m41, 20, "translated by 10, then scaled by 2")
        XCTAssertEqual(CATransform3DScale(t, 2, 2, 2).m41, 1, "scaled first: the translation stays")
        XCTAssertEqual(CATransform3DRotate(.identity, .pi / 2, 0, 0, 1), r)
        XCTAssertEqual(CATransform3DConcat(t, s).m41, 2, "t then s")
        XCTAssertEqual(CATransform3DConcat(s, t).m41, 1)
        let inverse = CATransform3DInvert(CATransform3DConcat(s, t))
        let identity = CATransform3DConcat(CATransform3DConcat(s, t), inverse)
        for (a, b) in zip(identity.rows.joined(), CATransform3DIdentity.rows.joined()) {
            XCTAssertEqual(a, b, accuracy: 1e-12)
        }
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(t))
        XCTAssertTrue(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)), affine)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
    }

    func testVectorsImagesAndOptionNames() {
        XCTAssertEqual(CGVector(dx: 1.5, dy: -2).dx, 1.5)
        XCTAssertEqual(CGVector(dx: CGFloat(3), dy: CGFloat(4)), CGVector(dx: 3.0, dy: 4.0))
        XCTAssertEqual(CGVector.zero, CGVector(dx: 0.0, dy: 0.0))
        let layer = CALayer()
        layer.contents = "photo.png"
        XCTAssertEqual(layer.contents as? CGImage, layer.contents as? CGImage)
        layer.contents = layer.contents
        XCTAssertEqual((layer.contents as? CGImage)?.name, "photo.png", "a CGImage is taken back")
        layer.contents = nil
        XCTAssertNil(layer.contents)
        // The pre-Swift 4.2 constants are the option values.
        func raw<T: CAStringOption>(_ options: T...) -> [String] { options.map(\.rawValue) }
        XCTAssertEqual(
            raw(kCAFillModeRemoved, kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth),
            ["removed", "forwards", "backwards", "both"])
        XCTAssertEqual(
            raw(
                kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn, kCAMediaTimingFunctionEaseOut,
                kCAMediaTimingFunctionDefault), ["linear", "easeIn", "easeOut", "default"])
        XCTAssertEqual(raw(kCALineCapButt, kCALineCapSquare), ["butt", "square"])
        XCTAssertEqual(raw(kCALineJoinMiter, kCALineJoinRound), ["miter", "round"])
        XCTAssertEqual(raw(kCATransitionPush, kCATransitionMoveIn, kCATransitionReveal), ["push", "moveIn", "reveal"])
        XCTAssertEqual(
            raw(kCATransitionFromLeft, kCATransitionFromTop, kCATransitionFromBottom),
            ["fromLeft", "fromTop", "fromBottom"])
        XCTAssertEqual(
            raw(kCAAnimationLinear, kCAAnimationPaced, kCAAnimationCubic, kCAAnimationCubicPaced),
            ["linear", "paced", "cubic", "cubicPaced"])
        XCTAssertEqual(raw(kCAAnimationRotateAutoReverse, CAAnimationRotationMode.rotateAuto), ["autoReverse", "auto"])
        XCTAssertEqual(raw(CAAnimationCalculationMode.discrete), ["discrete"])
        XCTAssertEqual(raw(CAShapeLayerLineCap.round, kCALineCapRound), ["round", "round"])
        XCTAssertEqual(raw(CAShapeLayerLineJoin.bevel, kCALineJoinBevel), ["bevel", "bevel"])
        XCTAssertEqual(
            raw(CATextLayerAlignmentMode.justified, .natural, .left, .right), ["justified", "natural", "left", "right"])
        XCTAssertEqual(raw(CAShapeLayerFillRule.nonZero, .evenOdd), ["non-zero", "even-odd"])
        XCTAssertEqual(raw(CAGradientLayerType.axial), ["axial"])
        XCTAssertEqual(kCATransition, "transition")
        let gravities: [CALayerContentsGravity] = [
            .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize,
            .resizeAspect, .resizeAspectFill
        ]
        for gravity in gravities {
            layer.contents = "photo.png"
            layer.contentsGravity = gravity
            XCTAssertEqual(layer.contentsGravity, gravity, "every gravity is one the model knows")
        }
    }
}

extension CGRect {
    /// The same rectangle as Reel's `Rect`.
    fileprivate var reelRect: Rect {
        Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
    }
}
