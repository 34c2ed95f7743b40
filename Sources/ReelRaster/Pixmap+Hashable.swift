/// Pixmaps are values: two with the same size and bytes are the same image (this lets image
/// paint be `Hashable` like the other paints).
extension Pixmap: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes)
    }
}
