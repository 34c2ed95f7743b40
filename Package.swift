// swift-tools-version: 6.0
// Reel: Core Animation–style animations rendered on Linux and exported as GIF, MP4 and more.
// Modules are layered (see docs/architecture.md); each depends only on the ones above it.
import PackageDescription

let package = Package(
    name: "Reel",
    products: [
        .library(name: "Reel", targets: ["Reel"]),
        .executable(name: "reel", targets: ["ReelCLI"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML scene files (read into the same model as JSON).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `reel preview`'s HTTP server (the command only: the Reel library does not use it).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // DocC (scripts/docs: `swift package generate-documentation`). Listed unconditionally, not
        // behind an environment variable: SwiftPM resolves a dependency's packages only for the
        // products its targets use, and no target uses this command plugin, so packages that
        // depend on Reel never fetch it (scripts/check-as-dependency checks that), while here the
        // plugin works with no setting and no manifest that changes with the environment.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        // C at the edge: module maps and shims only. Only ReelEncode imports them.
        .systemLibrary(
            name: "CGIF",
            path: "Sources/CGIF",
            providers: [.apt(["libgif-dev"])]
        ),
        // FFmpeg's headers; its libraries are loaded on first use (CFFmpegLoader), not linked.
        .systemLibrary(
            name: "CFFmpeg",
            path: "Sources/CFFmpeg",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .target(name: "CFFmpegLoader", path: "Sources/CFFmpegLoader"),
        // Text: FreeType outlines, HarfBuzz shaping, fontconfig lookup. Only ReelText imports them.
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),

        // Diagnostics: the kinds of problem, their place in a scene file, one printer, exit codes.
        .target(name: "ReelDiagnostics"),
        .target(name: "ReelGeometry", dependencies: ["ReelDiagnostics"]),
        // ReelRaster's span loops on AVX2, in C (per-function target attributes, no flags),
        // picked at run time from the CPU's features; ReelRaster alone imports it.
        .target(name: "CRasterKernels"),
        .target(name: "ReelRaster", dependencies: ["ReelGeometry", "CRasterKernels"]),
        // Box2D 2.4.1 (C++ only) behind a small C interface, for ReelDynamics alone.
        .target(name: "CBox2D", path: "Sources/CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        // UIKit Dynamics' physics (Box2D in UIKit's units), shared by scene files and the Swift API.
        .target(name: "ReelDynamics", dependencies: ["ReelGeometry", "CBox2D"]),
        // The scene model, its timing and the timeline: what a scene is, whoever wrote it.
        .target(name: "ReelTimeline", dependencies: ["ReelDiagnostics", "ReelGeometry"]),
        // The scene file as a front end: parse (JSON/YAML) → resolve (parameters, expressions) →
        // check (types, ranges, limits, into the model) → lower (chains, dynamics) → Scene.
        .target(
            name: "ReelSceneFile",
            dependencies: ["ReelDiagnostics", "ReelGeometry", "ReelDynamics", "ReelTimeline", "Yams"]),
        // `reel build`: the manifest, fingerprints and the lock file.
        .target(name: "ReelBuild", dependencies: ["ReelSceneFile", "ReelTimeline"]),
        // `reel preview`: a page on 127.0.0.1 showing a scene, served with SwiftNIO.
        .target(
            name: "ReelPreview",
            dependencies: [
                "Reel", "ReelBuild", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio")
            ]),
        // Lottie (Bodymovin JSON) as another front end: located JSON → the same scene model.
        .target(
            name: "ReelLottie", dependencies: ["ReelDiagnostics", "ReelGeometry", "ReelTimeline", "ReelSceneFile"]),
        .target(name: "ReelText", dependencies: ["ReelGeometry", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        .target(name: "ReelRender", dependencies: ["ReelGeometry", "ReelRaster", "ReelTimeline", "ReelText"]),
        .target(name: "ReelEncode", dependencies: ["ReelRaster", "CGIF", "CFFmpeg", "CFFmpegLoader"]),
        // The SIGINT/SIGTERM handler that removes temporary outputs, in C so that it calls only
        // async-signal-safe functions: Reel's own code, the one C module ReelPipeline imports.
        .target(name: "CSignalCleanup"),
        .target(name: "ReelPipeline", dependencies: ["ReelTimeline", "ReelRender", "ReelEncode", "CSignalCleanup"]),
        // The Swift API: Core Animation's classes that author a Scene on a virtual clock, and
        // UIKit's views, view controllers and dynamics on top of them.
        .target(name: "ReelCoreAnimation", dependencies: ["ReelGeometry", "ReelRaster", "ReelTimeline"]),
        .target(
            name: "ReelUIKit",
            dependencies: ["ReelGeometry", "ReelRaster", "ReelDynamics", "ReelTimeline", "ReelCoreAnimation"]),
        // The umbrella: re-exports the public API; `Stage` renders and exports a layer tree.
        .target(
            name: "Reel",
            dependencies: [
                "ReelDiagnostics", "ReelGeometry", "ReelRaster", "ReelTimeline", "ReelSceneFile", "ReelLottie",
                "ReelRender", "ReelEncode", "ReelPipeline", "ReelCoreAnimation", "ReelUIKit"
            ]),
        .executableTarget(
            name: "ReelCLI",
            dependencies: [
                "Reel", "ReelBuild", "ReelPreview", "ReelText",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),

        // Ports of the seeds' iOS animations to the Swift API: a library (tests check its frames)
        // and an executable that renders each one to a GIF.
        .target(name: "ReelExamples", dependencies: ["Reel"], path: "Examples/ReelExamples"),
        .executableTarget(name: "reel-examples", dependencies: ["ReelExamples"], path: "Examples/RunExamples"),

        // Reel's side of scripts/bench-raster: the rasterizer alone on the generated scenes.
        .executableTarget(name: "ReelRasterBench", dependencies: ["ReelGeometry", "ReelRaster"]),

        // Fuzz targets (scripts/fuzz builds them for libFuzzer); normally corpus runners for the tests.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "ReelSceneFuzzer", dependencies: ["ReelSceneFile", "FuzzSupport"], path: "Fuzz/SceneFuzzer"),
        .executableTarget(
            name: "ReelImageFuzzer", dependencies: ["ReelEncode", "FuzzSupport"], path: "Fuzz/ImageFuzzer"),
        .executableTarget(
            name: "ReelConvertFuzzer", dependencies: ["ReelEncode", "FuzzSupport"], path: "Fuzz/ConvertFuzzer"),
        .executableTarget(
            name: "ReelLottieFuzzer", dependencies: ["ReelLottie", "ReelSceneFile", "FuzzSupport"],
            path: "Fuzz/LottieFuzzer"),

        // Shared by the test targets: golden images, FFmpeg's command-line decoder, runners for the binary and
        // other programs, a GIF block reader, the reference Transform3D product.
        .target(name: "ReelTestSupport", dependencies: ["ReelRaster", "ReelEncode"], path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelDiagnosticsTests", dependencies: ["ReelDiagnostics"]),
        .testTarget(name: "ReelGeometryTests", dependencies: ["ReelGeometry", "ReelTestSupport"]),
        .testTarget(name: "ReelRasterTests", dependencies: ["ReelRaster", "ReelTestSupport"]),
        .testTarget(name: "ReelTimelineTests", dependencies: ["ReelTimeline", "ReelSceneFile", "ReelRaster"]),
        .testTarget(name: "ReelSceneFileTests", dependencies: ["ReelSceneFile"]),
        .testTarget(
            name: "ReelLottieTests",
            dependencies: ["ReelLottie", "ReelSceneFile", "ReelRender", "ReelEncode", "ReelTestSupport"],
            exclude: ["Fixtures", "Goldens"]),
        .testTarget(
            name: "ReelRenderTests", dependencies: ["ReelRender", "ReelEncode", "ReelSceneFile", "ReelTestSupport"]),
        .testTarget(name: "ReelTextTests", dependencies: ["ReelText"]),
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "ReelTestSupport"]),
        .testTarget(name: "ReelPipelineTests", dependencies: ["ReelPipeline", "ReelSceneFile", "ReelTestSupport"]),
        .testTarget(name: "ReelCLITests", dependencies: ["Reel", "ReelTestSupport"]),
        .testTarget(name: "ReelDynamicsTests", dependencies: ["ReelDynamics", "ReelGeometry"]),
        // Shared by the Swift API's test targets: reading a stage's presentation values.
        .target(name: "ReelAPITestSupport", dependencies: ["Reel"], path: "Tests/ReelAPITestSupport"),
        .testTarget(
            name: "ReelCoreAnimationTests",
            dependencies: ["Reel", "ReelExamples", "ReelTestSupport", "ReelAPITestSupport"]
        ),
        .testTarget(name: "ReelUIKitTests", dependencies: ["Reel", "ReelExamples", "ReelAPITestSupport"])
    ]
)
