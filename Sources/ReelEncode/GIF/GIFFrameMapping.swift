import Foundation
package import ReelRaster

/// A frame mapped onto a GIF's global palette: what `GIFWriter.write(_:delayCentiseconds:)`
/// takes. Mapping needs only the frame and the palette, so render threads do it, in any order,
/// and the writer (which must see frames in order) only compares and writes.
///
/// A class handed over, never shared: the thread that maps a frame lets go of it, and the writer
/// takes its arrays (swapping them out) rather than copying them, which a value it did not own
/// alone would force on its first write to them. Hence `@unchecked Sendable`.
package final class GIFMappedFrame: @unchecked Sendable {
    /// The frame's straight RGBA bytes (empty when `source` holds them).
    var pixels: [UInt8]
    /// The same bytes packed where the mapping packs them (`GIFFrameMapping.packsSource`): a
    /// frame waiting for the writer then holds little more than its indices.
    var source: GIFPackedSource?
    /// Per pixel, its entry in the global palette (see `GIFFrameMapper` for dithering). The
    /// writer looks up their colours itself, in a canvas it reuses: four more bytes a pixel held
    /// for every frame waiting in an exporter's window cost more than the lookup.
    var indices: [UInt8]
    /// Whether any pixel is the transparent entry.
    var hasTransparency: Bool

    init(pixels: [UInt8], source: GIFPackedSource? = nil, indices: [UInt8], hasTransparency: Bool) {
        self.pixels = pixels
        self.source = source
        self.indices = indices
        self.hasTransparency = hasTransparency
    }
}

/// Maps frames onto one palette, from any thread (`GIFWriter.mapping`).
///
/// Each call borrows a mapper, whose colour cache (up to 1 MB) remembers answers across frames,
/// from a pool and gives it back; the pool holds one per thread that has mapped at once. A
/// cache's answers depend only on the palette, never on which frames it saw, so the frames come
/// out the same whichever mapper maps them. The lock is taken twice a frame, never per pixel.
package final class GIFFrameMapping: @unchecked Sendable {
    /// The palette frames are mapped onto.
    package let palette: GIFPalette
    private let width: Int
    private let height: Int
    private let options: GIFOptions
    /// Whether mapped frames keep their source packed (`GIFPackedSource`), as a writer whose
    /// canvases are palette entries reads it, rather than whole.
    let packsSource: Bool
    private let lock = NSLock()
    /// Mappers not in use; guarded by `lock`.
    private var idle: [GIFFrameMapper] = []
    /// Index buffers the writer is done with (`recycle(indices:)`), for later frames: mapping
    /// writes every index, so a used buffer does, and the system need not hand out and clear a
    /// fresh one a frame. Guarded by `lock`.
    private var spareIndices: [[UInt8]] = []
    /// The most spare index buffers kept: a frame a thread in flight and a few waiting.
    private static let spareIndexLimit = 8

    /// Mapping of `width`×`height` frames onto `palette` with `options`' dithering; `packsSource`
    /// packs each frame's source once mapped (`GIFMappedFrame.source`).
    package init(width: Int, height: Int, palette: GIFPalette, options: GIFOptions, packsSource: Bool = false) {
        self.width = width
        self.packsSource = packsSource
        self.height = height
        self.palette = palette
        self.options = options
    }

    /// `frame` (premultiplied, `width`×`height`) mapped onto the palette.
    package func map(_ frame: Pixmap) -> GIFMappedFrame {
        map(straight: frame.unpremultipliedRGBA())
    }

    /// `frame` mapped onto the palette, its buffer taken for the straight pixels the result keeps:
    /// a frame's worth of memory less than `map(_:)` while both are alive, when nothing else holds
    /// the buffer. The same result as `map(_:)`. `frame` is left with no bytes, or, when the
    /// result keeps its source packed (`packsSource`), with its buffer back holding the straight
    /// pixels: a buffer for the next frame (`FrameBufferPool.recycle`), not a picture.
    package func map(taking frame: inout Pixmap) -> GIFMappedFrame {
        var pixels = frame.takeUnpremultipliedRGBA()
        let mapped = map(straight: &pixels)
        swap(&frame.bytes, &pixels)
        return mapped
    }

    /// Straight RGBA `pixels` mapped onto the palette.
    func map(straight pixels: [UInt8]) -> GIFMappedFrame {
        var pixels = pixels
        return map(straight: &pixels)
    }

    /// Straight RGBA `pixels` mapped onto the palette, taken by the result (`pixels` left empty)
    /// unless it keeps them packed: then they stay, for the caller to reuse the buffer.
    private func map(straight pixels: inout [UInt8]) -> GIFMappedFrame {
        var mapper = borrow()
        var indices = takeIndices()
        mapper.map(pixels, into: &indices)
        giveBack(mapper)
        let hasTransparency = palette.transparentIndex.map { indices.contains(UInt8($0)) } ?? false
        guard packsSource else {
            var kept: [UInt8] = []
            swap(&kept, &pixels)
            return GIFMappedFrame(pixels: kept, indices: indices, hasTransparency: hasTransparency)
        }
        // Packed here, on the render thread; the straight pixels are not kept once packed. A
        // source that does not pack keeps the array itself, which is then not the caller's.
        let source = GIFPackedSource(packing: pixels, width: width, height: height)
        if !source.isPacked { pixels = [] }
        return GIFMappedFrame(pixels: [], source: source, indices: indices, hasTransparency: hasTransparency)
    }

    private func borrow() -> GIFFrameMapper {
        lock.lock()
        let mapper = idle.popLast()
        lock.unlock()
        return mapper
            ?? GIFFrameMapper(
                width: width, height: height, colors: GIFColorCache(palette: palette),
                dither: options.dither, amplitude: options.orderedAmplitude)
    }

    private func giveBack(_ mapper: GIFFrameMapper) {
        lock.lock()
        idle.append(mapper)
        lock.unlock()
    }

    /// Keeps `indices` (a frame's, which its reader is done with) for a later frame; `indices`
    /// is left empty.
    func recycle(indices: inout [UInt8]) {
        var taken: [UInt8] = []
        swap(&taken, &indices)
        guard taken.count == width * height else { return }
        lock.lock()
        if spareIndices.count < Self.spareIndexLimit { spareIndices.append(taken) }
        lock.unlock()
    }

    /// A spare index buffer, or a new one; its contents are overwritten.
    private func takeIndices() -> [UInt8] {
        lock.lock()
        let spare = spareIndices.popLast()
        lock.unlock()
        return spare ?? [UInt8](repeating: 0, count: width * height)
    }
}

/// Counts the colours of frames for a global palette, from any thread.
///
/// Each call borrows a `GIFPaletteBuilder` (up to 10 MB) from a pool, one per thread counting at
/// once, and `merged()` adds them together: builders merge to the palette one builder fed every
/// frame would give (`GIFPaletteBuilder.merge`), whichever frames each one saw.
package final class GIFPaletteCounting: @unchecked Sendable {
    private let lock = NSLock()
    /// Builders not in use; guarded by `lock`.
    private var idle: [GIFPaletteBuilder] = []

    /// No colours counted yet.
    package init() {}

    /// Counts the colours of `frame`.
    package func add(_ frame: Pixmap) {
        lock.lock()
        let borrowed = idle.popLast()
        lock.unlock()
        var builder = borrowed ?? GIFPaletteBuilder()
        builder.add(frame)
        lock.lock()
        idle.append(builder)
        lock.unlock()
    }

    /// Every colour counted, in one builder; call once every `add` has returned.
    package func merged() -> GIFPaletteBuilder {
        lock.lock()
        defer { lock.unlock() }
        guard var merged = idle.popLast() else { return GIFPaletteBuilder() }
        while let other = idle.popLast() { merged.merge(other) }
        return merged
    }
}
