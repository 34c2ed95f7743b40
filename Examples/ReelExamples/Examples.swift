import Reel

/// Every example: a name (the GIF's file name) and a function building its stage.
public enum Examples {
    /// The examples' names, in the order `make(_:)` knows them.
    public static let names = [
        "pop", "magnifier-back", "loading-indicators", "bouncing-ball",
        "fragment-dissolve", "flip-transition", "wave-progress",
        "banner-carousel", "slide-up-presentation", "tutorial-snippets", "rotating-cube",
        "chained-repeating", "counter-rotation"
    ]

    /// The stage of the example called `name`.
    public static func make(_ name: String) -> Stage? {
        switch name {
        case "pop": pop()
        case "magnifier-back": magnifierBack()
        case "loading-indicators": loadingIndicators()
        case "bouncing-ball": bouncingBall()
        case "fragment-dissolve": fragmentDissolve()
        case "flip-transition": flipTransition()
        case "wave-progress": waveProgress()
        case "banner-carousel": bannerCarousel()
        case "slide-up-presentation": slideUpPresentation()
        case "tutorial-snippets": tutorialSnippets()
        case "rotating-cube": rotatingCube()
        case "chained-repeating": chainedRepeating()
        case "counter-rotation": counterRotation()
        default: nil
        }
    }
}
