extension Color {
    /// A colour from "#rgb", "#rgba", "#rrggbb" or "#rrggbbaa" (CSS order, alpha last); nil if malformed.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Double] = []
        let width = digits.count <= 4 ? 1 : 2
        for start in Swift.stride(from: 0, to: digits.count, by: width) {
            guard let v = UInt8(String(decoding: digits[start..<start + width], as: UTF8.self), radix: 16) else { return nil }
            values.append(width == 1 ? Double(v) * 17 / 255 : Double(v) / 255)
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// A few CSS colour names, for readable scene files.
    public static let named: [String: Color] = [
        "clear": .clear, "transparent": .clear,
        "black": .black, "white": .white,
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 128.0 / 255, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "orange": Color(red: 1, green: 165.0 / 255, blue: 0), "purple": Color(red: 128.0 / 255, green: 0, blue: 128.0 / 255),
        "gray": Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255),
    ]
}
