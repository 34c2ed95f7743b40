import ReelGeometry
import ReelRaster
import ReelTimeline

/// Draws snapshots into pixmaps: the layer tree, back to front, as Core Animation composites it.
///
/// A class because it owns a rasterizer's scratch memory; use one per thread.
public final class Renderer {
    let rasterizer = Rasterizer()
    /// Pixel density: 2 renders every point as 2×2 pixels, with edges computed at that density.
    public let scale: Double

    /// A renderer at `scale` pixels per point.
    public init(scale: Double = 1) {
        precondition(scale > 0 && scale.isFinite, "scale must be positive")
        self.scale = scale
    }

    /// The pixel size of a frame of `snapshot` (at least 1×1).
    public func pixelSize(of snapshot: Snapshot) -> (width: Int, height: Int) {
        Self.pixelSize(width: snapshot.width, height: snapshot.height, scale: scale)
    }

    /// The pixel size of a canvas of `width`×`height` points at `scale`.
    public static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((width * scale).rounded())), max(1, Int((height * scale).rounded())))
    }

    /// Renders one frame.
    public func render(_ snapshot: Snapshot) -> Pixmap {
        let size = pixelSize(of: snapshot)
        var frame = Pixmap(width: size.width, height: size.height)
        if let background = snapshot.background { frame.fill(with: background) }
        let root = AffineTransform(scaleX: scale, y: scale)
        for layer in Self.stacked(snapshot.layers) { draw(layer, parentToDevice: root, into: &frame) }
        return frame
    }

    private func draw(_ layer: Layer, parentToDevice: AffineTransform, into frame: inout Pixmap) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let toDevice = layer.transformToSuperlayer.concatenating(parentToDevice)
        if layer.opacity < 1 && Self.drawOperationCount(layer) > 1 {
            // Group opacity: draw the layer and its sublayers opaque offscreen, then fade the whole.
            var group = Pixmap(width: frame.width, height: frame.height)
            drawContents(of: layer, toDevice: toDevice, opacity: 1, into: &group)
            frame.composite(group, opacity: layer.opacity)
        } else {
            drawContents(of: layer, toDevice: toDevice, opacity: layer.opacity, into: &frame)
        }
    }

    /// How many separate drawing operations the layer makes; one alone can take the opacity
    /// in its paint instead of needing an offscreen group.
    private static func drawOperationCount(_ layer: Layer) -> Int {
        var count = layer.sublayers.isEmpty ? 0 : 2
        if layer.backgroundColor != nil { count += 1 }
        if layer.borderWidth > 0 && layer.borderColor != nil { count += 1 }
        if layer.shape?.fillColor != nil { count += 1 }
        if layer.shape?.strokeColor != nil { count += 1 }
        if layer.gradient != nil { count += 1 }
        return count
    }

    private func drawContents(of layer: Layer, toDevice: AffineTransform, opacity: Double, into frame: inout Pixmap) {
        let tolerance = Path.defaultTolerance
        if let background = layer.backgroundColor, layer.bounds.width > 0, layer.bounds.height > 0 {
            let rect = Path(roundedRect: layer.bounds, cornerRadius: layer.cornerRadius)
            rasterizer.fill(rect, transform: toDevice, paint: .solid(background.withAlphaMultiplied(by: opacity)), into: &frame)
        }
        if let gradient = layer.gradient {
            drawGradient(gradient, of: layer, opacity: opacity, toDevice: toDevice, into: &frame)
        }
        if let shape = layer.shape, !shape.path.isEmpty {
            drawShape(shape, opacity: opacity, toDevice: toDevice, into: &frame)
        }
        for sublayer in Self.stacked(layer.sublayers) {
            draw(sublayer, parentToDevice: toDevice, into: &frame)
        }
        if let borderColor = layer.borderColor, layer.borderWidth > 0, layer.bounds.width > 0, layer.bounds.height > 0 {
            drawBorder(of: layer, color: borderColor.withAlphaMultiplied(by: opacity), toDevice: toDevice, into: &frame)
        }
    }

    /// Siblings in drawing order: by `zPosition`, and in order of appearance among equals.
    static func stacked(_ layers: [Layer]) -> [Layer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Core Animation's border: inside the bounds, following the corner radius, above the content
    /// and the sublayers. Drawn as the even-odd ring between the rounded bounds and their inset.
    private func drawBorder(of layer: Layer, color: Color, toDevice: AffineTransform, into frame: inout Pixmap) {
        let outer = layer.bounds
        let width = min(layer.borderWidth, outer.width / 2, outer.height / 2)
        let inner = Rect(x: outer.minX + width, y: outer.minY + width, width: outer.width - 2 * width, height: outer.height - 2 * width)
        var ring = Path(roundedRect: outer, cornerRadius: layer.cornerRadius)
        ring.append(Path(roundedRect: inner, cornerRadius: max(0, layer.cornerRadius - width)))
        rasterizer.fill(ring, transform: toDevice, rule: .evenOdd, paint: .solid(color), into: &frame)
    }
}
