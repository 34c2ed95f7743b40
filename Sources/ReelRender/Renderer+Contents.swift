import ReelGeometry
import ReelRaster
import ReelTimeline

/// A layer's `contents` image: the `contentsRect` part of it, at `contentsScale` pixels per
/// point, placed in the bounds by `contentsGravity`, sampled bilinearly; while contents animate
/// between two images, a dissolve from the outgoing one.
extension Renderer {
    func drawImageContents(
        _ contents: ImageContents, of layer: Layer, opacity: Double, toDevice: AffineTransform,
        compositing: Compositing = .sourceOver, into frame: inout Pixmap
    ) {
        // Without an image source a renderer draws no images (render loaded none).
        guard images != nil else { return }
        // An empty name is no image: contents set to nil, or not yet set, at this time.
        func loaded(_ name: String) -> Pixmap? {
            guard !name.isEmpty else { return nil }
            guard let image = assets.images[name] else {
                preconditionFailure("render loads every contents image before drawing")
            }
            return image
        }
        let image = loaded(contents.image)
        if let name = contents.fadingFrom, contents.fade < 1, image != nil || !name.isEmpty {
            // A dissolve: (1 − f) · old + f · new, then composited as one picture; either side
            // may be no image, which fades the other in or out.
            // Offscreens over where gravity may put the images (as `extent(of:)` guesses it).
            let b = layer.bounds
            let reach = Rect(x: b.minX - b.width, y: b.minY - b.height, width: b.width * 3, height: b.height * 3)
            let window = Self.deviceWindow(
                of: reach, toDevice: toDevice, margin: Self.windowMargin(toDevice), in: frame)
            func drawn(_ image: Pixmap?, over window: PixelBox?) -> Pixmap {
                offscreen(window, like: frame) {
                    guard let image else { return }
                    drawImage(image, contents, in: layer.bounds, opacity: 1, toDevice: toDevice, into: &$0)
                }
            }
            let old = loaded(name)
            var outgoing = drawn(old, over: window)
            var incoming = drawn(image, over: outgoing.window)
            if incoming.window != outgoing.window {
                pool.recycle(&outgoing)
                outgoing = drawn(old, over: incoming.window)
            }
            outgoing.dissolve(to: incoming, fraction: contents.fade)
            frame.composite(outgoing, opacity: opacity, compositing: compositing)
            pool.recycle(&incoming)
            pool.recycle(&outgoing)
        } else if let image {
            drawImage(
                image, contents, in: layer.bounds, opacity: opacity, toDevice: toDevice, compositing: compositing,
                into: &frame)
        }
    }

    private func drawImage(
        _ image: Pixmap, _ contents: ImageContents, in bounds: Rect, opacity: Double,
        toDevice: AffineTransform, compositing: Compositing = .sourceOver, into frame: inout Pixmap
    ) {
        let w = Double(image.width)
        let h = Double(image.height)
        let source = Rect(
            x: contents.rect.origin.x * w, y: contents.rect.origin.y * h,
            width: contents.rect.size.width * w, height: contents.rect.size.height * h)
        guard source.size.width != 0, source.size.height != 0 else { return }
        let natural = Size(
            width: abs(source.size.width) / contents.scale, height: abs(source.size.height) / contents.scale)
        let destination = Self.place(natural, in: bounds, gravity: contents.gravity)
        guard destination.width > 0, destination.height > 0 else { return }
        // Image pixels to the layer: the source rect onto the destination rect.
        let sx = destination.size.width / source.size.width
        let sy = destination.size.height / source.size.height
        let imageToLayer = AffineTransform(translationX: -source.origin.x, y: -source.origin.y)
            .concatenating(AffineTransform(scaleX: sx, y: sy))
            .concatenating(AffineTransform(translationX: destination.origin.x, y: destination.origin.y))
        guard
            let pattern = ImagePattern(
                image: image, imageToPixels: Homography(imageToLayer.concatenating(toDevice)),
                opacity: opacity)
        else { return }
        // Sample only the contentsRect's own pixels (rounded outwards), as a sub-image would.
        // Clamped to just beyond the image (the region is the image's pixels anyway): a
        // contentsRect of 1e308 or NaN must not trap the conversion.
        let wide = -1...(image.width + 1)
        let tall = -1...(image.height + 1)
        let left = Int(clamping: source.minX.rounded(.down), to: wide)
        let top = Int(clamping: source.minY.rounded(.down), to: tall)
        let columns = left..<max(left, Int(clamping: source.maxX.rounded(.up), to: wide))
        let rows = top..<max(top, Int(clamping: source.maxY.rounded(.up), to: tall))
        let region = pattern.restricted(columns: columns, rows: rows)
        rasterizer.fill(
            Path(rect: destination), transform: toDevice, paint: .image(region), compositing: compositing, into: &frame)
    }

    /// Where an image of `size` points goes in `bounds` under `gravity`. Names are read in Reel's
    /// y-down space: `top` is the top of the screen (Core Animation's own names are y-up on macOS
    /// and come out flipped on iOS unless the layer is geometry-flipped, as UIKit's are).
    static func place(_ size: Size, in bounds: Rect, gravity: ImageContents.Gravity) -> Rect {
        let b = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        func aligned(_ s: Size, x: Double, y: Double) -> Rect {
            Rect(
                x: b.minX + (b.width - s.width) * x, y: b.minY + (b.height - s.height) * y, width: s.width,
                height: s.height)
        }
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let fit = min(b.width / size.width, b.height / size.height)
            let fill = max(b.width / size.width, b.height / size.height)
            let k = gravity == .resizeAspect ? fit : fill
            return aligned(Size(width: size.width * k, height: size.height * k), x: 0.5, y: 0.5)
        case .center: return aligned(size, x: 0.5, y: 0.5)
        case .top: return aligned(size, x: 0.5, y: 0)
        case .bottom: return aligned(size, x: 0.5, y: 1)
        case .left: return aligned(size, x: 0, y: 0.5)
        case .right: return aligned(size, x: 1, y: 0.5)
        case .topLeft: return aligned(size, x: 0, y: 0)
        case .topRight: return aligned(size, x: 1, y: 0)
        case .bottomLeft: return aligned(size, x: 0, y: 1)
        case .bottomRight: return aligned(size, x: 1, y: 1)
        }
    }
}
