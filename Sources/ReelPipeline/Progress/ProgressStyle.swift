/// How an export shows its progress on standard error.
package enum ProgressStyle: String, Sendable, CaseIterable {
    /// A bar on a terminal, nothing otherwise (and nothing with `--quiet`).
    case auto
    /// A bar redrawn in place: frames, frames per second, time left.
    case bar
    /// One JSON object per line, for tools.
    case json
    /// Nothing.
    case none

    /// The style actually used: `auto` is a bar when standard error is a terminal and the user
    /// did not ask for quiet, nothing otherwise; an explicit style is honoured even with quiet.
    package func resolved(isTerminal: Bool, quiet: Bool) -> ProgressStyle {
        guard self == .auto else { return self }
        return isTerminal && !quiet ? .bar : .none
    }
}
