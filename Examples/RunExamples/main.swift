import Foundation
import ReelExamples

// Renders every example (or those named on the command line) to <name>.gif in the current
// directory, or in the directory given with --output.
var arguments = Array(CommandLine.arguments.dropFirst())
var directory = "."
if let i = arguments.firstIndex(of: "--output"), i + 1 < arguments.count {
    directory = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
for name in Examples.names where arguments.isEmpty || arguments.contains(name) {
    let path = (directory as NSString).appendingPathComponent(name + ".gif")
    let schedule = try Examples.make(name)!.export(to: path)
    print("\(path): \(schedule.frames.count) frames")
}
