import Foundation

extension Double {
    /// Whole numbers without a trailing ".0" ("30"), others in full ("29.97"), for messages.
    package var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }

    /// Whole numbers without ".0", others to three significant digits ("0.333"), for listings.
    package var formattedShort: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(format: "%.3g", self)
    }
}
