// The umbrella module: one import for the whole public API.
@_exported import ReelGeometry
@_exported import ReelRaster
@_exported import ReelTimeline
@_exported import ReelRender
@_exported import ReelEncode
@_exported import ReelPipeline
@_exported import ReelCoreAnimation

/// Reel's version, as `reel --version` prints it.
public let reelVersion = "0.1.0"
