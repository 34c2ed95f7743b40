import Foundation

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
    public func shadow(color: Color, sigma: Double, dx: Double, dy: Double) -> Pixmap {
        var out = Pixmap(width: width, height: height)
        guard let box = opaqueBox() else { return out }
        let shiftX = dx.rounded(.down), shiftY = dy.rounded(.down)
        let kernelX = Self.kernel(sigma: sigma, fraction: dx - shiftX)
        let kernelY = Self.kernel(sigma: sigma, fraction: dy - shiftY)
        // Output pixel x reads inputs x − shift − offset … (kernel taps); compute the output box.
        let x0 = max(0, box.x0 + Int(shiftX) + kernelX.first), x1 = min(width, box.x1 + Int(shiftX) + kernelX.last + 1)
        let y0 = max(0, box.y0 + Int(shiftY) + kernelY.first), y1 = min(height, box.y1 + Int(shiftY) + kernelY.last + 1)
        guard x0 < x1, y0 < y1 else { return out }
        let w = x1 - x0, h = box.y1 - box.y0
        // Horizontal pass: rows of the drawn box, columns of the output box.
        var horizontal = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            let y = box.y0 + row
            for col in 0..<w {
                let x = x0 + col - Int(shiftX)
                var sum: Float = 0
                for (k, weight) in kernelX.weights.enumerated() {
                    // out(x) = Σ in(x − (first + k)) · weight
                    let source = x - (kernelX.first + k)
                    if source >= box.x0 && source < box.x1 { sum += Float(bytes[(y * width + source) * 4 + 3]) * weight }
                }
                horizontal[row * w + col] = sum
            }
        }
        let tint = color.premultipliedRGBA8
        let tr = Float(tint.r), tg = Float(tint.g), tb = Float(tint.b), ta = Float(tint.a)
        for y in y0..<y1 {
            for col in 0..<w {
                var sum: Float = 0
                for (k, weight) in kernelY.weights.enumerated() {
                    let source = y - Int(shiftY) - (kernelY.first + k) - box.y0
                    if source >= 0 && source < h { sum += horizontal[source * w + col] * weight }
                }
                let alpha = min(max(sum / 255, 0), 1)
                if alpha == 0 { continue }
                let i = (y * width + x0 + col) * 4
                out.bytes[i] = UInt8((tr * alpha).rounded())
                out.bytes[i + 1] = UInt8((tg * alpha).rounded())
                out.bytes[i + 2] = UInt8((tb * alpha).rounded())
                out.bytes[i + 3] = UInt8((ta * alpha).rounded())
            }
        }
        return out
    }

    /// A 1D kernel: `weights[k]` applies at displacement `first + k` (output minus input), for a
    /// Gaussian of `sigma` centred at `fraction` (0…1). Below σ = ½ a tent (linear interpolation),
    /// so an unblurred shadow still moves by fractions of a pixel.
    static func kernel(sigma: Double, fraction: Double) -> (first: Int, last: Int, weights: [Float]) {
        if sigma < 0.5 {
            if fraction == 0 { return (0, 0, [1]) }
            return (0, 1, [Float(1 - fraction), Float(fraction)])
        }
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let first = -reach, last = reach + 1
        var weights = (first...last).map { d -> Double in
            let t = (Double(d) - fraction) / sigma
            return exp(-0.5 * t * t)
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        return (first, last, weights.map(Float.init))
    }

    /// The smallest box holding every pixel with alpha above 0 (half-open), or nil when none.
    func opaqueBox() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: UInt32.self) { p in
                for y in 0..<height {
                    let row = p.baseAddress! + y * width
                    var first = -1, last = -1
                    for x in 0..<width where row[x] >> 24 != 0 {
                        if first < 0 { first = x }
                        last = x
                    }
                    if first >= 0 {
                        x0 = min(x0, first); x1 = max(x1, last + 1)
                        y0 = min(y0, y); y1 = max(y1, y + 1)
                    }
                }
            }
        }
        return x0 < x1 ? (x0, y0, x1, y1) : nil
    }
}
