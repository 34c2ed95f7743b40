import Foundation

/// The text of progress reports: a terminal bar line and JSON lines. Pure functions of the
/// report, so they are tested without a terminal or a clock.
package enum ProgressFormat {
    /// One bar line fitting `width` columns, e.g.
    /// `pd.gif [#####-----]  48%  pass 1/2  92/192 frames  61.3 fps  ETA 0:02`.
    package static func bar(_ progress: ExportProgress, width: Int) -> String {
        let percent = String(format: "%3d%%", Int((progress.fraction * 100).rounded(.down)))
        var details = ["\(progress.completed)/\(progress.total) frames"]
        if progress.passCount > 1 { details.insert("pass \(progress.pass)/\(progress.passCount)", at: 0) }
        if let fps = progress.framesPerSecond { details.append(String(format: "%.1f fps", fps)) }
        if progress.isComplete {
            details.append("done in \(clock(progress.elapsed))")
        } else if let remaining = progress.remainingSeconds {
            details.append("ETA \(clock(remaining))")
        }
        let name = (progress.output as NSString).lastPathComponent
        let tail = " \(percent)  " + details.joined(separator: "  ")
        // The bar's width depends only on the terminal and the name, so it does not jump as the
        // figures after it change length; the line is cut to leave the last column free, since
        // a line filling it wraps on some terminals.
        let barWidth = min(24, width - name.count - 60)
        guard barWidth >= 5 else { return String((name + tail).prefix(max(width - 1, 1))) }
        let filled = Int((progress.fraction * Double(barWidth)).rounded(.down))
        let line =
            name + " [" + String(repeating: "#", count: filled)
            + String(repeating: "-", count: barWidth - filled) + "]" + tail
        return String(line.prefix(max(width - 1, 1)))
    }

    /// One JSON object on one line, keys in a fixed order:
    /// `{"event":"progress","output":"pd.gif","pass":1,"passes":2,"frame":46,"frames":96,
    /// "completed":46,"total":192,"elapsed":0.75,"fps":61.3,"eta":2.38}` (`fps` and `eta` are
    /// null until there is a rate).
    package static func json(_ progress: ExportProgress) -> String {
        let fields: [(String, String)] = [
            ("event", quoted("progress")),
            ("output", quoted(progress.output)),
            ("pass", String(progress.pass)),
            ("passes", String(progress.passCount)),
            ("frame", String(progress.frame)),
            ("frames", String(progress.frameCount)),
            ("completed", String(progress.completed)),
            ("total", String(progress.total)),
            ("elapsed", number(progress.elapsed)),
            ("fps", progress.framesPerSecond.map(number) ?? "null"),
            ("eta", progress.remainingSeconds.map(number) ?? "null")
        ]
        return object(fields)
    }

    /// The line that ends an export in JSON: `{"event":"done","output":"pd.gif","frames":96,"elapsed":1.52}`.
    package static func jsonDone(output: String, frames: Int, elapsed: Double) -> String {
        object([
            ("event", quoted("done")), ("output", quoted(output)),
            ("frames", String(frames)), ("elapsed", number(elapsed))
        ])
    }

    /// The line for an export that failed: `{"event":"failed","output":"pd.gif","error":"…"}`.
    package static func jsonFailed(output: String, message: String) -> String {
        object([("event", quoted("failed")), ("output", quoted(output)), ("error", quoted(message))])
    }

    /// Seconds as m:ss (or h:mm:ss).
    static func clock(_ seconds: Double) -> String {
        // An estimate from the first frames can be anything; a clock shows at most 9999 hours.
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 35_996_400).rounded()) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.3f", value) : "null"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
