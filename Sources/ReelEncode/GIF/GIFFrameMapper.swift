internal import ReelRaster

/// Maps a frame's straight-alpha pixels onto palette indices, with dithering.
///
/// Hot loop rules: one pass over the pixels, no allocation per pixel or row (the error rows are
/// reused), and colours the palette holds exactly go straight to their entry, undithered, so
/// flat artwork and static backgrounds map the same way in every frame.
struct GIFFrameMapper {
    let width: Int
    let height: Int
    let dither: GIFDither
    let amplitude: Int32
    private let colors: GIFColorCache
    private let transparent: UInt8?
    /// Diffusion errors (r, g, b per pixel) for the current row and the next, plus one pixel of
    /// margin on each side so the kernel never branches on the edges.
    private var errorRows: [[Int32]]

    init(width: Int, height: Int, colors: GIFColorCache, dither: GIFDither, amplitude: Int32) {
        self.width = width
        self.height = height
        self.colors = colors
        self.dither = dither
        self.amplitude = amplitude
        self.transparent = colors.palette.transparentIndex.map(UInt8.init)
        errorRows =
            dither == .diffusion ? [[Int32]](repeating: [Int32](repeating: 0, count: (width + 2) * 3), count: 2) : []
    }

    /// 8×8 Bayer thresholds, 0…63.
    private static let bayer: [Int32] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21
    ]

    /// Fills `indices` (`width * height`) from `pixels` (straight RGBA). Pixels with alpha < 128
    /// get the transparent entry when the palette has one.
    mutating func map(_ pixels: [UInt8], into indices: inout [UInt8]) {
        switch dither {
        case .none, .ordered: mapOrdered(pixels, into: &indices)
        case .diffusion: mapDiffused(pixels, into: &indices)
        }
    }

    private func mapOrdered(_ pixels: [UInt8], into indices: inout [UInt8]) {
        let colors = self.colors
        let transparent = self.transparent
        let width = self.width
        let amplitude = dither == .ordered ? self.amplitude : 0
        let palette = colors.palette
        Self.bayer.withUnsafeBufferPointer { bayer in
            pixels.withUnsafeBufferPointer { pixels in
                indices.withUnsafeMutableBufferPointer { indices in
                    // Whole pixels compared as words, read unaligned rather than rebinding the bytes.
                    let raw = UnsafeRawBufferPointer(pixels)
                    for y in 0..<height {
                        let row = (y & 7) * 8
                        for x in 0..<width {
                            let p = y * width + x
                            let i = p * 4
                            // Undithered, a pixel like the one before it maps like it (runs are common).
                            if amplitude == 0 && x > 0 && raw.pixelWord(at: p) == raw.pixelWord(at: p - 1) {
                                indices[p] = indices[p - 1]
                                continue
                            }
                            if let transparent, pixels[i + 3] < 128 {
                                indices[p] = transparent
                                continue
                            }
                            let r = pixels[i]
                            let g = pixels[i + 1]
                            let b = pixels[i + 2]
                            if let exact = palette.exactIndex(r, g, b) {
                                indices[p] = UInt8(exact)
                            } else if amplitude == 0 {
                                indices[p] = colors.index(r, g, b)
                            } else {
                                let offset = (2 * bayer[row + (x & 7)] - 63) * amplitude / 64
                                indices[p] = colors.index(
                                    Self.clamp(Int32(r) + offset),
                                    Self.clamp(Int32(g) + offset),
                                    Self.clamp(Int32(b) + offset))
                            }
                        }
                    }
                }
            }
        }
    }

    private mutating func mapDiffused(_ pixels: [UInt8], into indices: inout [UInt8]) {
        let colors = self.colors
        let transparent = self.transparent
        let width = self.width
        let palette = colors.palette
        var current = errorRows[0]
        var next = errorRows[1]
        for i in current.indices { current[i] = 0 }
        pixels.withUnsafeBufferPointer { pixels in
            indices.withUnsafeMutableBufferPointer { indices in
                for y in 0..<height {
                    for i in next.indices { next[i] = 0 }
                    for x in 0..<width {
                        let p = y * width + x
                        let i = p * 4
                        let e = (x + 1) * 3
                        if let transparent, pixels[i + 3] < 128 {
                            indices[p] = transparent
                            continue
                        }
                        let r = pixels[i]
                        let g = pixels[i + 1]
                        let b = pixels[i + 2]
                        // Exact colours stop the error: it does not leak into flat areas.
                        if let exact = palette.exactIndex(r, g, b) {
                            indices[p] = UInt8(exact)
                            continue
                        }
                        let wanted = SIMD3(
                            Int32(r) + current[e] / 4, Int32(g) + current[e + 1] / 4,
                            Int32(b) + current[e + 2] / 4)
                        let index = colors.diffusedIndex(
                            Self.clamp(wanted.x), Self.clamp(wanted.y), Self.clamp(wanted.z))
                        indices[p] = index
                        let got = palette.colors[Int(index)]
                        // Sierra Lite: 2/4 right, 1/4 below left, 1/4 below (errors stored ×4).
                        let error = wanted &- SIMD3(Int32(got.r), Int32(got.g), Int32(got.b))
                        for c in 0..<3 {
                            current[e + 3 + c] += 2 * error[c]
                            next[e - 3 + c] += error[c]
                            next[e + c] += error[c]
                        }
                    }
                    swap(&current, &next)
                }
            }
        }
        errorRows = [current, next]
    }

    @inline(__always)
    private static func clamp(_ v: Int32) -> UInt8 {
        UInt8(min(max(v, 0), 255))
    }
}
