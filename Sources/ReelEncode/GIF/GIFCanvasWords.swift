internal import ReelRaster

/// Eight bytes of a canvas at a time, for the writer's loops over whole canvases (in order, on
/// the consumer's thread): a word holds 8 entries or 2 colours, and a lane mask has the top bit of
/// each pixel's lane set where that pixel passes a test, so a word's pixels are counted and found
/// with a population count and the zero counts.
extension GIFCanvasPixel {
    /// Pixels in a word.
    static var perWord: Int { 8 / MemoryLayout<Self>.stride }

    /// The lane mask of the pixels whose bits differ between words `a` and `b`.
    @inline(__always)
    static func differingLanes(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let x = a ^ b
        if MemoryLayout<Self>.stride == 1 {
            // A byte's top bit: set by the byte's own, or by the carry of its low seven plus 0x7F.
            let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
            return ((x & low) &+ low | x) & ~low
        }
        let low = 0x7FFF_FFFF_7FFF_FFFF as UInt64
        return ((x & low) &+ low | x) & ~low
    }

    /// `pixel` in every lane of a word.
    @inline(__always)
    static func word(repeating pixel: Self) -> UInt64 {
        MemoryLayout<Self>.stride == 1 ? UInt64(pixel) &* 0x0101_0101_0101_0101 : UInt64(pixel) &* 0x1_0000_0001
    }

    /// The pixels a lane mask marks.
    @inline(__always)
    static func count(_ lanes: UInt64) -> Int { lanes.nonzeroBitCount }

    /// The first and last pixel (from the word's first) a non-zero lane mask marks.
    @inline(__always)
    static func span(_ lanes: UInt64) -> (first: Int, last: Int) {
        let bits = 8 * MemoryLayout<Self>.stride
        return (lanes.trailingZeroBitCount / bits, (63 - lanes.leadingZeroBitCount) / bits)
    }
}

extension UnsafeBufferPointer where Element: GIFCanvasPixel {
    /// The eight bytes from pixel `p` (which has a whole word after it).
    @inline(__always)
    func word(at p: Int) -> UInt64 {
        UnsafeRawPointer(baseAddress.unsafelyUnwrapped + p).loadUnaligned(as: UInt64.self)
    }
}

/// The leftmost and rightmost pixel of a row found so far, added to a box once at the row's end.
struct GIFRowSpan {
    private var first = Int.max
    private var last = -1

    @inline(__always)
    mutating func add(_ x: Int) {
        first = Swift.min(first, x)
        last = Swift.max(last, x)
    }

    /// Adds the pixels a non-zero lane mask marks in the word starting at `x`.
    @inline(__always)
    mutating func add<Pixel: GIFCanvasPixel>(lanes: UInt64, from x: Int, as _: Pixel.Type) {
        let (a, b) = Pixel.span(lanes)
        first = Swift.min(first, x + a)
        last = Swift.max(last, x + b)
    }

    /// Grows `box` to hold the span on row `y`, and starts the next row.
    @inline(__always)
    mutating func flush(into box: inout PixelBox, row y: Int) {
        guard last >= 0 else { return }
        box.add(first, y)
        box.add(last, y)
        self = GIFRowSpan()
    }
}
