/// What fills the covered pixels. Gradients and images join here as new cases.
public enum Paint: Sendable, Hashable {
    /// One colour everywhere.
    case solid(Color)
}
