/// The virtual clock layers, transactions and animations schedule on: the current time, the
/// events due later, and the warnings about what Reel cannot express. `Stage` (in the umbrella
/// module) owns one, with the canvas and the export; layers reach it through their root layer.
package final class StageClock {
    /// The current virtual time in seconds.
    package private(set) var now: Double = 0
    /// Counts the instants the clock has run code in: 0 is the setup before the clock starts, each
    /// event is a new one. Changes in the instant a layer joined the stage are its initial state.
    package private(set) var instant = 0
    /// The root of the layer tree the clock runs (the stage's window layer).
    package weak var rootLayer: CALayer?
    /// Things the scene asked for that Reel cannot do, one sentence each.
    package private(set) var warnings: [String] = []
    /// Called with each new time before the clock moves to it (UIKit Dynamics simulates up to it).
    package var clockListeners: [(Double) -> Void] = []
    /// Pixels per point the stage renders at by default (UIKit's `UIScreen.main.scale`).
    package var screenScale: Double = 1
    private var events: [(time: Double, order: Int, body: () -> Void)] = []
    private var eventCounter = 0

    /// A clock at 0 for the tree under `rootLayer`; it becomes the current clock of this thread.
    package init(rootLayer: CALayer) {
        self.rootLayer = rootLayer
        rootLayer.stageRef = self
        rootLayer.attachInstant = 0
        AuthoringContext.current.stage = self
    }

    /// Runs `body` at virtual time `time` (now if that has passed), after anything already due then.
    package func at(_ time: Double, _ body: @escaping () -> Void) {
        eventCounter += 1
        events.append((max(time, now), eventCounter, body))
    }

    /// Runs `body` `delay` seconds from now.
    package func after(_ delay: Double, _ body: @escaping () -> Void) { at(now + delay, body) }

    /// Advances the clock to `time`, running every event due up to and including it.
    package func run(until time: Double) {
        AuthoringContext.current.stage = self
        CATransaction.endImplicitTransaction()
        while let next = nextEvent(until: time) {
            advanceClock(to: next.time)
            instant += 1
            next.body()
            CATransaction.endImplicitTransaction()
        }
        advanceClock(to: max(now, time))
    }

    private func nextEvent(until time: Double) -> (time: Double, order: Int, body: () -> Void)? {
        guard
            let index = events.indices.min(by: {
                (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
            }),
            events[index].time <= time
        else { return nil }
        return events.remove(at: index)
    }

    private func advanceClock(to time: Double) {
        guard time > now else { return }
        for listener in clockListeners { listener(time) }
        now = time
    }

    /// Notes something Reel cannot express.
    package func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Runs the clock to the end: to `duration`, or until no event is left (at most 100,000 events).
    package func finish(duration: Double?) {
        if let duration {
            run(until: duration)
            return
        }
        var budget = 100_000
        while !events.isEmpty && budget > 0 {
            let next = events.map(\.time).min()!
            run(until: next)
            budget -= 1
        }
        if budget == 0 { warn("the stage's events kept scheduling more; set the stage's duration to stop them") }
    }
}
