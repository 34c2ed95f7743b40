import Foundation

/// One body's recorded motion: a sample every `DynamicsWorld.sampleInterval` seconds, the first
/// at the start.
package struct DynamicsTrack: Sendable, Equatable {
    package var positions: [DynamicsVector] = []
    package var angles: [Double] = []
}

extension DynamicsWorld {
    /// Seconds between recorded samples.
    package static var sampleInterval: Double { Double(stepsPerSample) * stepDuration }

    /// How many whole steps fit between `origin` and `time` (the Swift API's clock and a scene file
    /// count steps the same way, so both stop on the same step).
    package static func steps(from origin: Double, to time: Double) -> Int {
        var count = 0
        while origin + Double(count + 1) * stepDuration <= time + 1e-9 { count += 1 }
        return count
    }

    /// Steps the configured world `count` times, recording every body (in `bodies` order).
    package func record(steps count: Int) -> [DynamicsTrack] {
        var tracks = bodies.map { DynamicsTrack(positions: [$0.position], angles: [$0.angle]) }
        guard count > 0 else { return tracks }
        for n in 1...count {
            step(Self.stepDuration)
            if n % Self.stepsPerSample == 0 {
                for (i, body) in bodies.enumerated() {
                    tracks[i].positions.append(body.position)
                    tracks[i].angles.append(body.angle)
                }
            }
        }
        return tracks
    }
}
