import ReelGeometry

/// What happens to a paint's colour between the coverage and the store: the stages after
/// geometry → coverage → paint (see Shader): masks, group opacity, then the blend with the
/// destination.
///
/// A fill draws `pixel = blend(dst, opacity · mask₁ · mask₂ · … · coverage · paint)`, each product
/// rounded as it is taken, in that order. That is the arithmetic of drawing the fill alone into a
/// transparent offscreen, masking it by each mask in turn (`Pixmap.mask(by:)`) and compositing the
/// result with the opacity (`Pixmap.composite`): a layer that draws one thing gets its clip, its
/// mask layer, its group opacity and its blend mode without an offscreen, and the same bytes.
///
/// Source-over with no mask and full opacity is the common case and keeps the fused loops of each
/// paint (`isSourceOver`); anything else goes through `StagedSpanner`, one pixel at a time.
package struct Compositing: Sendable {
    /// Alpha masks, in the order they apply: each multiplies the source by its alpha at the same
    /// canvas pixel (0 outside its window). Pixmaps of the canvas being drawn into.
    package var masks: [Pixmap]
    /// Multiplies the source after the masks (group opacity), 0…1.
    package var opacity: Double
    /// How the source combines with the destination; nil for source-over.
    package var blendMode: BlendMode?

    /// A compositing with the given stages; by default none (plain source-over).
    package init(masks: [Pixmap] = [], opacity: Double = 1, blendMode: BlendMode? = nil) {
        self.masks = masks
        self.opacity = opacity
        self.blendMode = blendMode
    }

    /// Source-over at full opacity, unmasked: what every fill did before stages.
    package static let sourceOver = Compositing()

    /// The opacity as a factor in 0…255 (NaN: 0), rounded as `Pixmap.composite` rounds it.
    var opacityFactor: UInt32 { UInt32(Int(clamping: (opacity * 255).rounded(), to: 0...255)) }

    /// True when nothing but source-over happens: the fused fast paths apply.
    package var isSourceOver: Bool { masks.isEmpty && opacityFactor == 255 && blendMode == nil }

    /// Runs `body` with the masks' pixels pinned.
    func withMaskViews<R>(_ body: ([MaskView]) -> R) -> R {
        func pinned(from index: Int, _ views: [MaskView]) -> R {
            guard index < masks.count else { return body(views) }
            let mask = masks[index]
            return mask.bytes.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { pixels in
                    pinned(from: index + 1, views + [MaskView(pixels: pixels.baseAddress!, window: mask.window)])
                }
            }
        }
        return pinned(from: 0, [])
    }
}

/// A mask's pixels, read by canvas position.
struct MaskView {
    let pixels: UnsafePointer<UInt32>
    let window: PixelBox

    /// The mask's alpha at canvas pixel (`x`, `y`): 0 outside its window.
    @inline(__always)
    func alpha(x: Int, y: Int) -> UInt32 {
        guard window.x0 <= x, x < window.x1, window.y0 <= y, y < window.y1 else { return 0 }
        return PixelOps.alpha(pixels[(y - window.y0) * window.width + x - window.x0])
    }
}

/// The mask, opacity and blend stages applied to an already shaded source pixel, then stored.
struct CompositingStages {
    let masks: [MaskView]
    /// 0…255.
    let opacity: UInt32
    let blendMode: BlendMode?

    /// Stores `source` (premultiplied, coverage applied) into `dst` at canvas pixel (`x`, `y`).
    @inline(__always)
    func store(_ source: UInt32, into dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int) {
        var s = source
        for mask in masks {
            if s >> 24 == 0 { return }  // transparent: every stage leaves the destination as it is
            let a = mask.alpha(x: x, y: y)
            if a != 255 { s = a == 0 ? 0 : PixelOps.scale(s, by: a) }
        }
        finish(s, into: dst)
    }

    /// `store` with one mask, whose alpha at the pixel is `maskAlpha`.
    @inline(__always)
    func store(_ source: UInt32, maskAlpha a: UInt32, into dst: UnsafeMutablePointer<UInt32>) {
        if source >> 24 == 0 || a == 0 { return }
        finish(a == 255 ? source : PixelOps.scale(source, by: a), into: dst)
    }

    /// The stages after the masks: the opacity, then the blend (or source-over) into `dst`.
    @inline(__always)
    private func finish(_ masked: UInt32, into dst: UnsafeMutablePointer<UInt32>) {
        var s = masked
        if s >> 24 == 0 { return }
        if opacity != 255 { s = PixelOps.scale(s, by: opacity) }
        if let blendMode {
            dst.pointee = PixelOps.blend(dst.pointee, s, mode: blendMode)
        } else {
            dst.pointee = PixelOps.over(dst.pointee, s)
        }
    }
}

/// The paint stage: the premultiplied source colour at a pixel, scaled by the coverage there.
protocol Shader {
    /// The source at canvas pixel (`x`, `y`) with `coverage` (0…255) applied.
    func shade(x: Int, y: Int, coverage: UInt32) -> UInt32
}

extension SolidSpanner: Shader {
    @inline(__always)
    func shade(x: Int, y: Int, coverage: UInt32) -> UInt32 {
        coverage == 255 ? source : PixelOps.scale(source, by: coverage)
    }
}

extension GradientSpanner: Shader {
    @inline(__always)
    func shade(x: Int, y: Int, coverage: UInt32) -> UInt32 {
        let s = color(x: x, y: y)
        return coverage == 255 ? s : PixelOps.scale(s, by: coverage)
    }
}

extension ImageSpanner: Shader {
    /// The sample with the pattern's opacity folded into the coverage (one rounding), as the
    /// fused `pixel` does.
    @inline(__always)
    func shade(x: Int, y: Int, coverage: UInt32) -> UInt32 {
        let s = sample(x: x, y: y)
        if s == 0 { return 0 }
        let factor = opacity == 255 ? coverage : (coverage * opacity + 127) / 255
        return factor == 255 ? s : PixelOps.scale(s, by: factor)
    }
}

/// Any paint through the compositing stages, one pixel at a time.
struct StagedSpanner<S: Shader>: Spanner {
    let shader: S
    let stages: CompositingStages

    @inline(__always)
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        guard stages.masks.count == 1 else {
            for i in 0..<count { pixel(dst + i, x: x + i, y: y, coverage: coverage) }
            return
        }
        // One mask (a clip, a mask layer): its alpha is 0 outside its window, where nothing is
        // stored, so only the part of the span inside the window is visited, reading the mask's
        // row directly; each pixel is what `pixel` makes of it.
        let mask = stages.masks[0]
        let window = mask.window
        guard window.y0 <= y, y < window.y1 else { return }
        let start = max(x, window.x0)
        let end = min(x + count, window.x1)
        guard start < end else { return }
        let row = mask.pixels + (y - window.y0) * window.width - window.x0
        for px in start..<end {
            stages.store(
                shader.shade(x: px, y: y, coverage: coverage), maskAlpha: PixelOps.alpha(row[px]), into: dst + (px - x))
        }
    }

    @inline(__always)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        stages.store(shader.shade(x: x, y: y, coverage: coverage), into: dst, x: x, y: y)
    }

    @inline(__always)
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        for i in 0..<8 where coverage[i] > 0 { pixel(dst + i, x: x + i, y: y, coverage: UInt32(coverage[i])) }
    }
}

/// A spanner job run through the stages with whichever shader the paint has.
struct StagedJob<J: SpannerJob>: PaintSpannerJob {
    let job: J
    let stages: CompositingStages

    func run<S: Spanner & Shader>(with shader: S) -> UInt32 {
        job.run(with: StagedSpanner(shader: shader, stages: stages))
    }
}

extension Paint {
    /// Runs `job` with the spanner that draws this paint through `compositing`: the paint's own
    /// fused source-over spanner when that is all there is, the staged one otherwise.
    func withSpanner<J: SpannerJob>(_ job: J, compositing: Compositing) -> UInt32 {
        if compositing.isSourceOver { return withSpanner(job) }
        return compositing.withMaskViews { masks in
            withPortableSpanner(
                StagedJob(
                    job: job,
                    stages: CompositingStages(
                        masks: masks, opacity: compositing.opacityFactor, blendMode: compositing.blendMode)))
        }
    }
}
