extension Animation {
    /// Core Animation's rule for a group's children: one whose `duration` is 0 (not set) lasts as
    /// long as its group, and so on down nested groups. The scene reader and the Swift API apply it
    /// once the group's own duration is known; a group whose duration is 0 passes 0 on, so it and
    /// its children take Core Animation's 0.25 s together.
    package mutating func resolveChildDurations() {
        guard case .group(var children) = kind else { return }
        for i in children.indices {
            if children[i].timing.duration <= 0 { children[i].timing.duration = timing.duration }
            children[i].resolveChildDurations()
        }
        kind = .group(children)
    }
}
