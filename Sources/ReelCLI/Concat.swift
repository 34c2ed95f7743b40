import ArgumentParser
import Foundation
import Reel

/// `reel concat SEGMENT… -o OUTPUT`: videos of consecutive frame ranges joined without re-encoding.
struct Concat: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join videos exported from consecutive frame ranges into one, without re-encoding.",
        discussion: """
            Each segment is a reel export of the same scene with the same options and a frame range \
            (--frames 0..120, --frames 120..240, …), so it starts on a keyframe; the joined file \
            holds exactly the segments' frames, one after the other, as one export would (FFmpeg's \
            concat demuxer does the same: packets copied, timestamps shifted). MP4, MOV and WebM; \
            segments encoded with other options are refused. The file is written beside the \
            destination and renamed into place when complete.

            \(CLIErrors.summary)
            """
    )

    @Argument(help: "The segments, in order.")
    var segments: [String]

    @Option(name: .shortAndLong, help: "The file to write: .mp4, .mov or .webm, as the segments.")
    var output: String

    static let containers = ["mp4": "mp4", "mov": "mov", "webm": "webm"]

    func validate() throws {
        guard !segments.isEmpty else { throw ValidationError("give the segments to join") }
        guard Self.containers[URL(fileURLWithPath: output).pathExtension.lowercased()] != nil else {
            throw ValidationError("reel concat writes .mp4, .mov or .webm, not '\(output)'")
        }
    }

    func run() throws {
        try CLIErrors.handle {
            try InputProtection.check(
                destination: output, inputs: segments.map { InputProtection.Input("the segment", $0) })
            for segment in segments where !FileManager.default.fileExists(atPath: segment) {
                throw ValidationError("\(segment): no such file")
            }
            TemporaryFiles.shared.removeOnInterrupt()
            let file = try AtomicFile(destination: output)
            defer { file.discard() }
            let container = Self.containers[URL(fileURLWithPath: output).pathExtension.lowercased()] ?? "mp4"
            try VideoConcatenation.join(segments, to: file.temporaryPath, container: container)
            try file.commit()
        }
    }
}
