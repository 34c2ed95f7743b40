import ArgumentParser

/// `--param name=value` options, as the dictionary the scene reader takes.
enum ParameterArguments {
    static func parse(_ arguments: [String]) throws -> [String: String] {
        var out: [String: String] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ValidationError("--param takes name=value, not '\(argument)'")
            }
            let name = String(argument[..<equals])
            guard out[name] == nil else { throw ValidationError("--param \(name) is given twice") }
            out[name] = String(argument[argument.index(after: equals)...])
        }
        return out
    }
}
