import ArgumentParser

/// `--param name=value` (repeatable): overrides for the parameters a scene declares.
struct ParameterOptions: ParsableArguments {
    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("Override a scene parameter (see reel presets).", valueName: "name=value"))
    var values: [String] = []

    func validate() throws {
        _ = try dictionary()
    }

    /// The overrides as the scene reader takes them.
    func dictionary() throws -> [String: String] {
        var out: [String: String] = [:]
        for argument in values {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ValidationError("--param takes name=value, not '\(argument)'")
            }
            let name = String(argument[..<equals])
            guard out[name] == nil else { throw ValidationError("--param \(name) is given twice") }
            out[name] = String(argument[argument.index(after: equals)...])
        }
        return out
    }

    /// Options holding exactly `values`, for callers that choose parameters themselves.
    static func fixed(_ values: [String: String]) throws -> ParameterOptions {
        try ParameterOptions.parse(values.sorted { $0.key < $1.key }.flatMap { ["--param", "\($0)=\($1)"] })
    }
}
