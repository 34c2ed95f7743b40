import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// A scene file's `"dynamics"`: simulated when read (Box2D, in steps of 1/60 s) into keyframe
/// tracks the timeline plays, checked at samples against Box2D's semi-implicit Euler steps
/// (`fallen`, to float precision) and contacts within its skin (1 point); errors as precise as the
/// rest of the reader.
final class DynamicsSceneTests: XCTestCase {
    /// How far a constant acceleration `a` (pt/s²) moves a body from rest in `t` seconds of steps.
    private func fallen(_ a: Double, in t: Double) -> Double {
        let n = (t * 60).rounded()
        return a * n * (n + 1) / 2 / 3600
    }

    private func read(_ json: String, parameters: [String: String] = [:]) throws -> Scene {
        try SceneReader.read(json: Array(json.utf8), parameters: parameters)
    }

    private func error(_ json: String) -> SceneError? { sceneError(json) }

    /// A 20-point ball at (100, 50) in a 200 × 300 canvas, with `behaviors` (JSON) added.
    private func scene(duration: Double = 2, _ behaviors: String, extraLayers: String = "") -> String {
        """
        {"width": 200, "height": 300, "duration": \(duration), "layers": [
          {"name": "ball", "position": [100, 50], "bounds": [0, 0, 20, 20]}\(extraLayers)
        ],
         "dynamics": {"behaviors": [\(behaviors)]}}
        """
    }

    private func position(_ scene: Scene, _ layer: Int = 0, at t: Double) -> Point {
        Timeline(scene: scene).snapshot(at: t).layers[layer].position
    }

    func testFreeFallFollowsTheClosedFormThenRestsOnTheFloor() throws {
        let s = try read(
            scene(
                #"{"type": "gravity", "items": ["ball"]}, {"type": "collision", "items": ["ball"], "translatesReferenceBoundsIntoBoundary": true}"#
            ))
        // Gravity 1 is 1000 points/s²; samples every step (1/60 s) are played back linearly, so
        // check on samples.
        for k in [0, 6, 12, 18] {
            let t = Double(k) / 60
            XCTAssertEqual(position(s, at: t).y, 50 + fallen(1000, in: t), accuracy: 0.01, "t = \(t)")
            XCTAssertEqual(position(s, at: t).y, 50 + 500 * t * t, accuracy: 1000 * t / 60, "t = \(t)")
            XCTAssertEqual(position(s, at: t).x, 100)
        }
        // Elasticity 0: it lands (√(2·240/1000) ≈ 0.69 s) and stays on the floor (centre at 290).
        XCTAssertEqual(position(s, at: 1.5).y, 290, accuracy: 2)
        XCTAssertEqual(position(s, at: 2).y, position(s, at: 1.5).y, accuracy: 0.01)
        XCTAssertEqual(s.layers[0].position, Point(x: 100, y: 50), "the model value stays the layer's own")
    }

    /// As in UIKit, elasticity 1 does not keep the height: the ball (dropped 240 points) rises
    /// 228.6 points after its first bounce, less after each next one; at elasticity 0 it stays down.
    func testAnElasticBallBouncesLowerEachTime() throws {
        func apexes(_ elasticity: Double) throws -> [Double] {
            let s = try read(
                scene(
                    duration: 6,
                    #"{"type": "gravity", "items": ["ball"]}, {"type": "collision", "items": ["ball"], "translatesReferenceBoundsIntoBoundary": true}, {"type": "item", "items": ["ball"], "elasticity": \#(elasticity), "collisionBoundsType": "ellipse", "allowsRotation": false}"#
                ))
            let timeline = Timeline(scene: s)
            var result: [Double] = []
            var (previous, rising) = (50.0, false)
            for k in 1...360 {
                let y = timeline.snapshot(at: Double(k) / 60).layers[0].position.y
                if y < previous {
                    rising = true
                } else if rising && y > previous {
                    result.append(290 - previous)
                    rising = false
                }
                previous = y
            }
            return result
        }
        let elastic = try apexes(1)
        XCTAssertEqual(elastic.count, 4, "\(elastic)")
        XCTAssertEqual(elastic[0], 228.6, accuracy: 0.5)
        for (a, b) in zip(elastic, elastic.dropFirst()) { XCTAssertLessThan(b, a, "\(elastic)") }
        XCTAssertEqual(try apexes(0), [])
    }

    /// `targetOffsetFromCenter`: a push off the centre turns the item (a rotation track), unless
    /// `allowsRotation` is false.
    func testAPushOffTheCentreTurnsTheItem() throws {
        func push(allowsRotation: Bool) throws -> Scene {
            try read(
                scene(
                    #"{"type": "item", "items": ["ball"], "allowsRotation": \#(allowsRotation)}, {"type": "push", "items": ["ball"], "mode": "instantaneous", "pushDirection": [0.04, 0], "targetOffsetFromCenter": [0, 10]}"#
                ))
        }
        let turning = try push(allowsRotation: true)
        XCTAssertEqual(turning.layers[0].animations.map(\.keyPath), ["position", "transform"])
        // 20 × 20, mass 0.04, inertia 0.04·(0.2² + 0.2²)/12: the push of 0.04 N·s at 0.1 m gives −15 rad/s.
        let angle = Timeline(scene: turning).snapshot(at: 0.5).layers[0].transform
        XCTAssertEqual(atan2(angle.m12, angle.m11), remainder(-15 * 0.5, 2 * .pi), accuracy: 1e-3)
        let held = try push(allowsRotation: false)
        XCTAssertEqual(held.layers[0].animations.map(\.keyPath), ["position"])
        XCTAssertEqual(position(held, at: 0.5).x, 150, accuracy: 0.01)
    }

    func testPushesGravityAsAngleAndMagnitudeAndInitialVelocity() throws {
        // An instantaneous push of 1 gives a 100 × 100 item of density 1 100 points/s; the ball is
        // 20 × 20 (mass 0.04), so 0.04 gives it 100 points/s to the right.
        let pushed = try read(
            scene(#"{"type": "push", "items": ["ball"], "mode": "instantaneous", "pushDirection": [0.04, 0]}"#))
        XCTAssertEqual(position(pushed, at: 0.5).x, 150, accuracy: 0.01)
        // A continuous push of magnitude 0.04 upwards ("-90deg"): 100 points/s².
        let continuous = try read(
            scene(#"{"type": "push", "items": ["ball"], "mode": "continuous", "angle": "-90deg", "magnitude": 0.04}"#))
        XCTAssertEqual(position(continuous, at: 0.5).y, 50 - fallen(100, in: 0.5), accuracy: 0.01)
        XCTAssertEqual(position(continuous, at: 0.5).x, 100, accuracy: 1e-9)
        // Gravity at half magnitude, and a starting velocity from an item behaviour.
        let s = try read(
            scene(
                #"{"type": "gravity", "items": ["ball"], "magnitude": 0.5}, {"type": "item", "items": ["ball"], "linearVelocity": [-40, 0]}"#
            ))
        XCTAssertEqual(position(s, at: 0.5).y, 50 + fallen(500, in: 0.5), accuracy: 0.01)
        XCTAssertEqual(position(s, at: 0.5).x, 80, accuracy: 0.01)
    }

    func testAnchoredItemsStayAndRodsKeepTheirLength() throws {
        let s = try read(
            scene(
                #"""
                {"type": "gravity", "items": ["ball", "post"]},
                {"type": "item", "items": ["post"], "anchored": true},
                {"type": "attachment", "item": "ball", "anchorPoint": [160, 50]}
                """#, extraLayers: #", {"name": "post", "position": [20, 20], "bounds": [0, 0, 10, 10]}"#))
        XCTAssertEqual(s.layers[1].animations, [], "an anchored item gets no track")
        // A pendulum on a rigid rod of 60 points (the distance when attached).
        for t in [0.3, 0.7, 1.1, 1.9] {
            let p = position(s, at: t)
            XCTAssertEqual(hypot(p.x - 160, p.y - 50), 60, accuracy: 0.5, "t = \(t)")
        }
        XCTAssertGreaterThan(position(s, at: 0.3).y, 60, "it swings down")
    }

    func testItemsCollideWithEachOtherAndTheBoundaries() throws {
        // The ball falls onto a segment boundary at y = 200.
        let ledge = try read(
            scene(
                #"{"type": "gravity", "items": ["ball"]}, {"type": "collision", "items": ["ball"], "boundaries": [{"identifier": "ledge", "from": [0, 200], "to": [200, 200]}]}"#
            ))
        XCTAssertEqual(position(ledge, at: 2).y, 190, accuracy: 2)
        // Two balls pushed towards each other with elasticity 1 swap velocities.
        let s = try read(
            scene(
                #"""
                {"type": "collision", "items": ["ball", "other"], "collisionMode": "items"},
                {"type": "item", "items": ["ball", "other"], "elasticity": 1, "collisionBoundsType": "ellipse"},
                {"type": "item", "items": ["ball"], "elasticity": 1, "linearVelocity": [100, 0]}
                """#, extraLayers: #", {"name": "other", "position": [160, 50], "bounds": [0, 0, 20, 20]}"#))
        // They touch at t = 0.4 s (centres 20 apart); then the ball stops and the other moves on.
        XCTAssertEqual(position(s, 0, at: 1).x, 140, accuracy: 2)
        XCTAssertEqual(position(s, 1, at: 1).x, 220, accuracy: 2)
    }

    func testParametersReachTheBehaviours() throws {
        let text = """
            {"width": 200, "height": 300, "duration": 1,
             "parameters": {"g": {"type": "number", "default": 1}},
             "layers": [{"name": "ball", "position": [100, 50], "bounds": [0, 0, 20, 20]}],
             "dynamics": {"behaviors": [{"type": "gravity", "items": ["ball"], "magnitude": {"$param": "g"}}]}}
            """
        let slow = try read(text, parameters: ["g": "0.1"])
        XCTAssertEqual(position(slow, at: 0.5).y, 50 + fallen(100, in: 0.5), accuracy: 0.01)
    }

    func testErrorsNameThePlaceAndSuggestNames() {
        let e = error(scene(#"{"type": "gravity", "items": ["bal"]}"#))
        XCTAssertEqual(e?.path, "dynamics.behaviors[0].items[0]")
        XCTAssertEqual(e?.line, 4)
        XCTAssertEqual(e?.kind, .unknownName)
        XCTAssertEqual(e?.suggestion, "ball")
        XCTAssertEqual(
            e?.description,
            "scene:4:59: dynamics.behaviors[0].items[0]: no top-level layer is named \"bal\"; dynamics move top-level layers, named by \"name\"; did you mean \"ball\"?"
        )

        let key = error(scene(#"{"type": "item", "items": ["ball"], "elastisity": 1}"#))
        XCTAssertEqual(key?.path, "dynamics.behaviors[0].elastisity")
        XCTAssertEqual(key?.kind, .unknownKey)
        XCTAssertEqual(key?.message, "unknown key \"elastisity\" in an item behavior")
        XCTAssertEqual(key?.suggestion, "elasticity")

        XCTAssertEqual(error(scene(#"{"type": "gravty", "items": ["ball"]}"#))?.path, "dynamics.behaviors[0].type")
        XCTAssertEqual(
            error(scene(#"{"type": "push", "items": ["ball"]}"#))?.message,
            "missing key \"mode\" (\"continuous\" or \"instantaneous\")")
        XCTAssertEqual(
            error(scene(#"{"type": "gravity", "items": ["ball"], "gravityDirection": [0, 1], "angle": 1}"#))?.message,
            "give \"gravityDirection\" or \"angle\" and \"magnitude\", not both")
        XCTAssertEqual(
            error(scene(#"{"type": "item", "items": ["ball"], "elasticity": -1}"#))?.path,
            "dynamics.behaviors[0].elasticity")
        XCTAssertEqual(
            error(scene(#"{"type": "attachment", "item": "ball"}"#))?.message,
            "an attachment needs either \"anchorPoint\" (a point) or \"attachedTo\" (an item), not both")
        XCTAssertEqual(
            error(scene(#"{"type": "collision", "items": []}"#))?.message,
            "expected at least one item (a top-level layer's name)")
        XCTAssertEqual(
            error(
                scene(
                    #"{"type": "collision", "items": ["ball"], "translatesReferenceBoundsIntoBoundary": false, "referenceInsets": [1, 1, 1, 1]}"#
                ))?.path,
            "dynamics.behaviors[0].referenceInsets")
        XCTAssertEqual(
            error(scene(duration: 700, #"{"type": "gravity", "items": ["ball"]}"#))?.message,
            "dynamics would simulate 700 s; at most 600 s")
        XCTAssertEqual(
            error(#"{"width": 10, "height": 10, "dynamics": {"behaviors": []}}"#)?.message,
            "dynamics need the scene's \"duration\" (or their own) to know how long to simulate")
        XCTAssertEqual(
            error(#"{"width": 10, "height": 10, "duration": 1, "dynamics": {"behaviours": []}}"#)?.message,
            "missing key \"behaviors\" (an array of behaviors)")
        XCTAssertEqual(
            error(#"{"width": 10, "height": 10, "duration": 1, "dynamics": {"behaviors": [], "beginTim": 1}}"#)?
                .description,
            "scene:1:86: dynamics.beginTim: unknown key \"beginTim\" in dynamics; did you mean \"beginTime\"?")
    }

    func testRefusesDynamicsThatWouldMoveNothingOrDivideByNothing() {
        let late = error(
            #"{"width": 200, "height": 300, "duration": 2, "layers": [{"name": "ball", "bounds": [0, 0, 20, 20]}],\#n "dynamics": {"beginTime": 2, "behaviors": [{"type": "gravity", "items": ["ball"]}]}}"#
        )
        XCTAssertEqual(late?.path, "dynamics.beginTime")
        XCTAssertEqual(late?.line, 2)
        XCTAssertEqual(
            late?.message, "dynamics begin at 2 s, not before the scene's duration (2 s): nothing would move")
        XCTAssertNotNil(
            error(#"{"width": 9, "height": 9, "duration": 2, "dynamics": {"beginTime": 3, "behaviors": []}}"#))
        // Their own duration after the scene's end is allowed: the tracks hold their last sample.
        XCTAssertNil(
            error(
                #"{"width": 9, "height": 9, "duration": 2, "layers": [{"name": "ball", "bounds": [0, 0, 20, 20]}], "dynamics": {"beginTime": 3, "duration": 1, "behaviors": [{"type": "gravity", "items": ["ball"]}]}}"#
            ))

        let twice = error(scene(#"{"type": "collision", "items": ["ball", "ball"]}"#))
        XCTAssertEqual(twice?.path, "dynamics.behaviors[0].items[1]")
        XCTAssertEqual(twice?.message, "\"ball\" is already in \"items\"; name each item once")

        let flat = error(
            scene(
                #"{"type": "gravity", "items": ["ball", "line"]}"#,
                extraLayers: #", {"name": "line", "bounds": [0, 0, 40, 0]}"#))
        XCTAssertEqual(flat?.path, "dynamics.behaviors[0].items[1]")
        XCTAssertEqual(
            flat?.message,
            "the layer \"line\" is 40×0; a dynamics item needs a width and height above 0 (its mass is its area)")
        XCTAssertEqual(
            error(scene(#"{"type": "snap", "item": "dot", "snapPoint": [0, 0]}"#, extraLayers: #", {"name": "dot"}"#))?
                .path,
            "dynamics.behaviors[0].item")
    }

    /// 30 colliding items (435 pairs, 120 boundary pairs) for 1 s: 60 steps × 585 checks.
    func testTheDynamicsLimitBoundsStepsTimesChecks() throws {
        let names = (0..<30).map { "b\($0)" }
        let layers = names.enumerated().map { i, name in
            #"{"name": "\#(name)", "position": [\#(10 + 20 * (i % 10)), \#(20 + 30 * (i / 10))], "bounds": [0, 0, 10, 10]}"#
        }
        let items = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let json =
            #"{"width": 200, "height": 300, "duration": 1, "layers": [\#(layers.joined(separator: ", "))], "dynamics": {"behaviors": [{"type": "gravity", "items": [\#(items)]}, {"type": "collision", "items": [\#(items)], "translatesReferenceBoundsIntoBoundary": true}]}}"#
        var limits = SceneLimits()
        limits.dynamics = 60 * 585 - 1
        XCTAssertThrowsError(try SceneReader.read(json: Array(json.utf8), limits: limits)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.path, "dynamics")
            XCTAssertEqual(
                e?.message,
                "the simulation needs 60 steps × 585 checks (items, springs and collision pairs), above the limit of 35099 (raise it with --limit dynamics=N)"
            )
        }
        limits.dynamics = 60 * 585
        XCTAssertNoThrow(try SceneReader.read(json: Array(json.utf8), limits: limits))
        // `--limit dynamics=N` finds it by name.
        var named = SceneLimits()
        named[keyPath: try XCTUnwrap(SceneLimits.names["dynamics"])] = 5
        XCTAssertEqual(named.dynamics, 5)
    }

    /// Scenes read at the same time on several threads simulate exactly as one read alone: each
    /// read has its own Box2D world.
    func testSimulatingOnSeveralThreadsAtOnceGivesTheSameTracks() throws {
        let text = scene(
            duration: 3,
            #"""
            {"type": "gravity", "items": ["ball", "other"]},
            {"type": "collision", "items": ["ball", "other"], "translatesReferenceBoundsIntoBoundary": true},
            {"type": "item", "items": ["ball", "other"], "elasticity": 0.9, "friction": 0.2},
            {"type": "push", "items": ["ball"], "mode": "instantaneous", "pushDirection": [0.05, 0.01]}
            """#, extraLayers: #", {"name": "other", "position": [130, 120], "bounds": [0, 0, 30, 20]}"#)
        let alone = try read(text)
        let results = ResultBox(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            results.set(i, try? SceneReader.read(json: Array(text.utf8)))
        }
        for scene in results.values { XCTAssertEqual(scene, alone) }
    }

    /// Results written by concurrent iterations, each to its own slot.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Scene?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ scene: Scene?) { lock.withLock { slots[i] = scene } }
        var values: [Scene?] { lock.withLock { slots } }
    }

    func testTheSameSceneSimulatesTheSameTracks() throws {
        let text = scene(
            #"""
            {"type": "gravity", "items": ["ball"]},
            {"type": "collision", "items": ["ball"], "translatesReferenceBoundsIntoBoundary": true},
            {"type": "item", "items": ["ball"], "elasticity": 0.8, "friction": 0.3, "angularVelocity": 2},
            {"type": "push", "items": ["ball"], "mode": "instantaneous", "pushDirection": [0.1, 0]}
            """#)
        let a = try read(text)
        let b = try read(text)
        XCTAssertEqual(a, b)
        XCTAssertEqual(
            a.layers[0].animations.map(\.keyPath), ["position", "transform"], "it spins, so it has a rotation track")
    }
}
