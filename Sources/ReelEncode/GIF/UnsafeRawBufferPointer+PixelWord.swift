extension UnsafeRawBufferPointer {
    /// The RGBA pixel `p` of these bytes as one word, for comparing whole pixels: read unaligned
    /// from raw memory, so the bytes need no rebinding (they are read as `UInt8` too), and with
    /// no checks (callers loop over pixels they know are there). The buffer must not be empty.
    ///
    /// Hot path: `loadUnaligned(fromByteOffset:as:)` here kept a nil check of `baseAddress` and an
    /// overflow check of `4 * p` in the per-pixel loops (about 15 % slower palette counting).
    @inline(__always)
    func pixelWord(at p: Int) -> UInt32 {
        baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: p &<< 2, as: UInt32.self)
    }
}
