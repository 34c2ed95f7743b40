/// A fixed sequence of numbers (a 64-bit linear congruential generator), for the randomised
/// tests, so that a failure repeats from its seed.
struct SeededNumbers {
    var state: UInt64

    /// The next number in 0..<`bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
