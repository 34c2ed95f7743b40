import ReelDiagnostics
import ReelTimeline

/// A feature of a Lottie file that Reel does not render (an expression, an effect, a 3D layer,
/// a mask…): the file still plays, without that feature, and the warning says what was left out
/// and where. `reel info` lists them; `--strict` turns the first into an error.
public struct LottieWarning: Sendable, Equatable, CustomStringConvertible {
    /// The layer it belongs to, as `layer "name" (ind 3)`; empty for the composition itself.
    public var layer: String
    /// What is not rendered, such as "expressions" or "effects (ef)".
    public var feature: String
    /// 1-based line and column of the feature in the file.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The JSON path of the feature, such as `layers[2].ks.p.x`.
    public var path: String

    /// A warning about `feature` at a place in the file.
    /// - Parameters:
    ///   - layer: The layer it belongs to, as `layer "name" (ind 3)`; empty for the composition.
    ///   - feature: What is not rendered.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    ///   - path: The JSON path.
    public init(layer: String, feature: String, line: Int, column: Int, path: String) {
        self.layer = layer
        self.feature = feature
        self.line = line
        self.column = column
        self.path = path
    }

    /// One line: `12:7: layers[2].ef: layer "glow" (ind 3): effects (ef) are not rendered`.
    public var description: String {
        "\(line):\(column): \(path.isEmpty ? "" : path + ": ")\(layer.isEmpty ? "" : layer + ": ")\(feature) not rendered"
    }

    /// The warning as an error in `file`, for `--strict`.
    /// - Parameter file: The Lottie file's path as the user gave it.
    /// - Returns: An ``Diagnostic/Kind/invalidValue`` scene error at the feature's place.
    public func error(file: String?) -> SceneError {
        SceneError(
            file: file, line: line, column: column, path: path,
            message: "\(layer.isEmpty ? "" : layer + ": ")\(feature) not rendered (--strict)", kind: .invalidValue)
    }
}
