import ReelDiagnostics

/// A picture whose header claims more pixels a side than allowed, refused before it is decoded.
///
/// It lives here, beside `Pixmap`, because the decoders (ReelEncode) throw it and the layers that
/// know which limit applies (ReelRender's images, ReelPipeline's conversions) turn it into their
/// own message; neither of those imports the other.
package struct PictureSizeError: DiagnosticError, Sendable, Equatable {
    /// The file that claims the size.
    package let path: String
    /// The size claimed, in pixels.
    package let width: Int, height: Int
    /// The largest side allowed.
    package let maximumSide: Int

    /// `path` claims `width`×`height` pixels, beyond `maximumSide`.
    package init(path: String, width: Int, height: Int, maximumSide: Int) {
        self.path = path
        self.width = width
        self.height = height
        self.maximumSide = maximumSide
    }

    package var diagnostic: Diagnostic {
        Diagnostic(.limit, "'\(path)' is \(width)×\(height) pixels, above the limit of \(maximumSide) a side")
    }
}
