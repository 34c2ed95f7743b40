@_exported import ReelCoreAnimation
@_exported import ReelDiagnostics
@_exported import ReelEncode
// The umbrella module: one import for the whole public API.
@_exported import ReelGeometry
@_exported import ReelLottie
@_exported import ReelPipeline
@_exported import ReelRaster
@_exported import ReelRender
@_exported import ReelSceneFile
@_exported import ReelTimeline
@_exported import ReelUIKit

/// Reel's version, as `reel --version` prints it (CHANGELOG.md says what each one added).
public let reelVersion = "0.1.0"

/// The commit `reel` was built from, when the build knew it. A build through scripts/setup,
/// scripts/install or scripts/package writes `Sources/ReelCLI/BuildCommit.generated.swift`
/// (ignored by git) whose `reelBuildCommit` shadows this one inside ReelCLI; a plain `swift build`
/// has none, and the package stays usable as a dependency (no build flags, no plugin).
package let reelBuildCommit: String? = nil
