/// Pixmaps are values: two with the same size and bytes are the same image (this lets image
/// paint be `Hashable` like the other paints).
extension Pixmap: Hashable {
    /// Hashes the size and every byte.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes)
    }
}
