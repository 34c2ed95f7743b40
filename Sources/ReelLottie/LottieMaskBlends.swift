import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// The coverage of `previous` and `shape` combined per pixel by `mode`: lighten (max), darken
    /// (min) or difference (|a − b|). Each is drawn white over an opaque black, so its coverage
    /// becomes an opaque grey; the two greys are blended by the W3C mode, which on opaque colours
    /// is exactly max, min or |a − b|; and the result, read as luminance (a grey's is itself),
    /// is the alpha of a white layer covering everything.
    func blendedMask(_ previous: Layer, _ shape: Layer, by mode: BlendMode, at node: JSONNode) throws(SceneError)
        -> Layer
    {
        func grey(_ coverage: Layer) throws(SceneError) -> Layer {
            var black = try everything(at: node)
            black.update(.shape) { $0.fillColor = .black }
            return try group([black, coverage], at: node)
        }
        var top = try grey(shape)
        top.compositingFilter = mode
        var result = try group([try everything(at: node)], at: node)
        result.mask = try group([try grey(previous), top], at: node)
        result.maskMode = .luminance
        return result
    }
}
