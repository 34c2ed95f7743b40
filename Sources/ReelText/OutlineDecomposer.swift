internal import CFreeType
import ReelGeometry

/// Turns a FreeType outline into a `Path` through `FT_Outline_Decompose`'s callbacks
/// (conic segments become quadratic curves, cubic ones cubic curves), flipping y.
enum OutlineDecomposer {
    private final class Builder {
        var path = Path()
        var open = false
    }

    static func path(of outline: inout FT_Outline) -> Path {
        let builder = Builder()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            if b.open { b.path.closeSubpath() }
            b.path.move(to: OutlineDecomposer.point(to!))
            b.open = true
            return 0
        }
        funcs.line_to = { to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.path.addLine(to: OutlineDecomposer.point(to!))
            return 0
        }
        funcs.conic_to = { control, to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.path.addQuadCurve(to: OutlineDecomposer.point(to!), control: OutlineDecomposer.point(control!))
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.path.addCurve(
                to: OutlineDecomposer.point(to!), control1: OutlineDecomposer.point(c1!),
                control2: OutlineDecomposer.point(c2!))
            return 0
        }
        funcs.shift = 0
        funcs.delta = 0
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        if builder.open { builder.path.closeSubpath() }
        return builder.path
    }

    static func point(_ v: UnsafePointer<FT_Vector>) -> Point {
        Point(x: Double(v.pointee.x), y: -Double(v.pointee.y))
    }
}
