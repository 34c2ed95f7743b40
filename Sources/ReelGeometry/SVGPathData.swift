import Foundation
import ReelDiagnostics

/// An error in SVG path data, with the character offset where reading stopped.
public struct SVGPathError: DiagnosticError, Sendable, Equatable {
    /// Offset of the offending character in the path string (in UTF-8 bytes).
    public let offset: Int
    /// What was wrong.
    public let reason: String

    /// An ``Diagnostic/Kind/invalidValue`` diagnostic naming the 1-based character and the reason.
    public var diagnostic: Diagnostic {
        Diagnostic(.invalidValue, "SVG path data, at character \(offset + 1): \(reason)")
    }
}

extension Path {
    /// A path from SVG path data (the `d` attribute): every command of SVG 1.1, absolute and
    /// relative, with implicit repeats, smooth curves and elliptical arcs.
    /// - Parameter svgData: The path data, such as `M 0 0 L 10 10 Z`.
    /// - Throws: ``SVGPathError`` at the first character that is not valid path data.
    public init(svgData: String) throws {
        var reader = SVGPathReader(Array(svgData.utf8))
        self = try reader.read()
    }
}

/// Reads SVG path data one command at a time.
private struct SVGPathReader {
    let bytes: [UInt8]
    var index = 0
    var path = Path()
    /// The reflected control point for S/s and T/t, valid right after a curve of the same kind.
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() throws -> Path {
        skipSeparators()
        var command: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isCommand(byte) {
                command = byte
                index += 1
            } else if command == nil {
                throw SVGPathError(offset: index, reason: "expected a command letter such as M")
            } else if command == UInt8(ascii: "m") || command == UInt8(ascii: "M") {
                // Coordinates after a moveto are implicit linetos.
                command = command == UInt8(ascii: "m") ? UInt8(ascii: "l") : UInt8(ascii: "L")
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw SVGPathError(offset: index, reason: "unexpected number after a close command")
            }
            if path.isEmpty, let c = command, c != UInt8(ascii: "M"), c != UInt8(ascii: "m") {
                throw SVGPathError(offset: index - 1, reason: "path data must start with a moveto (M or m)")
            }
            try perform(command!)
            skipSeparators()
        }
        return path
    }

    static func isCommand(_ b: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b)
    }

    mutating func perform(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? path.currentPoint : .zero
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {  // lower-case
        case UInt8(ascii: "m"):
            path.move(to: origin + (try point()))
        case UInt8(ascii: "l"):
            path.addLine(to: origin + (try point()))
        case UInt8(ascii: "h"):
            let x = try number()
            path.addLine(to: Point(x: (relative ? path.currentPoint.x : 0) + x, y: path.currentPoint.y))
        case UInt8(ascii: "v"):
            let y = try number()
            path.addLine(to: Point(x: path.currentPoint.x, y: (relative ? path.currentPoint.y : 0) + y))
        case UInt8(ascii: "c"):
            let c1 = origin + (try point())
            let c2 = origin + (try point())
            let p = origin + (try point())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflect(lastCubicControl)
            let c2 = origin + (try point())
            let p = origin + (try point())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = origin + (try point())
            let p = origin + (try point())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
        case UInt8(ascii: "t"):
            let c = reflect(lastQuadControl)
            let p = origin + (try point())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
        case UInt8(ascii: "a"):
            let rx = abs(try number())
            let ry = abs(try number())
            let rotation = try number() * .pi / 180
            let largeArc = try flag()
            let sweep = try flag()
            let p = origin + (try point())
            addEllipticalArc(to: p, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
        default:  // z
            path.closeSubpath()
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    func reflect(_ control: Point?) -> Point {
        guard let control else { return path.currentPoint }
        return path.currentPoint * 2 - control
    }

    /// SVG's endpoint arc parameterisation converted to centre form (SVG 1.1, appendix F.6).
    mutating func addEllipticalArc(
        to end: Point, rx: Double, ry: Double, rotation: Double,
        largeArc: Bool, sweep: Bool
    ) {
        let start = path.currentPoint
        guard start != end else { return }
        guard rx > 0, ry > 0 else {
            path.addLine(to: end)
            return
        }
        let cosR = cos(rotation)
        let sinR = sin(rotation)
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosR * dx + sinR * dy
        let y1 = -sinR * dx + cosR * dy
        var rx = rx
        var ry = ry
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = Point(
            x: cosR * cx1 - sinR * cy1 + (start.x + end.x) / 2,
            y: sinR * cx1 + cosR * cy1 + (start.y + end.y) / 2)
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        path.addArc(
            center: center, radii: Point(x: rx, y: ry), rotation: rotation,
            startAngle: startAngle, sweep: delta)
    }

    mutating func point() throws -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x, y: y)
    }

    mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGPathError(offset: index, reason: "expected an arc flag, 0 or 1")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// A number in SVG's grammar: sign, digits, fraction, exponent ("1.5.5" is two numbers).
    mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            index = start
            throw SVGPathError(
                offset: start,
                reason: index < bytes.count ? "expected a number" : "path data ends where a number was expected")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) {
                index = j
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, reason: "number \(text) is out of range")
        }
        return value
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    mutating func skipSeparators() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","):
                index += 1
            default:
                return
            }
        }
    }
}
