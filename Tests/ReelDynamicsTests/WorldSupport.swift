import ReelDynamics

/// A world over `bodies` with `behaviors`, in a 400 × 400 reference view.
func makeWorld(_ bodies: [DynamicBody], _ behaviors: [DynamicsBehavior]) -> DynamicsWorld {
    let world = DynamicsWorld()
    world.configure(bodies: bodies, behaviors: behaviors, referenceBounds: referenceBounds)
    return world
}

let referenceBounds = DynamicsBounds(minX: 0, minY: 0, maxX: 400, maxY: 400)

/// A circle of `radius` centred at (x, y).
func ball(x: Double, y: Double, radius: Double = 10) -> DynamicBody {
    DynamicBody(position: DynamicsVector(x: x, y: y), halfWidth: radius, halfHeight: radius, isCircle: true)
}

/// An axis-aligned box of `width` × `height` centred at (x, y).
func box(x: Double, y: Double, width: Double = 100, height: Double = 100) -> DynamicBody {
    DynamicBody(position: DynamicsVector(x: x, y: y), halfWidth: width / 2, halfHeight: height / 2, isCircle: false)
}

/// Material with everything default but `elasticity` (and what `configure` tweaks).
func material(elasticity: Double = 0, configure: (inout DynamicMaterial) -> Void = { _ in }) -> DynamicMaterial {
    var m = DynamicMaterial()
    m.elasticity = elasticity
    configure(&m)
    return m
}

extension DynamicsWorld {
    /// Steps for `seconds` of fixed steps.
    func run(seconds: Double) {
        for _ in 0..<DynamicsWorld.steps(from: 0, to: seconds) { step(DynamicsWorld.stepDuration) }
    }
}

func distance(_ a: DynamicsVector, _ b: DynamicsVector) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
