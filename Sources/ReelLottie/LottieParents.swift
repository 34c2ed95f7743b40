import ReelTimeline

/// Parents shared by neighbours. Lottie's `parent` passes a layer's transform to its children, and
/// Reel places each child inside a plain layer per ancestor holding that ancestor's transform
/// (`LottieContext.placed`). Children of one parent drawn one after another, such as the bars
/// turning with a spinner's null layer, then each had their own copy of the parent, presented
/// (its animations evaluated) and walked every frame: twelve bars, twelve copies of one rotation.
/// Such neighbours now share one copy, which holds them all in their order.
///
/// The pixels are the same: a parent's layer is plain, with no opacity, clip, mask, blend mode or
/// shadow (a blend mode goes on the outermost layer, and a layer with one is not shared), so the
/// renderer draws its sublayers one after another straight into the frame, each through the same
/// map to the device its own copy gave it, in the same order (no Lottie layer has a `zPosition`
/// to reorder them). Only the root composition shares: its layers are bounded by no clip, while in
/// a precomposition, which clips to its size, the box bounding a shared parent's sublayers may be
/// larger than the boxes of the copies, which can change how the clip is drawn.
enum LottieParents {
    /// How many parents, outermost first, two layers' chains have in common.
    static func sharedCount(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Adds `layer`, placed inside its parents, to `last`, the layer placed last, which has the
    /// same `depth` parents outermost: `layer`'s copies of them are left out, and what they held
    /// follows what `last`'s hold (the layer placed last is the last sublayer at every depth).
    static func join(_ layer: Layer, into last: inout Layer, depth: Int) {
        if depth == 1 {
            last.sublayers.append(contentsOf: layer.sublayers)
        } else {
            join(layer.sublayers[0], into: &last.sublayers[last.sublayers.count - 1], depth: depth - 1)
        }
    }
}
