import Reel
import XCTest

/// Each layer class records the same model as the scene file's layer of its type: the Swift API
/// and the scene format are one model, compared value for value (`Layer` is `Equatable`). The
/// getters read the model back.
final class LayerModelTests: XCTestCase {
    /// The first layer of a scene file holding `json` as its only layer.
    private func fileLayer(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Layer {
        let scene = try SceneReader.read(json: Array("{\"width\": 100, \"height\": 100, \"layers\": [\(json)]}".utf8))
        return try XCTUnwrap(scene.layers.first, file: file, line: line)
    }

    /// The first layer of a stage holding `layer`.
    private func swiftLayer(_ layer: CALayer) -> Layer {
        makeStage(layer).scene.layers[0]
    }

    func testCALayerPropertiesAreTheFilesLayerKeys() throws {
        let layer = CALayer()
        layer.name = "box"
        layer.position = CGPoint(x: 30, y: 40)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.opacity = 0.5
        layer.isHidden = true
        layer.isDoubleSided = false
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        layer.cornerRadius = 4
        layer.borderWidth = 2
        layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.masksToBounds = true
        layer.compositingFilter = "CIOverlayBlendMode"
        layer.zPosition = 3
        layer.transform = CATransform3DMakeTranslation(1, 2, 3)
        layer.sublayerTransform = CATransform3DMakeScale(2, 3, 1)
        layer.shadowColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 2, height: 3)
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10))
        layer.contents = "photo.png"
        layer.contentsGravity = .resizeAspect
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        layer.contentsScale = 2
        layer.beginTime = 1
        layer.speed = 2
        layer.timeOffset = 0.5
        let mask = CALayer()
        mask.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        layer.mask = mask
        let expected = try fileLayer(
            """
            {"name": "box", "position": [30, 40], "bounds": [0, 0, 20, 10], "anchorPoint": [0, 1],
             "opacity": 0.5, "hidden": true, "doubleSided": false, "backgroundColor": [0.2, 0.4, 0.6],
             "cornerRadius": 4, "borderWidth": 2, "borderColor": "#ff0000", "masksToBounds": true,
             "compositingFilter": "overlayBlendMode",
             "zPosition": 3, "transform": {"translate": [1, 2, 3]}, "sublayerTransform": {"scale": [2, 3]},
             "shadowColor": "#00ff00", "shadowOpacity": 0.25, "shadowRadius": 6, "shadowOffset": [2, 3],
             "shadowPath": {"rect": [0, 0, 20, 10]}, "contents": "photo.png", "contentsGravity": "resizeAspect",
             "contentsRect": [0, 0, 0.5, 0.5], "contentsScale": 2, "beginTime": 1, "speed": 2, "timeOffset": 0.5,
             "mask": {"bounds": [0, 0, 5, 5]}}
            """)
        XCTAssertEqual(swiftLayer(layer), expected)
        XCTAssertEqual(layer.name, "box")
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0, y: 1))
        XCTAssertEqual(layer.contentsGravity, .resizeAspect)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        XCTAssertEqual(layer.contentsScale, 2)
        XCTAssertEqual((layer.contents as? CGImage)?.name, "photo.png")
        XCTAssertEqual(layer.shadowPath?.path, Path(rect: Rect(x: 0, y: 0, width: 20, height: 10)))
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 2, height: 3))
        XCTAssertEqual(layer.timeOffset, 0.5)
        XCTAssertEqual(layer.beginTime, 1)
        XCTAssertTrue(layer.mask === mask)
        XCTAssertFalse(layer.shouldRasterize, "accepted and ignored")
        XCTAssertEqual(layer.compositingFilter as? String, "overlayBlendMode", "read back without the prefix")
        layer.compositingFilter = BlendMode.screen
        XCTAssertEqual(layer.compositingFilter as? String, "screenBlendMode")
        layer.compositingFilter = "noSuchBlendMode"
        XCTAssertNil(layer.compositingFilter, "a name of no blend mode is ignored, as on Apple's platforms")
    }

    func testCAShapeLayerIsTheFilesShapeLayer() throws {
        let shape = CAShapeLayer()
        shape.position = CGPoint(x: 50, y: 50)
        shape.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        shape.fillColor = nil
        shape.fillRule = .evenOdd
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = 3
        shape.lineCap = kCALineCapRound
        shape.lineJoin = kCALineJoinBevel
        shape.miterLimit = 4
        shape.lineDashPattern = [6, 2]
        shape.lineDashPhase = 1
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        let expected = try fileLayer(
            """
            {"type": "shape", "position": [50, 50], "bounds": [0, 0, 40, 20], "path": {"ellipse": [0, 0, 40, 20]},
             "fillColor": null, "fillRule": "evenOdd", "strokeColor": [0, 0, 1], "lineWidth": 3, "lineCap": "round",
             "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [6, 2], "lineDashPhase": 1,
             "strokeStart": 0.25, "strokeEnd": 0.75}
            """)
        XCTAssertEqual(swiftLayer(shape), expected)
        XCTAssertEqual(shape.lineCap, .round)
        XCTAssertEqual(shape.lineJoin, .bevel)
        XCTAssertEqual(shape.fillRule, .evenOdd)
        XCTAssertEqual(shape.lineDashPattern, [6, 2])
        XCTAssertEqual(shape.miterLimit, 4)
        XCTAssertNil(shape.fillColor)
        XCTAssertEqual(shape.path?.path, Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20)))
        XCTAssertEqual(try fileLayer("{\"type\": \"shape\"}"), swiftLayer(CAShapeLayer()), "the same defaults")
        XCTAssertNil(CAShapeLayer().path, "an empty path reads as none")
        XCTAssertEqual(CAShapeLayer().fillColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1), "black fill")
    }

    func testCAGradientLayerIsTheFilesGradientLayer() throws {
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        gradient.type = .radial
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)]
        gradient.locations = [0.2, 0.8]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let expected = try fileLayer(
            """
            {"type": "gradient", "bounds": [0, 0, 60, 30], "gradientType": "radial",
             "colors": ["#ff0000", [0, 0, 1, 0.5]], "locations": [0.2, 0.8], "startPoint": [0.5, 0.5],
             "endPoint": [1, 1]}
            """)
        XCTAssertEqual(swiftLayer(gradient), expected)
        XCTAssertEqual(gradient.type, .radial)
        XCTAssertEqual(gradient.colors?.count, 2)
        XCTAssertEqual(gradient.locations, [0.2, 0.8])
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 1, y: 1))
        XCTAssertEqual(try fileLayer("{\"type\": \"gradient\"}"), swiftLayer(CAGradientLayer()))
        XCTAssertNil(CAGradientLayer().colors)
        XCTAssertEqual(CAGradientLayerType.conic.rawValue, "conic")
    }

    func testCAReplicatorLayerIsTheFilesReplicatorLayer() throws {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceDelay = 0.1
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        replicator.instanceRedOffset = -0.2
        replicator.instanceGreenOffset = -0.1
        replicator.instanceBlueOffset = 0.1
        replicator.instanceAlphaOffset = -0.05
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        replicator.addSublayer(bar)
        let expected = try fileLayer(
            """
            {"type": "replicator", "bounds": [0, 0, 100, 20], "instanceCount": 5,
             "instanceTransform": {"translate": [10, 0]}, "instanceDelay": 0.1, "instanceColor": [1, 1, 1, 0.5],
             "instanceRedOffset": -0.2, "instanceGreenOffset": -0.1, "instanceBlueOffset": 0.1,
             "instanceAlphaOffset": -0.05, "sublayers": [{"bounds": [0, 0, 4, 4]}]}
            """)
        XCTAssertEqual(swiftLayer(replicator), expected)
        XCTAssertEqual(replicator.instanceCount, 5)
        XCTAssertEqual(replicator.instanceDelay, 0.1)
        XCTAssertEqual(replicator.instanceRedOffset, -0.2)
        XCTAssertEqual(replicator.instanceTransform, CATransform3DMakeTranslation(10, 0, 0))
        XCTAssertEqual(try fileLayer("{\"type\": \"replicator\"}"), swiftLayer(CAReplicatorLayer()))
    }

    /// A replicator's instances are drawn: three white 10 × 10 squares 20 points apart on black, the
    /// k-th multiplied by the white instance colour less 0.5·k in red (exact colours but for the
    /// half, which rounds either way).
    func testCAReplicatorLayerDrawsItsInstances() throws {
        let replicator = CAReplicatorLayer()
        replicator.position = CGPoint(x: 50, y: 50)
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceRedOffset = -0.5
        let bar = CALayer()
        bar.position = CGPoint(x: 10, y: 50)
        bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(bar)
        let stage = makeStage(replicator, duration: 1)
        stage.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let frame = try stage.frame(at: 0)
        XCTAssertEqual(frame[10, 50], RGBA8(r: 255, g: 255, b: 255, a: 255), "instance 0")
        XCTAssertEqual(frame[30, 50].r, 128, accuracy: 1, "instance 1: red less a half")
        XCTAssertEqual(frame[30, 50].g, 255)
        XCTAssertEqual(frame[50, 50].r, 0, "instance 2: no red left")
        XCTAssertEqual(frame[70, 50], RGBA8(r: 0, g: 0, b: 0, a: 255), "three instances only")
    }

    func testCATextLayerIsTheFilesTextLayer() throws {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        text.string = "Hello"
        text.font = "DejaVu Sans"
        text.fontSize = 18
        text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        text.alignmentMode = .center
        text.isWrapped = true
        let expected = try fileLayer(
            """
            {"type": "text", "bounds": [0, 0, 200, 40], "string": "Hello", "font": "DejaVu Sans", "fontSize": 18,
             "foregroundColor": [0, 0, 0], "alignmentMode": "center", "wrapped": true}
            """)
        XCTAssertEqual(swiftLayer(text), expected)
        XCTAssertEqual(text.string as? String, "Hello")
        XCTAssertEqual(text.font as? String, "DejaVu Sans")
        XCTAssertEqual(text.alignmentMode, .center)
        XCTAssertTrue(text.isWrapped)
        text.string = 42
        XCTAssertEqual(text.string as? String, "42", "anything's description is its text")
        XCTAssertEqual(try fileLayer("{\"type\": \"text\"}"), swiftLayer(CATextLayer()))
        XCTAssertEqual(CATextLayer().fontSize, 36)
    }

    func testCATransformLayerIsTheFilesTransformLayer() throws {
        let transformLayer = CATransformLayer()
        transformLayer.position = CGPoint(x: 10, y: 10)
        XCTAssertEqual(
            swiftLayer(transformLayer), try fileLayer("{\"type\": \"transform\", \"position\": [10, 10]}"))
    }
}
