/// A GIF LZW encoder that may write, for any pixel, another palette entry than the one asked for
/// when its colour is within a bound of the wanted one: it then follows the longest string of
/// its dictionary that stays within the bound at every pixel, so the stream takes fewer codes.
///
/// gifsicle's `--lossy` matches strings the same way, with the error diffused along the string;
/// here no error carries from pixel to pixel: every pixel is within the bound (squared RGB
/// distance, `GIFLossyColor`: what PSNR sums) of the lossless frame's colour on its own. The string
/// kept is not simply the longest: each pixel's error counts against its length
/// (`errorWeight`), and the search is deterministic.
///
/// The stream is standard: clear code first, code widths growing at each power of two, a clear
/// code once the dictionary would reach 4095 entries, the end code last. A string may be the entry
/// being defined (the string before it and its own first entry), as a plain LZW encoder's may: a
/// run of one colour then takes one code more a pixel longer each time, as the lossless stream does.
struct GIFLossyLZW {
    /// The LZW minimum code size (2…8): the palette's bits per pixel, at least 2.
    let minCodeSize: Int
    /// How many palette entries a pixel may take (0..<paletteCount).
    let paletteCount: Int
    /// The transparent entry, if the palette has one.
    let transparent: Int?
    /// The coordinates of each entry (`GIFLossyColor`; the transparent one's are ignored).
    let palette: [SIMD4<Float>]
    /// The largest squared RGB error of one pixel.
    let bound: Float
    /// What a string's error costs against the pixels it covers: the string kept is the one of the
    /// most pixels less `errorWeight` × its summed error ÷ `bound`, so a pixel more is worth an
    /// error of half the bound (at 2). Longest-first (any weight near 0) spends the whole bound on
    /// a pixel's gain; on scripts/bench-gif's inputs weight 2 gave the smallest files at equal PSNR
    /// (present-dismiss's BD-rate against ffmpeg + `gifsicle -O3` −4.7 → −6.1 %; 1 gave −5.6 %,
    /// 4 and 8 −6.0 %, 16 −5.5 %).
    var errorWeight: Float = 2
    /// Most dictionary nodes one string search visits, so that a loose bound on a big dictionary
    /// stays linear in the pixels; the longest string among those visited wins.
    var searchBudget = 2048

    private static let maxCode = 4095

    /// The compressed stream (without the minimum code size byte or sub-block lengths) and the
    /// entries it decodes to, one per pixel.
    func encode(_ targets: GIFLossyTargets) -> (bytes: [UInt8], decoded: [UInt8]) {
        let n = targets.count
        var decoded = [UInt8](repeating: 0, count: n)
        var writer = LZWBitWriter()
        let clear = 1 << minCodeSize
        let end = clear + 1
        var codeSize = minCodeSize + 1
        // The dictionary as a trie: node = code; roots are the single entries 0..<clear.
        let nodes = Self.maxCode + 1
        var parent = [Int16](repeating: -1, count: nodes)
        var suffix = [UInt8](repeating: 0, count: nodes)
        var firstChild = [Int16](repeating: -1, count: nodes)
        var nextSibling = [Int16](repeating: -1, count: nodes)
        for code in 0..<clear { suffix[code] = UInt8(truncatingIfNeeded: code) }
        var lastCode = end
        writer.write(clear, bits: codeSize)
        // The string just written (and its first entry), whose entry (with the next string's first
        // entry) is pending.
        var pending: (node: Int, code: Int, first: UInt8)? = nil
        var stack: [(node: Int16, depth: Int32, error: Float)] = []
        stack.reserveCapacity(256)

        targets.exact.withUnsafeBufferPointer { exact in
            targets.reference.withUnsafeBufferPointer { reference in
                targets.keepError.withUnsafeBufferPointer { keepError in
                    targets.limit.withUnsafeBufferPointer { limit in
                        palette.withUnsafeBufferPointer { palette in
                            let transparent = self.transparent ?? -1
                            let bound = self.bound
                            // A string's score: its pixels, less its summed error in units of the
                            // bound over `errorWeight` (see `errorWeight`).
                            let errorScale = errorWeight / max(bound, 1)
                            @inline(__always) func error(_ p: Int, _ entry: Int) -> Float {
                                if entry == Int(exact[p]) { return 0 }
                                if entry == transparent { return keepError[p] }
                                return GIFLossyColor.distance(palette[entry], reference[p])
                            }
                            var i = 0
                            while i < n {
                                // The pending entry is the string just written and this one's first
                                // entry. A string may use it when it starts as that string does (the
                                // decoder then reads a code it is about to define, as in a run of one
                                // colour: 1, 2, 3… pixels a code), so it is in the dictionary during the
                                // search with that first entry, and corrected once the string is chosen.
                                if let (prefix, code, first) = pending {
                                    parent[code] = Int16(prefix)
                                    suffix[code] = first
                                    firstChild[code] = -1
                                    nextSibling[code] = firstChild[prefix]
                                    firstChild[prefix] = Int16(code)
                                }
                                // The best-scoring string that fits from pixel i (`errorWeight`).
                                // The lossless string first, the longest match of the exact entries: a
                                // search cut short by its budget never writes less than it.
                                var best = Int(exact[i])
                                var bestDepth: Int32 = 1
                                while i + Int(bestDepth) < n {
                                    let wanted = exact[i + Int(bestDepth)]
                                    var child = firstChild[best]
                                    while child >= 0 && suffix[Int(child)] != wanted { child = nextSibling[Int(child)] }
                                    guard child >= 0 else { break }
                                    best = Int(child)
                                    bestDepth += 1
                                }
                                var bestScore = Float(bestDepth)
                                var visits = 0
                                let first = Int(exact[i])
                                for order in 0..<paletteCount {
                                    // The exact entry's strings first, then the others in palette order.
                                    let root = order == 0 ? first : (order <= first ? order - 1 : order)
                                    let e = error(i, root)
                                    guard e <= min(bound, limit[i]) else { continue }
                                    stack.append((Int16(root), 1, e))
                                    while let (node, d, sum) = stack.popLast() {
                                        let score = Float(d) - sum * errorScale
                                        if score > bestScore || (score == bestScore && d > bestDepth) {
                                            best = Int(node)
                                            bestDepth = d
                                            bestScore = score
                                        }
                                        visits += 1
                                        let p = i + Int(d)
                                        guard p < n, visits < searchBudget else { continue }
                                        let allowed = min(bound, limit[p])
                                        var child = firstChild[Int(node)]
                                        while child >= 0 {
                                            let e = error(p, Int(suffix[Int(child)]))
                                            if e <= allowed { stack.append((child, d + 1, sum + e)) }
                                            child = nextSibling[Int(child)]
                                        }
                                    }
                                }
                                // The string's entries, back to front.
                                var node = best
                                var p = i + Int(bestDepth) - 1
                                while p >= i {
                                    decoded[p] = suffix[node]
                                    node = Int(parent[node])
                                    p -= 1
                                }
                                if let (_, code, _) = pending { suffix[code] = decoded[i] }
                                writer.write(best, bits: codeSize)
                                i += Int(bestDepth)
                                // The entry this string and the next one's first entry define.
                                lastCode += 1
                                if lastCode >= 1 << codeSize { codeSize += 1 }
                                if lastCode == Self.maxCode && i < n {
                                    writer.write(clear, bits: codeSize)
                                    for code in 0..<clear { firstChild[code] = -1 }
                                    codeSize = minCodeSize + 1
                                    lastCode = end
                                    pending = nil
                                } else {
                                    pending = (best, lastCode, decoded[i - Int(bestDepth)])
                                }
                            }
                        }
                    }
                }
            }
        }
        writer.write(end, bits: min(codeSize, 12))
        return (writer.finish(), decoded)
    }
}

/// Packs LZW codes least significant bit first, as GIF stores them.
struct LZWBitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ code: Int, bits: Int) {
        buffer |= UInt64(code) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
        return bytes
    }
}
