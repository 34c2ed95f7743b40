import ReelPipeline
import XCTest

/// Progress text (bar and JSON) and when the reporter prints, on a clock the test advances.
final class ProgressTests: XCTestCase {
    private func progress(pass: Int = 1, frame: Int, elapsed: Double) -> ExportProgress {
        ExportProgress(output: "out/pd.gif", pass: pass, passCount: 2, frame: frame, frameCount: 96, elapsed: elapsed)
    }

    func testRatesAndTimeLeftCountEveryPass() {
        let p = progress(pass: 2, frame: 24, elapsed: 2)
        XCTAssertEqual(p.completed, 120)
        XCTAssertEqual(p.total, 192)
        XCTAssertEqual(p.framesPerSecond, 60)
        XCTAssertEqual(p.remainingSeconds, 1.2)
        XCTAssertNil(progress(frame: 0, elapsed: 0).framesPerSecond)
    }

    func testBar() {
        XCTAssertEqual(
            ProgressFormat.bar(progress(frame: 48, elapsed: 1), width: 100),
            "pd.gif [######------------------]  25%  pass 1/2  48/192 frames  48.0 fps  ETA 0:03")
        XCTAssertEqual(
            ProgressFormat.bar(progress(pass: 2, frame: 96, elapsed: 65), width: 90),
            "pd.gif [########################] 100%  pass 2/2  192/192 frames  3.0 fps  done in 1:05")
        // The bar keeps its width whatever follows it; the line never reaches the last column.
        let narrow = ProgressFormat.bar(progress(frame: 48, elapsed: 1), width: 80)
        XCTAssertTrue(narrow.hasPrefix("pd.gif [###-----------]  25%"), narrow)
        XCTAssertLessThan(narrow.count, 80)
        // Too narrow for a bar: the text alone, cut to fit.
        XCTAssertEqual(ProgressFormat.bar(progress(frame: 48, elapsed: 1), width: 20).count, 19)
    }

    func testJSONLines() throws {
        let line = ProgressFormat.json(progress(frame: 48, elapsed: 1))
        XCTAssertEqual(
            line,
            #"{"event":"progress","output":"out/pd.gif","pass":1,"passes":2,"frame":48,"frames":96,"completed":48,"total":192,"elapsed":1.000,"fps":48.000,"eta":3.000}"#
        )
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(line.utf8)))
        XCTAssertTrue(ProgressFormat.json(progress(frame: 0, elapsed: 0)).hasSuffix(#""fps":null,"eta":null}"#))
        let failed = ProgressFormat.jsonFailed(output: "a\"b.gif", message: "bad\nthing")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(failed.utf8)) as? [String: String])
        XCTAssertEqual(object, ["event": "failed", "output": "a\"b.gif", "error": "bad\nthing"])
    }

    func testReporterPrintsAtMostEveryIntervalButAlwaysTheEndOfAPass() {
        var clock = 0.0
        var lines: [String] = []
        let reporter = ProgressReporter(style: .json, interval: 0.1, now: { clock }, write: { lines.append($0) })
        for frame in 1...96 {
            clock += 0.01
            reporter.report(progress(frame: frame, elapsed: clock))
        }
        reporter.finish(output: "out/pd.gif", frames: 96, elapsed: clock)
        // Frame 1, then every tenth of a second (about every 10 frames), then frame 96, then done.
        XCTAssertEqual(lines.count, 1 + 9 + 1 + 1)
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("}\n") })
        XCTAssertTrue(lines[10].contains(#""frame":96,"#))
        XCTAssertTrue(lines[11].hasPrefix(#"{"event":"done","output":"out/pd.gif","frames":96,"#))
    }

    func testBarRedrawsInPlaceAndEndsItsLine() {
        var text = ""
        let reporter = ProgressReporter(style: .bar, width: 100, now: { 0 }, write: { text += $0 })
        reporter.report(progress(frame: 1, elapsed: 0.1))
        reporter.report(progress(frame: 2, elapsed: 0.1))  // too soon: not printed
        reporter.finish(output: "pd.gif", frames: 96, elapsed: 1)
        XCTAssertTrue(text.hasPrefix("\rpd.gif ["), text)
        XCTAssertEqual(text.filter { $0 == "\r" }.count, 1)
        XCTAssertTrue(text.hasSuffix("\u{1B}[K\n"))
    }

    func testNothingOnANonTerminalOrWithQuietUnlessAsked() {
        XCTAssertEqual(ProgressStyle.auto.resolved(isTerminal: true, quiet: false), .bar)
        XCTAssertEqual(ProgressStyle.auto.resolved(isTerminal: false, quiet: false), .none)
        XCTAssertEqual(ProgressStyle.auto.resolved(isTerminal: true, quiet: true), .none)
        XCTAssertEqual(ProgressStyle.json.resolved(isTerminal: false, quiet: true), .json)
        var lines: [String] = []
        let silent = ProgressReporter(style: .none, write: { lines.append($0) })
        silent.report(progress(frame: 96, elapsed: 1))
        silent.finish(output: "pd.gif", frames: 96, elapsed: 1)
        XCTAssertEqual(lines, [])
    }
}
