/// GIF's LZW compression of a frame's indices where some pixels may take either of two indices
/// (their colour, or the transparent entry that keeps the colour already shown): each such pixel
/// takes whichever extends the string being matched, so the choice is made by the codes it costs,
/// not by a fixed rule.
///
/// It needs no file: a render thread compresses a frame, and the writer copies the bytes.
///
/// The encoder keeps its hash table between calls, so one per thread is enough; it is not `Sendable`.
struct LZWChoiceEncoder {
    /// Slots of the open-addressing table: twice the 4096 codes, so probes stay short.
    private static let slotBits = 13
    private static let slotCount = 1 << slotBits
    private static let maxCode = 4095
    /// A slot holds `prefix << 8 | suffix` plus one (0: empty) and the code it stands for.
    private var keys = [UInt32](repeating: 0, count: slotCount)
    private var codes = [UInt16](repeating: 0, count: slotCount)

    init() {}

    /// The compressed image data of `count` pixels: GIF sub-blocks (a length byte, up to 255 bytes)
    /// and the zero-length terminator, without the leading code-size byte.
    ///
    /// Pixel `p` is `first[p]`, or `second[p]` when that differs and is the better continuation.
    /// `minimumCodeSize` is the code size byte the image descriptor is followed by (2…8).
    /// `chosen`, when given (as many pixels), receives the index each pixel took.
    mutating func encode(
        first: UnsafeBufferPointer<UInt8>, second: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int,
        chosen: UnsafeMutableBufferPointer<UInt8>? = nil
    ) -> [UInt8] {
        precondition(first.count == second.count && first.count > 0)
        var output = BitSink()
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var codeSize = minimumCodeSize + 1
        var next = clear + 2
        resetTable()
        output.put(clear, bits: codeSize)
        var current = Int(first[0])
        if second[0] != first[0], second.count > 1, second[1] == second[0], first[1] != first[0] {
            current = Int(second[0])
        }
        chosen?[0] = UInt8(current)
        var p = 1
        let count = first.count
        while p < count {
            let a = first[p]
            let b = second[p]
            if let code = lookup(current, a) {
                current = code
                chosen?[p] = a
                p += 1
                continue
            }
            if b != a, let code = lookup(current, b) {
                current = code
                chosen?[p] = b
                p += 1
                continue
            }
            output.put(current, bits: codeSize)
            // A new string: the pixel's own colour, unless its transparent alternative starts a run.
            var start = a
            if b != a, p + 1 < count, second[p + 1] == b, first[p + 1] != a { start = b }
            if next <= Self.maxCode {
                // The decoder's entry: the string sent and the first pixel of the next one.
                insert(current, start, code: next)
                if next >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
                next += 1
                if next > Self.maxCode {
                    // A full table is replaced at once, as giflib does: waiting for its codes to
                    // stop paying measured larger on frames of UI.
                    output.put(clear, bits: codeSize)
                    resetTable()
                    codeSize = minimumCodeSize + 1
                    next = clear + 2
                }
            }
            current = Int(start)
            chosen?[p] = start
            p += 1
        }
        output.put(current, bits: codeSize)
        // The decoder adds an entry on reading that last code, and widens its codes if it must.
        if next <= Self.maxCode, next >= 1 << codeSize, codeSize < 12 { codeSize += 1 }
        output.put(end, bits: codeSize)
        return output.finish()
    }

    private mutating func resetTable() {
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    @inline(__always)
    private func lookup(_ prefix: Int, _ suffix: UInt8) -> Int? {
        let key = UInt32(prefix << 8 | Int(suffix)) &+ 1
        var s = Self.slot(key)
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let k = keys[s]
                if k == key { return Int(codes[s]) }
                if k == 0 { return nil }
                s = (s + 1) & (Self.slotCount - 1)
            }
        }
    }

    @inline(__always)
    private mutating func insert(_ prefix: Int, _ suffix: UInt8, code: Int) {
        let key = UInt32(prefix << 8 | Int(suffix)) &+ 1
        var s = Self.slot(key)
        while keys[s] != 0 { s = (s + 1) & (Self.slotCount - 1) }
        keys[s] = key
        codes[s] = UInt16(code)
    }
}

/// Packs codes least significant bit first into GIF sub-blocks.
private struct BitSink {
    private var bytes: [UInt8] = [0]
    private var blockStart = 0
    private var accumulator: UInt64 = 0
    private var pending = 0
    /// Bits put so far.
    private(set) var bitCount = 0

    init() { bytes.reserveCapacity(4096) }

    @inline(__always)
    mutating func put(_ code: Int, bits: Int) {
        accumulator |= UInt64(code) << UInt64(pending)
        pending += bits
        bitCount += bits
        while pending >= 8 {
            append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            pending -= 8
        }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if bytes.count - blockStart == 256 {
            bytes[blockStart] = 255
            blockStart = bytes.count
            bytes.append(0)
        }
        bytes.append(byte)
    }

    /// The sub-blocks, the last partial byte included, and the terminator.
    mutating func finish() -> [UInt8] {
        if pending > 0 { append(UInt8(truncatingIfNeeded: accumulator)) }
        pending = 0
        let length = bytes.count - blockStart - 1
        if length == 0 {
            bytes[blockStart] = 0
        } else {
            bytes[blockStart] = UInt8(length)
            bytes.append(0)
        }
        return bytes
    }
}
