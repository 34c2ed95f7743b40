internal import ReelRaster

/// RGBA to BT.709 limited-range YUV 4:2:0 with the same bytes as the `FFmpegScaler` it replaces
/// (libswscale with `SWS_BILINEAR | SWS_FULL_CHR_H_INP | SWS_ACCURATE_RND | SWS_BITEXACT`), so
/// moving the conversion from the encoder's thread to the render threads changes no pixel; a test
/// compares both on random images and odd sizes.
///
/// swscale's integer steps, written out for this one configuration:
/// - every pixel gets 14-bit luma and chroma (`(coefficients · rgb + offset + 2⁸) >> 9`, the
///   coefficients its `fill_rgb2yuv_table` derives from BT.709 at 15 bits);
/// - luma is not resampled: `Y = (Y₁₄ + 32) >> 6`;
/// - chroma is filtered 2:1 bilinearly across, centred between the two columns (taps 1, 3, 3, 1
///   over columns 2i−1 … 2i+2, edges repeated) and truncated to 15 bits (`>> 2` of the sum), then
///   the same down the rows with rounding: `C = (512 + h₀ + 3h₁ + 3h₂ + h₃) >> 10`;
/// - alpha (VP9) goes through the same steps as luma without an offset: `(2 · (A << 6 | A >> 2) + 64) >> 7`,
///   clamped to 255.
/// swscale sizes its filters differently below 8 pixels, so smaller frames are left to it
/// (`handles(width:height:)`).
///
/// Odd sizes are padded as `VideoWriter` pads them: the last column and row repeated.
package enum YUV420Converter {
    // BT.709, limited range, at 15 bits: what libswscale 6's fill_rgb2yuv_table computes from
    // ff_yuv2rgb_coeffs[SWS_CS_ITU709].
    private static let ry: Int32 = 5983, gy: Int32 = 20127, by: Int32 = 2032
    private static let ru: Int32 = -3298, gu: Int32 = -11094, bu: Int32 = 14392
    private static let rv: Int32 = 14392, gv: Int32 = -13073, bv: Int32 = -1320
    /// 16 << 15 (luma's offset) plus swscale's rounding term.
    private static let lumaOffset: Int32 = 16 << 15 + 256
    /// 128 << 15 (chroma's offset) plus the rounding term.
    private static let chromaOffset: Int32 = 128 << 15 + 256

    /// Whether frames of this size (before padding) convert here; smaller ones go through swscale.
    package static func handles(width: Int, height: Int) -> Bool { width >= 7 && height >= 7 }

    /// The planes of `rgba` (`width * height` pixels, rows packed, alpha ignored unless `alpha`),
    /// padded to even dimensions, written into planes `recycler` kept when it has some.
    package static func convert(
        rgba: [UInt8], width: Int, height: Int, alpha: Bool, recycling recycler: YUV420Picture.Recycler? = nil
    ) -> YUV420Picture {
        precondition(handles(width: width, height: height) && rgba.count == width * height * 4)
        let outWidth = width + width % 2
        let outHeight = height + height % 2
        let chromaSamples = outWidth / 2 * (outHeight / 2)
        // Every sample is written below, so the planes skip zeroing (a frame's worth of memset).
        var y = recycler?.lumaPlane(outWidth * outHeight) ?? uninitializedPlane(outWidth * outHeight)
        var u = recycler?.chromaPlane(chromaSamples) ?? uninitializedPlane(chromaSamples)
        var v = recycler?.chromaPlane(chromaSamples) ?? uninitializedPlane(chromaSamples)
        var a = alpha ? recycler?.alphaPlane(outWidth * outHeight) ?? uninitializedPlane(outWidth * outHeight) : []
        var scratch = Scratch(width: width, outWidth: outWidth, avx2: RasterKernels.avx2)
        rgba.withUnsafeBytes { source in
            y.withUnsafeMutableBufferPointer { y in
                a.withUnsafeMutableBufferPointer { a in
                    for row in 0..<outHeight {
                        let sourceRow = source.baseAddress! + min(row, height - 1) * width * 4
                        let lumaRow = y.baseAddress! + row * outWidth
                        let alphaRow = alpha ? a.baseAddress! + row * outWidth : nil
                        scratch.convertRow(sourceRow, luma: lumaRow, alpha: alphaRow, slot: row & 3)
                        if row >= 2 && row % 2 == 0 {
                            scratch.emitChroma(row: row / 2 - 1, outHeight: outHeight, u: &u, v: &v)
                        }
                    }
                }
            }
        }
        scratch.emitChroma(row: outHeight / 2 - 1, outHeight: outHeight, u: &u, v: &v)
        return YUV420Picture(width: outWidth, height: outHeight, y: y, u: u, v: v, a: a)
    }

    private static func uninitializedPlane(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Per-conversion rows: the source row padded to whole blocks, each row's even and odd
    /// columns' chroma, and the last four rows of horizontally filtered chroma.
    private struct Scratch {
        let width: Int
        let outWidth: Int
        let chromaWidth: Int
        /// Pixels a row is processed in: 16 at a time.
        let blockWidth: Int
        /// The source row with its last pixel repeated up to `blockWidth`, when it is not a
        /// whole number of blocks already.
        var paddedRow: [UInt8]
        /// Chroma of even and odd columns, index 1 + i for chroma column i, with one repeated
        /// edge sample each side and a block of slack.
        var evenU: [Int32], oddU: [Int32], evenV: [Int32], oddV: [Int32]
        /// Four rows of horizontally filtered chroma, `chromaStride` apart, row r at slot r & 3.
        var filteredU: [Int32], filteredV: [Int32]
        let chromaStride: Int
        /// Whether each row's pixels go through the AVX2 kernel (`RasterKernels.yuvPixels`), the
        /// same arithmetic as `pixels`; chosen once per frame.
        let avx2: Bool

        init(width: Int, outWidth: Int, avx2: Bool) {
            self.width = width
            self.avx2 = avx2
            self.outWidth = outWidth
            chromaWidth = outWidth / 2
            blockWidth = (outWidth + 15) & ~15
            paddedRow = blockWidth == width ? [] : [UInt8](repeating: 0, count: blockWidth * 4)
            let columns = blockWidth / 2 + 16
            evenU = [Int32](repeating: 0, count: columns)
            oddU = evenU
            evenV = evenU
            oddV = evenU
            chromaStride = blockWidth / 2 + 8
            filteredU = [Int32](repeating: 0, count: chromaStride * 4)
            filteredV = filteredU
        }

        /// Converts one source row: its luma (and alpha) into the planes, its chroma filtered
        /// across into ring slot `slot`.
        mutating func convertRow(
            _ source: UnsafeRawPointer, luma: UnsafeMutablePointer<UInt8>, alpha: UnsafeMutablePointer<UInt8>?,
            slot: Int
        ) {
            if paddedRow.isEmpty {
                convertBlocks(source, luma: luma, alpha: alpha, slot: slot)
                return
            }
            var padded = paddedRow
            paddedRow = []  // so the copy below is the only reference, written in place
            padded.withUnsafeMutableBytes { padded in
                padded.baseAddress!.copyMemory(from: source, byteCount: width * 4)
                let last = source.loadUnaligned(fromByteOffset: (width - 1) * 4, as: UInt32.self)
                for x in width..<blockWidth { padded.storeBytes(of: last, toByteOffset: x * 4, as: UInt32.self) }
                convertBlocks(UnsafeRawPointer(padded.baseAddress!), luma: luma, alpha: alpha, slot: slot)
            }
            paddedRow = padded
        }

        /// `convertRow` on a row of whole blocks.
        private mutating func convertBlocks(
            _ row: UnsafeRawPointer, luma: UnsafeMutablePointer<UInt8>, alpha: UnsafeMutablePointer<UInt8>?,
            slot: Int
        ) {
            let outWidth = outWidth
            let avx2 = avx2
            withRows { evenU, oddU, evenV, oddV in
                if avx2 {
                    RasterKernels.yuvPixels(
                        row, count: outWidth, luma: luma, alpha: alpha,
                        evenU: evenU + 1, oddU: oddU + 1, evenV: evenV + 1, oddV: oddV + 1)
                    return
                }
                Self.pixels(
                    row, count: outWidth, luma: luma, alpha: alpha,
                    evenU: evenU, oddU: oddU, evenV: evenV, oddV: oddV)
            }
            let chromaWidth = chromaWidth
            let offset = slot * chromaStride
            var filteredU = self.filteredU
            var filteredV = self.filteredV
            self.filteredU = []
            self.filteredV = []
            let across = avx2 ? RasterKernels.chromaAcross : Self.filterAcross
            withRows { evenU, oddU, evenV, oddV in
                filteredU.withUnsafeMutableBufferPointer { out in
                    across(evenU, oddU, chromaWidth, out.baseAddress! + offset)
                }
                filteredV.withUnsafeMutableBufferPointer { out in
                    across(evenV, oddV, chromaWidth, out.baseAddress! + offset)
                }
            }
            self.filteredU = filteredU
            self.filteredV = filteredV
        }

        private mutating func withRows(
            _ body: (
                UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                UnsafeMutablePointer<Int32>
            ) -> Void
        ) {
            evenU.withUnsafeMutableBufferPointer { evenU in
                oddU.withUnsafeMutableBufferPointer { oddU in
                    evenV.withUnsafeMutableBufferPointer { evenV in
                        oddV.withUnsafeMutableBufferPointer { oddV in
                            body(evenU.baseAddress!, oddU.baseAddress!, evenV.baseAddress!, oddV.baseAddress!)
                        }
                    }
                }
            }
        }

        /// Filters chroma row `row` down from the four filtered rows around it into the planes.
        func emitChroma(row: Int, outHeight: Int, u: inout [UInt8], v: inout [UInt8]) {
            let stride = chromaStride
            let offsets = (
                (max(2 * row - 1, 0) & 3) * stride, (2 * row & 3) * stride, ((2 * row + 1) & 3) * stride,
                (min(2 * row + 2, outHeight - 1) & 3) * stride
            )
            let chromaWidth = chromaWidth
            let down = avx2 ? RasterKernels.chromaDown : Self.filterDown
            filteredU.withUnsafeBufferPointer { filtered in
                u.withUnsafeMutableBufferPointer { plane in
                    down(Self.rows(filtered.baseAddress!, offsets), chromaWidth, plane.baseAddress! + row * chromaWidth)
                }
            }
            filteredV.withUnsafeBufferPointer { filtered in
                v.withUnsafeMutableBufferPointer { plane in
                    down(Self.rows(filtered.baseAddress!, offsets), chromaWidth, plane.baseAddress! + row * chromaWidth)
                }
            }
        }

        /// Luma, alpha and per-pixel chroma of `count` pixels (rounded up to 16; the row holds
        /// them), 16 at a time: each 64-bit lane holds an even pixel and the odd one after it.
        private static func pixels(
            _ row: UnsafeRawPointer, count: Int, luma: UnsafeMutablePointer<UInt8>,
            alpha: UnsafeMutablePointer<UInt8>?,
            evenU: UnsafeMutablePointer<Int32>, oddU: UnsafeMutablePointer<Int32>,
            evenV: UnsafeMutablePointer<Int32>, oddV: UnsafeMutablePointer<Int32>
        ) {
            let byteMask = SIMD8<UInt64>(repeating: 0xFF)
            var x = 0
            while x < count {
                let pairs = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt64>.self)
                let r0 = SIMD8<Int32>(truncatingIfNeeded: pairs & byteMask)
                let g0 = SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 8) & byteMask)
                let b0 = SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 16) & byteMask)
                let r1 = SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 32) & byteMask)
                let g1 = SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 40) & byteMask)
                let b1 = SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 48) & byteMask)
                let y0 = lumaByte(r0, g0, b0)
                let y1 = lumaByte(r1, g1, b1)
                store(SIMD8<UInt16>(truncatingIfNeeded: y0 | y1 &<< 8), to: luma + x, count: count - x)
                if let alpha {
                    let a0 = alphaByte(SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 24) & byteMask))
                    let a1 = alphaByte(SIMD8<Int32>(truncatingIfNeeded: (pairs &>> 56) & byteMask))
                    store(SIMD8<UInt16>(truncatingIfNeeded: a0 | a1 &<< 8), to: alpha + x, count: count - x)
                }
                let column = 1 + x / 2
                UnsafeMutableRawPointer(evenU + column).storeBytes(
                    of: chroma(r0, g0, b0, ru, gu, bu), as: SIMD8<Int32>.self)
                UnsafeMutableRawPointer(oddU + column).storeBytes(
                    of: chroma(r1, g1, b1, ru, gu, bu), as: SIMD8<Int32>.self)
                UnsafeMutableRawPointer(evenV + column).storeBytes(
                    of: chroma(r0, g0, b0, rv, gv, bv), as: SIMD8<Int32>.self)
                UnsafeMutableRawPointer(oddV + column).storeBytes(
                    of: chroma(r1, g1, b1, rv, gv, bv), as: SIMD8<Int32>.self)
                x += 16
            }
        }

        /// 8-bit luma: the 14-bit value, rounded.
        @inline(__always)
        private static func lumaByte(_ r: SIMD8<Int32>, _ g: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
            var sum = ry &* r
            sum &+= gy &* g
            sum &+= by &* b
            sum &+= lumaOffset
            return ((sum &>> 9) &+ 32) &>> 6
        }

        /// 14-bit chroma with the coefficients `cr`, `cg`, `cb`.
        @inline(__always)
        private static func chroma(
            _ r: SIMD8<Int32>, _ g: SIMD8<Int32>, _ b: SIMD8<Int32>, _ cr: Int32, _ cg: Int32, _ cb: Int32
        ) -> SIMD8<Int32> {
            var sum = cr &* r
            sum &+= cg &* g
            sum &+= cb &* b
            sum &+= chromaOffset
            return sum &>> 9
        }

        /// 8-bit alpha as swscale passes it through: widened to 14 bits, doubled, rounded, clamped.
        @inline(__always)
        private static func alphaByte(_ a: SIMD8<Int32>) -> SIMD8<Int32> {
            let wide = (a &<< 6) | (a &>> 2)
            let rounded = ((wide &<< 1) &+ 64) &>> 7
            return rounded.clamped(lowerBound: SIMD8(repeating: 0), upperBound: SIMD8(repeating: 255))
        }

        /// Sixteen bytes (8 lanes of two) to `target`, or the first `count` of them.
        @inline(__always)
        private static func store(_ pairs: SIMD8<UInt16>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
            if count >= 16 {
                UnsafeMutableRawPointer(target).storeBytes(of: pairs, as: SIMD8<UInt16>.self)
            } else {
                withUnsafeBytes(of: pairs) { bytes in
                    for i in 0..<count { target[i] = bytes[i] }
                }
            }
        }

        /// Chroma column i of the row: (c[2i−1] + 3c[2i] + 3c[2i+1] + c[2i+2]) >> 2, columns past
        /// the edges repeating the edge.
        private static func filterAcross(
            even: UnsafeMutablePointer<Int32>, odd: UnsafeMutablePointer<Int32>, count: Int,
            into out: UnsafeMutablePointer<Int32>
        ) {
            odd[0] = even[1]
            even[count + 1] = odd[count]
            var i = 0
            while i < count {
                let before = UnsafeRawPointer(odd + i).loadUnaligned(as: SIMD8<Int32>.self)
                let left = UnsafeRawPointer(even + i + 1).loadUnaligned(as: SIMD8<Int32>.self)
                let right = UnsafeRawPointer(odd + i + 1).loadUnaligned(as: SIMD8<Int32>.self)
                let after = UnsafeRawPointer(even + i + 2).loadUnaligned(as: SIMD8<Int32>.self)
                var sum = left &+ right
                sum &*= 3
                sum &+= before &+ after
                UnsafeMutableRawPointer(out + i).storeBytes(of: sum &>> 2, as: SIMD8<Int32>.self)
                i += 8
            }
        }

        /// The four filtered rows at `offsets` in the ring.
        private static func rows(_ filtered: UnsafePointer<Int32>, _ offsets: (Int, Int, Int, Int)) -> (
            UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>
        ) {
            (filtered + offsets.0, filtered + offsets.1, filtered + offsets.2, filtered + offsets.3)
        }

        /// One chroma plane row from four filtered rows: (512 + h₀ + 3h₁ + 3h₂ + h₃) >> 10.
        private static func filterDown(
            _ rows: (UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>),
            count: Int, into out: UnsafeMutablePointer<UInt8>
        ) {
            var i = 0
            while i < count {
                let top = UnsafeRawPointer(rows.0 + i).loadUnaligned(as: SIMD8<Int32>.self)
                let upper = UnsafeRawPointer(rows.1 + i).loadUnaligned(as: SIMD8<Int32>.self)
                let lower = UnsafeRawPointer(rows.2 + i).loadUnaligned(as: SIMD8<Int32>.self)
                let bottom = UnsafeRawPointer(rows.3 + i).loadUnaligned(as: SIMD8<Int32>.self)
                var sum = upper &+ lower
                sum &*= 3
                sum &+= top &+ bottom
                sum &+= 512
                let clamped = (sum &>> 10).clamped(lowerBound: SIMD8(repeating: 0), upperBound: SIMD8(repeating: 255))
                let bytes = SIMD8<UInt8>(truncatingIfNeeded: clamped)
                if count - i >= 8 {
                    UnsafeMutableRawPointer(out + i).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
                } else {
                    for lane in 0..<(count - i) { out[i + lane] = bytes[lane] }
                }
                i += 8
            }
        }
    }
}
