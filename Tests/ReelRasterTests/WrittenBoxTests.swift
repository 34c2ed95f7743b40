import ReelGeometry
import XCTest

@testable import ReelRaster

/// `Pixmap.written`, the box outside which a pixmap's bytes are 0, and the clear of a recycled
/// frame's buffer that trusts it: after random drawings of every kind every byte outside the box is
/// 0, and a frame (or an offscreen) made on the recycled buffer has the bytes of a new one.
final class WrittenBoxTests: XCTestCase {
    private let width = 37, height = 23

    /// A random point, sometimes beyond the canvas.
    private func point(_ random: inout SplitMix) -> Point {
        Point(
            x: Double.random(in: -8...Double(width + 8), using: &random),
            y: Double.random(in: -8...Double(height + 8), using: &random))
    }

    /// A random half-transparent colour.
    private func color(_ random: inout SplitMix) -> Color {
        Color(
            red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
            blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.05...1, using: &random))
    }

    /// A random integer box, sometimes reaching past the canvas, never empty.
    private func box(_ random: inout SplitMix) -> PixelBox {
        let x0 = Int.random(in: -4..<width, using: &random)
        let y0 = Int.random(in: -4..<height, using: &random)
        return PixelBox(
            x0: x0, y0: y0, x1: x0 + Int.random(in: 1...(width / 2), using: &random),
            y1: y0 + Int.random(in: 1...(height / 2), using: &random))
    }

    /// A random paint: solid, linear or radial gradient.
    private func paint(_ random: inout SplitMix) -> Paint {
        let gradient = Gradient(stops: [
            Gradient.Stop(location: 0, color: color(&random)), Gradient.Stop(location: 1, color: color(&random))
        ])
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .solid(color(&random))
        case 1: return .linearGradient(gradient, start: point(&random), end: point(&random))
        default: return .radialGradient(gradient, center: point(&random), radius: .random(in: 1...30, using: &random))
        }
    }

    /// A random drawing into `pixmap`, of one of the kinds that write pixels.
    private func draw(into pixmap: inout Pixmap, rasterizer: Rasterizer, _ random: inout SplitMix) {
        let canvas = (pixmap.canvasWidth, pixmap.canvasHeight)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:  // a polygon, by coverage
            var path = Path()
            path.move(to: point(&random))
            for _ in 0..<Int.random(in: 2...5, using: &random) { path.addLine(to: point(&random)) }
            path.closeSubpath()
            rasterizer.fill(path, paint: paint(&random), into: &pixmap)
        case 1:  // a pixel-aligned rectangle (the fast path)
            let b = box(&random)
            let rect = Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.width), height: Double(b.height))
            rasterizer.fill(Path(rect: rect), paint: paint(&random), into: &pixmap)
        case 2:  // an ellipse, through a mask stage and a blend mode
            var mask = Pixmap(window: pixmap.window, canvasWidth: canvas.0, canvasHeight: canvas.1)
            rasterizer.fill(
                Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 20)), paint: .solid(.white), into: &mask)
            let blend = BlendMode.allCases.randomElement(using: &random)
            rasterizer.fill(
                Path(ellipseIn: Rect(origin: point(&random), size: Size(width: 12, height: 9))), paint: paint(&random),
                compositing: Compositing(masks: [mask], opacity: 0.7, blendMode: blend), into: &pixmap)
        case 3:  // an offscreen composited, source-over or through stages
            let b = box(&random).intersection(PixelBox(x: 0, y: 0, width: canvas.0, height: canvas.1))
            guard !b.isEmpty else { return }
            var layer = Pixmap(window: b, canvasWidth: canvas.0, canvasHeight: canvas.1)
            layer.fill(with: color(&random))
            let staged = Bool.random(using: &random)
            pixmap.composite(
                layer, opacity: 0.8,
                compositing: staged ? Compositing(blendMode: .multiply) : .sourceOver)
        case 4:  // a shadow of what is there, composited
            let shadow = pixmap.shadow(color: color(&random), sigma: 1.5, dx: 2, dy: -1)
            pixmap.composite(shadow)
        case 5:  // a dissolve to another drawing of the same window
            var other = Pixmap(window: pixmap.window, canvasWidth: canvas.0, canvasHeight: canvas.1)
            rasterizer.fill(
                Path(ellipseIn: Rect(origin: point(&random), size: Size(width: 9, height: 9))), paint: paint(&random),
                into: &other)
            pixmap.dissolve(to: other, fraction: 0.4)
        default:  // a single pixel through the subscript
            pixmap[
                Int.random(in: 0..<pixmap.width, using: &random), Int.random(in: 0..<pixmap.height, using: &random)] =
                RGBA8(r: 9, g: 9, b: 9, a: 9)
        }
    }

    /// A random drawing into `pixmap` (`draw(into:…)`), or one of the steps that mask, clear or
    /// turn it into a matte, or a write through `bytes`.
    private func drawOrMask(into pixmap: inout Pixmap, rasterizer: Rasterizer, _ random: inout SplitMix) {
        let canvas = (pixmap.canvasWidth, pixmap.canvasHeight)
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1:  // masked by a drawing in another window, or in the same one
            let other = box(&random).intersection(PixelBox(x: 0, y: 0, width: canvas.0, height: canvas.1))
            let window = other.isEmpty || Bool.random(using: &random) ? pixmap.window : other
            var mask = Pixmap(window: window, canvasWidth: canvas.0, canvasHeight: canvas.1)
            if Bool.random(using: &random) {
                rasterizer.fill(
                    Path(ellipseIn: Rect(origin: point(&random), size: Size(width: 14, height: 10))),
                    paint: paint(&random), into: &mask)
            }
            pixmap.mask(by: mask)
        case 2:  // cleared outside a box
            pixmap.clear(outside: box(&random))
        case 3:  // a matte
            switch Int.random(in: 0..<3, using: &random) {
            case 0: pixmap.invertAlpha()
            default: pixmap.luminanceToAlpha(inverted: Bool.random(using: &random))
            }
        case 4:  // a byte written through `bytes`, which reports no box
            pixmap.bytes[Int.random(in: 0..<pixmap.bytes.count, using: &random)] = 7
        default:
            draw(into: &pixmap, rasterizer: rasterizer, &random)
        }
    }

    /// Fails unless every byte of `pixmap` outside `written` is 0.
    private func assertZeroOutsideWritten(_ pixmap: Pixmap, _ message: String, line: UInt = #line) {
        let box = pixmap.written
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where !(box.x0 <= x && x < box.x1 && box.y0 <= y && y < box.y1) {
                let i = (y * pixmap.width + x) * 4
                if pixmap.bytes[i..<(i + 4)].contains(where: { $0 != 0 }) {
                    XCTFail("\(message): pixel (\(x), \(y)) outside the written box \(box) is not 0", line: line)
                    return
                }
            }
        }
    }

    func testEveryDrawingStaysInsideTheWrittenBox() {
        var random = SplitMix(state: 0xD127_B0C5)
        let rasterizer = Rasterizer()
        for trial in 0..<150 {
            var frame = Pixmap(width: width, height: height)
            XCTAssertTrue(frame.written.isEmpty, "a new pixmap has written nothing")
            for step in 0..<Int.random(in: 1...4, using: &random) {
                draw(into: &frame, rasterizer: rasterizer, &random)
                assertZeroOutsideWritten(frame, "trial \(trial), drawing \(step)")
            }
        }
    }

    func testDrawingIntoAnOffscreenWindowStaysInsideTheWrittenBox() {
        var random = SplitMix(state: 0x0FF5_C4EE)
        let rasterizer = Rasterizer()
        for trial in 0..<100 {
            let window = box(&random).intersection(PixelBox(x: 0, y: 0, width: width, height: height))
            guard !window.isEmpty else { continue }
            var offscreen = Pixmap(window: window, canvasWidth: width, canvasHeight: height)
            for step in 0..<Int.random(in: 1...4, using: &random) {
                draw(into: &offscreen, rasterizer: rasterizer, &random)
                assertZeroOutsideWritten(offscreen, "trial \(trial), drawing \(step)")
            }
        }
    }

    /// Frames drawn one after another on one buffer, as an export's renderers draw them: each
    /// frame made on the recycled buffer is transparent (or its background) before drawing, and
    /// ends with the bytes of the same drawings on a new pixmap.
    func testFramesOnRecycledBuffersHaveTheBytesOfNewOnes() {
        var random = SplitMix(state: 0x2EC7_C1ED)
        let pool = FrameBufferPool(capacity: 2)
        let rasterizer = Rasterizer()
        for trial in 0..<120 {
            let background: Color? = Int.random(in: 0..<4, using: &random) == 0 ? color(&random) : nil
            var reused = Pixmap(width: width, height: height, reusing: pool.takeFrame(), filledWith: background)
            let empty =
                background.map { Pixmap(width: width, height: height, filledWith: $0) }
                ?? Pixmap(width: width, height: height)
            XCTAssertEqual(reused, empty, "trial \(trial): the recycled buffer shows nothing of the last frame")
            var fresh = empty
            let seed = random.next()
            var a = SplitMix(state: seed)
            var b = SplitMix(state: seed)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                draw(into: &reused, rasterizer: rasterizer, &a)
                draw(into: &fresh, rasterizer: rasterizer, &b)
            }
            XCTAssertEqual(reused, fresh, "trial \(trial)")
            pool.recycle(&reused)
        }
    }

    /// Offscreens of random windows taken from a pool and given back, as a renderer's are, some
    /// held while others are taken so that buffers change sizes and row lengths: each is
    /// transparent when taken and ends with the bytes of the same steps on a new pixmap.
    func testOffscreensOnRecycledBuffersHaveTheBytesOfNewOnes() {
        var random = SplitMix(state: 0x0FFC_1EA2)
        let pool = PixmapPool(capacity: 3)
        let rasterizer = Rasterizer()
        var held: [Pixmap] = []
        for trial in 0..<300 {
            let window = box(&random).intersection(PixelBox(x: 0, y: 0, width: width, height: height))
            guard !window.isEmpty else { continue }
            var reused = pool.pixmap(window: window, canvasWidth: width, canvasHeight: height)
            var fresh = Pixmap(window: window, canvasWidth: width, canvasHeight: height)
            XCTAssertEqual(reused, fresh, "trial \(trial): the recycled buffer shows nothing of its last pixmap")
            let seed = random.next()
            var a = SplitMix(state: seed)
            var b = SplitMix(state: seed)
            for step in 0..<Int.random(in: 0...5, using: &random) {
                drawOrMask(into: &reused, rasterizer: rasterizer, &a)
                drawOrMask(into: &fresh, rasterizer: rasterizer, &b)
                assertZeroOutsideWritten(reused, "trial \(trial), step \(step)")
            }
            XCTAssertEqual(reused, fresh, "trial \(trial)")
            held.append(consume reused)
            let keep = Int.random(in: 0...3, using: &random)
            while held.count > keep {
                var given = held.removeFirst()
                pool.recycle(&given)
            }
        }
    }

    func testABufferOfAnotherWidthIsClearedWhole() {
        // 12 × 6 and 8 × 9 frames have the same byte count, but rows of other lengths.
        let pool = FrameBufferPool(capacity: 1)
        var wide = Pixmap(width: 12, height: 6)
        Rasterizer().fill(Path(rect: Rect(x: 8, y: 0, width: 4, height: 2)), paint: .solid(.white), into: &wide)
        pool.recycle(&wide)
        let tall = Pixmap(width: 8, height: 9, reusing: pool.takeFrame(), filledWith: nil)
        XCTAssertEqual(tall, Pixmap(width: 8, height: 9))
    }

    func testAWriteThroughBytesCountsAsWritingEveryPixel() {
        var pixmap = Pixmap(width: 5, height: 4)
        pixmap.bytes[17] = 200
        XCTAssertEqual(pixmap.written, PixelBox(x: 0, y: 0, width: 5, height: 4))
        var other = Pixmap(width: 5, height: 4)
        other.bytes.withUnsafeMutableBufferPointer { $0[0] = 1 }
        XCTAssertEqual(other.written, PixelBox(x: 0, y: 0, width: 5, height: 4))
        // A pool given a bare buffer knows nothing of it: the next frame clears it whole.
        let pool = FrameBufferPool(capacity: 1)
        var bare = [UInt8](repeating: 255, count: 5 * 4 * 4)
        pool.recycle(&bare)
        XCTAssertEqual(
            Pixmap(width: 5, height: 4, reusing: pool.takeFrame(), filledWith: nil), Pixmap(width: 5, height: 4))
    }

    func testAClearEmptiesTheBoxAndAFillFillsIt() {
        var pixmap = Pixmap(width: 6, height: 3, filledWith: .white)
        XCTAssertEqual(pixmap.written, PixelBox(x: 0, y: 0, width: 6, height: 3))
        pixmap.fill(with: .clear)
        XCTAssertTrue(pixmap.written.isEmpty)
    }
}
