import Foundation
import ReelTestSupport
import XCTest

/// `-` as the scene (standard input) and as the output (standard output), through real shell
/// pipes into FFmpeg, as a user strings them together.
final class PipeTests: XCTestCase {
    static let scene = """
        {"width": 40, "height": 30, "fps": 10, "duration": 1, "background": "#203040",
         "layers": [{"bounds": [0, 0, 10, 10], "position": [5, 15], "backgroundColor": "#ff3b30",
                     "animations": [{"keyPath": "position.x", "fromValue": 5, "toValue": 35, "duration": 1}]}]}
        """

    /// Runs `script` in bash with pipefail, `$REEL` set to the binary; returns its output bytes.
    private func shell(_ script: String, in dir: TemporaryDirectory) throws -> Subprocess.Result {
        try Subprocess.run("/bin/bash", ["-c", "set -o pipefail; cd '\(dir.path)' && \(script)"] + [])
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    private func setUp(_ dir: TemporaryDirectory) throws -> String {
        setenv("REEL", ReelProcess.binary, 1)
        return try dir.write("s.json", Self.scene)
    }

    func testRawFramesStreamIntoFFmpegExactly() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        XCTAssertEqual(try ReelProcess.run(["export", dir.file("s.json"), "-o", dir.file("file.rgba")]).status, 0)
        let result = try shell(
            #""$REEL" export s.json -o - --format rgba --progress json | ffmpeg -v error -f rawvideo -pix_fmt rgba -s 40x30 -r 10 -i - -f rawvideo -pix_fmt rgba -"#,
            in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(result.stdout.count, 10 * 40 * 30 * 4, "ten frames through ffmpeg")
        XCTAssertEqual(result.stdout, try bytes(dir.file("file.rgba")), "the same frames as a file export")
        XCTAssertTrue(
            String(decoding: result.stderr, as: UTF8.self).contains(#""event":"done""#),
            "progress went to standard error")
    }

    /// GIF and APNG bytes are Reel's: standard output carries exactly the file's bytes.
    func testGIFAndAPNGOnStandardOutputAreTheFilesBytes() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        for format in ["gif", "apng"] {
            XCTAssertEqual(
                try ReelProcess.run(["export", dir.file("s.json"), "-o", dir.file("file.\(format)")]).status, 0)
            let result = try shell(
                #""$REEL" export s.json -o - --format \#(format) --progress bar | cat > piped.\#(format)"#, in: dir)
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            let stream = try FFmpegCLI.videoStream(dir.file("piped.\(format)"))
            XCTAssertEqual(stream["width"] as? Int, 40, format)
            XCTAssertEqual(
                try FFmpegCLI.decodeRGBA(dir.file("piped.\(format)"), width: 40, height: 30),
                try FFmpegCLI.decodeRGBA(dir.file("file.\(format)"), width: 40, height: 30), format)
            if format == "gif" { XCTAssertEqual(try bytes(dir.file("piped.gif")), try bytes(dir.file("file.gif"))) }
        }
    }

    /// Video through a pipe: WebM as it is, MP4 and MOV as fragments, read back by FFmpeg from the pipe.
    func testVideoStreamsThroughAPipeIntoFFprobe() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        for format in ["webm", "mp4", "mov"] {
            let result = try shell(
                #""$REEL" export s.json -o - --format \#(format) --quiet | ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=width,height,nb_read_frames -of csv=p=0 -"#,
                in: dir)
            XCTAssertEqual(result.status, 0, "\(format): \(String(decoding: result.stderr, as: UTF8.self))")
            XCTAssertEqual(
                String(decoding: result.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
                "40,30,10", format)
        }
    }

    /// Standard output redirected to a file: `>>` adds to what the file holds (an encoder opening
    /// the file anew used to truncate it), `>` gives the file's bytes, and an MP4 there is a whole
    /// file that FFmpeg reads back.
    func testStandardOutputRedirectedToAFileIsAddedTo() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        for format in ["rgba", "gif"] {
            XCTAssertEqual(
                try ReelProcess.run(["export", dir.file("s.json"), "-o", dir.file("file.\(format)")]).status, 0)
            var result = try shell(
                #"printf 'kept' > added.\#(format) && "$REEL" export s.json -o - --format \#(format) --quiet >> added.\#(format)"#,
                in: dir)
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            XCTAssertEqual(
                try bytes(dir.file("added.\(format)")), Data("kept".utf8) + (try bytes(dir.file("file.\(format)"))),
                format)
            result = try shell(
                #""$REEL" export s.json -o - --format \#(format) --quiet > redirected.\#(format)"#, in: dir)
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
            XCTAssertEqual(try bytes(dir.file("redirected.\(format)")), try bytes(dir.file("file.\(format)")), format)
        }
        let result = try shell(#""$REEL" export s.json -o - --format mp4 --quiet > redirected.mp4"#, in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let frames = try FFmpegCLI.decodeRGBA(dir.file("redirected.mp4"), width: 40, height: 30)
        XCTAssertEqual(frames.count, 10, "every frame of the MP4 written through standard output")
    }

    func testASceneFromStandardInputToAPNGOnStandardOutput() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        // YAML recognised by its content; the asset-free scene renders as the JSON file does.
        let yaml = try dir.write("s.yaml", "width: 40\nheight: 30\nduration: 1\nbackground: \"#203040\"\n")
        XCTAssertEqual(try ReelProcess.run(["frame", yaml, "--time", "0.5", "-o", dir.file("file.png")]).status, 0)
        var result = try shell(#"cat s.yaml | "$REEL" frame - --time 0.5 -o - > piped.png"#, in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(try bytes(dir.file("piped.png")), try bytes(dir.file("file.png")))
        // JSON too, with `info`; errors name standard input.
        result = try shell(#""$REEL" info - < s.json"#, in: dir)
        XCTAssertTrue(String(decoding: result.stdout, as: UTF8.self).hasPrefix("canvas: 40 × 30 points"))
        result = try shell(#"echo '{"width": 10}' | "$REEL" info -"#, in: dir)
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(
            String(decoding: result.stderr, as: UTF8.self).hasPrefix("error: <stdin>:1:1: missing key \"height\""),
            String(decoding: result.stderr, as: UTF8.self))
    }

    func testWhatCannotStreamIsRefused() throws {
        let dir = try makeTemporaryDirectory()
        _ = try setUp(dir)
        for (arguments, message) in [
            (["--format", "png-sequence"], "cannot go to standard output"), ([], "pass --format")
        ] {
            let result = try ReelProcess.run(["export", dir.file("s.json"), "-o", "-"] + arguments)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }
}
