import Foundation
import ReelGeometry

/// Core Animation's shadow: the alpha of what a layer drew, blurred by a Gaussian, moved by the
/// offset and tinted with the shadow colour.
///
/// Hot module rules: the blur is separable (a horizontal then a vertical pass of one 1D kernel)
/// on one Float channel, confined to the box around the drawn pixels that the kernel can reach;
/// the kernel is built once per call. The offset's fractional part is folded into the kernel
/// (sampled at shifted positions) so a half-pixel offset is exact rather than rounded.
extension Pixmap {
    /// The shadow of this pixmap's alpha: blurred with standard deviation `sigma` pixels, moved by
    /// (`dx`, `dy`) pixels and tinted by `color` (its alpha multiplies the shadow's).
    ///
    /// The result is a window of the same canvas holding just the pixels the shadow reaches (a
    /// transparent pixel when none); computed in canvas pixels, so a window gives the pixels the
    /// whole canvas would.
    package func shadow(color: Color, sigma: Double, dx: Double, dy: Double) -> Pixmap {
        let nothing = Pixmap(
            window: PixelBox(x: 0, y: 0, width: 1, height: 1), canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        guard let drawn = opaqueBox() else { return nothing }
        let box = PixelBox(
            x0: drawn.x0 + originX, y0: drawn.y0 + originY, x1: drawn.x1 + originX, y1: drawn.y1 + originY)
        // From here on, in the canvas's pixels.
        let (width, height) = (canvasWidth, canvasHeight)
        let (ownWidth, originX, originY) = (self.width, self.originX, self.originY)
        // Whatever values reach here (the Swift API checks none), nothing below may trap or run
        // unbounded: a NaN blur or offset draws no shadow, and neither does one too wide to show.
        // Each normalised tap weighs at most 1/(σ·√(2π)·0.997) (the kernel keeps ±3σ), and an output
        // pixel sums at most width × height input pixels, so its alpha is at most
        // W·H / (2π·0.994·σ²): below half a level of 255 once σ > 9.05·√(W·H). Past 10·max(W, H)
        // every byte is 0, and the kernel's reach (3σ + 1) stays within Int however large the
        // canvas may be.
        guard !sigma.isNaN, dx.isFinite, dy.isFinite, sigma <= 10 * Double(max(width, height)) else { return nothing }
        let shiftX = dx.rounded(.down)
        let shiftY = dy.rounded(.down)
        // An offset that puts the whole blurred shadow off the canvas draws nothing; any other is
        // within a few canvases of it, so converting it to Int is safe.
        let reach = sigma < 0.5 ? 1.0 : (3 * sigma).rounded(.up) + 2
        guard shiftX > Double(-box.x1) - reach, shiftX < Double(width - box.x0) + reach,
            shiftY > Double(-box.y1) - reach, shiftY < Double(height - box.y0) + reach
        else { return nothing }
        let sx = Int(shiftX)
        let sy = Int(shiftY)
        // Output x reads input x − shift − displacement; only displacements that take some input of
        // the drawn box to some pixel of the canvas are worth a tap. A blur wider than the canvas
        // thus costs what one about the canvas's size costs (σ = 1000 px on 100 × 100: 6003 taps a
        // pass, 60 times fewer kept).
        let kernelX = Self.kernel(
            sigma: sigma, fraction: dx - shiftX, within: (-sx - (box.x1 - 1))...(width - 1 - sx - box.x0))
        let kernelY = Self.kernel(
            sigma: sigma, fraction: dy - shiftY, within: (-sy - (box.y1 - 1))...(height - 1 - sy - box.y0))
        guard !kernelX.weights.isEmpty, !kernelY.weights.isEmpty else { return nothing }
        // Output pixel x reads inputs x − shift − offset … (kernel taps); compute the output box.
        let x0 = max(0, box.x0 + sx + kernelX.first)
        let x1 = min(width, box.x1 + sx + kernelX.last + 1)
        let y0 = max(0, box.y0 + sy + kernelY.first)
        let y1 = min(height, box.y1 + sy + kernelY.last + 1)
        guard x0 < x1, y0 < y1 else { return nothing }
        var out = Pixmap(window: PixelBox(x0: x0, y0: y0, x1: x1, y1: y1), canvasWidth: width, canvasHeight: height)
        let w = x1 - x0
        let h = box.y1 - box.y0
        // Horizontal pass: rows of the drawn box, columns of the output box.
        var horizontal = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            let y = box.y0 + row
            for col in 0..<w {
                let x = x0 + col - sx
                var sum: Float = 0
                for (k, weight) in kernelX.weights.enumerated() {
                    // out(x) = Σ in(x − (first + k)) · weight
                    let source = x - (kernelX.first + k)
                    if source >= box.x0 && source < box.x1 {
                        sum += Float(storage[((y - originY) * ownWidth + source - originX) * 4 + 3]) * weight
                    }
                }
                horizontal[row * w + col] = sum
            }
        }
        let tint = color.premultipliedRGBA8
        let tr = Float(tint.r)
        let tg = Float(tint.g)
        let tb = Float(tint.b)
        let ta = Float(tint.a)
        for y in y0..<y1 {
            for col in 0..<w {
                var sum: Float = 0
                for (k, weight) in kernelY.weights.enumerated() {
                    let source = y - sy - (kernelY.first + k) - box.y0
                    if source >= 0 && source < h { sum += horizontal[source * w + col] * weight }
                }
                let alpha = min(max(sum / 255, 0), 1)
                if alpha == 0 { continue }
                let i = ((y - y0) * w + col) * 4
                out.storage[i] = UInt8((tr * alpha).rounded())
                out.storage[i + 1] = UInt8((tg * alpha).rounded())
                out.storage[i + 2] = UInt8((tb * alpha).rounded())
                out.storage[i + 3] = UInt8((ta * alpha).rounded())
            }
        }
        out.markWritten(out.wholeBox)
        return out
    }

    /// A 1D kernel: `weights[k]` applies at displacement `first + k` (output minus input), for a
    /// Gaussian of `sigma` centred at `fraction` (0…1). Below σ = ½ a tent (linear interpolation),
    /// so an unblurred shadow still moves by fractions of a pixel.
    ///
    /// Only the taps in `within` are kept (the displacements that can reach the canvas), but the
    /// weights are normalised over the whole ±(3σ + 1) reach, so a kept tap weighs what it would
    /// in the whole kernel and the pixels come out the same. Empty when no tap is in `within`.
    /// `sigma` must be finite; the caller bounds it (at 10 × the canvas, the sum is 60 × the
    /// canvas's side of exponentials, a few milliseconds at the largest canvas).
    static func kernel(sigma: Double, fraction: Double, within useful: ClosedRange<Int> = Int.min...Int.max)
        -> (first: Int, last: Int, weights: [Float])
    {
        func kept(_ first: Int, _ last: Int) -> ClosedRange<Int>? {
            let a = max(first, useful.lowerBound)
            let b = min(last, useful.upperBound)
            return a <= b ? a...b : nil
        }
        if sigma < 0.5 {
            if fraction == 0 { return kept(0, 0) == nil ? (0, -1, []) : (0, 0, [1]) }
            guard let range = kept(0, 1) else { return (0, -1, []) }
            let tent = [Float(1 - fraction), Float(fraction)]
            return (range.lowerBound, range.upperBound, Array(tent[range]))
        }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let first = -reach
        let last = reach + 1
        func weight(_ d: Int) -> Double {
            let t = (Double(d) - fraction) / sigma
            return exp(-0.5 * t * t)
        }
        // Summed in the same order as the weights always were, so the total is the same Double.
        var total = 0.0
        for d in first...last { total += weight(d) }
        guard let range = kept(first, last) else { return (0, -1, []) }
        return (range.lowerBound, range.upperBound, range.map { Float(weight($0) / total) })
    }

    /// The smallest box holding every pixel with alpha above 0, or nil when none.
    func opaqueBox() -> PixelBox? {
        var x0 = width
        var y0 = height
        var x1 = 0
        var y1 = 0
        bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: UInt32.self) { p in
                for y in 0..<height {
                    let row = p.baseAddress! + y * width
                    var first = -1
                    var last = -1
                    for x in 0..<width where row[x] >> 24 != 0 {
                        if first < 0 { first = x }
                        last = x
                    }
                    if first >= 0 {
                        x0 = min(x0, first)
                        x1 = max(x1, last + 1)
                        y0 = min(y0, y)
                        y1 = max(y1, y + 1)
                    }
                }
            }
        }
        return x0 < x1 ? PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }
}
