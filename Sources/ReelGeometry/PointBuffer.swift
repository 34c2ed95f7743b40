/// A growable run of points written through a pointer: the stroker's scratch output.
///
/// Why not an array: `Array.append` through an `inout` parameter reloads the array's buffer and
/// checks its capacity and uniqueness at every point, which was about a third of the stroker's
/// instructions; here the pointer, count and capacity stay in registers and growing is a call
/// out of line. The owner calls `deallocate()` (a struct, so that no class access checks run).
struct PointBuffer {
    private(set) var base: UnsafeMutablePointer<Point>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` points (at least one).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ p: Point) {
        if count == capacity { grow(to: 2 * capacity) }
        (base + count).initialize(to: p)
        count += 1
    }

    /// Room for `more` points beyond the count, so that a run of appends does not grow twice.
    @inline(__always)
    mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(to: max(2 * capacity, count + more)) }
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let larger = UnsafeMutablePointer<Point>.allocate(capacity: newCapacity)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }

    /// Reverses the points from `start` to the end in place.
    mutating func reverse(from start: Int) {
        var run = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        run.reverse()
    }

    /// Appends `other`'s points, last first. Through local pointers and one count update: a
    /// loop that stored `count` at every point took about 27 instructions a point.
    mutating func appendReversed(_ other: PointBuffer) {
        reserve(other.count)
        let n = other.count
        let destination = base + count
        let last = other.base + (n - 1)
        for k in 0..<n { (destination + k).initialize(to: (last - k).pointee) }
        count += n
    }

    mutating func removeAll() { count = 0 }

    /// The points as an array of exactly their count.
    var array: [Point] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() { base.deallocate() }
}
