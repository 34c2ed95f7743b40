extension Int {
    /// `value` rounded toward zero and clamped to `range`, NaN giving the range's lower bound:
    /// a conversion that cannot trap, for values computed from scene geometry (`Int(_:)` traps
    /// on NaN, on ±∞ and beyond ±9.2e18, and whatever reaches the renderer through the Swift API
    /// is unchecked).
    @inlinable
    package init(clamping value: Double, to range: ClosedRange<Int>) {
        if value >= Double(range.upperBound) {
            self = range.upperBound
        } else if value > Double(range.lowerBound) {
            self = Int(value)
        } else {
            self = range.lowerBound  // also NaN, which fails both comparisons
        }
    }
}
