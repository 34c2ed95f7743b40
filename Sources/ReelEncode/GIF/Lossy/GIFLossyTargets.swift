/// What a lossy LZW stream may write for each pixel of a rectangle, row-major: the entry the
/// lossless stream writes, which is always allowed, and the colours any other entry would be
/// measured against.
struct GIFLossyTargets {
    /// Per pixel, the entry the lossless encoder writes there.
    var exact: [UInt8]
    /// Per pixel, the colour the lossless frame shows there (`GIFLossyColor`), or infinite coordinates where
    /// it shows no pixel (then no opaque entry is allowed).
    var reference: [SIMD4<Float>]
    /// Per pixel, the squared RGB error of the transparent entry ("keep what is shown"), or
    /// infinity where keeping is not allowed (what is shown is no pixel, or the wanted one is).
    var keepError: [Float]
    /// Per pixel, the largest squared RGB error any entry may have there, within the
    /// encoder's own bound (infinity: the bound alone).
    var limit: [Float]

    /// Room for `count` pixels.
    init(count: Int) {
        exact = [UInt8](repeating: 0, count: count)
        reference = [SIMD4<Float>](repeating: .zero, count: count)
        keepError = [Float](repeating: .infinity, count: count)
        limit = [Float](repeating: .infinity, count: count)
    }

    var count: Int { exact.count }
}
