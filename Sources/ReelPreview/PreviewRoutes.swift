import Foundation
import NIOHTTP1
import Reel

/// What the preview answers, by path. Only these paths exist: no file is served by name, so no
/// path can reach outside the scene's folder. A request whose Host is not this server's own
/// address (127.0.0.1 or localhost with its port) is refused, so a page from another site cannot
/// reach it through a name that resolves to 127.0.0.1.
///
/// - `GET /`: the page.
/// - `GET /api/info?p.NAME=VALUE…`: the scene's canvas, timing, parameters and layer tree, or its
///   error, as JSON (`PreviewInfo`).
/// - `GET /api/frame?t=SECONDS&scale=S&p.NAME=VALUE…`: the frame as a PNG, or with `format=rgba`
///   as straight RGBA bytes with its size in `X-Frame-Width`/`X-Frame-Height` (what the page
///   draws: no encoding, so a scrub waits for rendering alone); 422 with the error as JSON when
///   the scene cannot be read.
/// - `GET /api/version`: `{"version": N}`, bumped when the scene or a file it reads changes.
final class PreviewRoutes: @unchecked Sendable {
    struct Response {
        var status: HTTPResponseStatus
        var contentType: String
        var body: [UInt8]
        var headers: [(String, String)] = []

        static func json(_ body: [UInt8], status: HTTPResponseStatus = .ok) -> Response {
            Response(status: status, contentType: "application/json", body: body)
        }

        static func text(_ status: HTTPResponseStatus, _ message: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
        }
    }

    private let session: PreviewSession
    /// Set once the server has bound its port.
    var port = 0

    init(session: PreviewSession) { self.session = session }

    func respond(to head: HTTPRequestHead) -> Response {
        let host = head.headers["Host"].first ?? ""
        guard ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            return .text(.forbidden, "reel preview answers requests for 127.0.0.1:\(port) only")
        }
        guard head.method == .GET else { return .text(.methodNotAllowed, "only GET") }
        let components = URLComponents(string: head.uri)
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        var parameters: [String: String] = [:]
        for (name, value) in query where name.hasPrefix("p.") { parameters[String(name.dropFirst(2))] = value }
        switch components?.path ?? "" {
        case "/":
            return Response(status: .ok, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case "/api/version":
            return .json(Array(#"{"version":\#(session.currentVersion)}"#.utf8))
        case "/api/info":
            let version = session.currentVersion
            do {
                let loaded = try session.loaded(parameters)
                return .json(PreviewInfo(version: version, scene: loaded.scene, timeline: loaded.timeline).json())
            } catch {
                return .json(PreviewInfo(version: version, error: error).json())
            }
        case "/api/frame":
            guard let time = Double(query["t"] ?? "0"), time.isFinite, time >= 0 else {
                return .text(.badRequest, "t must be a time in seconds ≥ 0")
            }
            guard let scale = Double(query["scale"] ?? "1"), scale > 0, scale <= 8 else {
                return .text(.badRequest, "scale must be above 0 and at most 8")
            }
            do {
                let frame = try session.frame(at: time, parameters: parameters, scale: scale)
                guard query["format"] == "rgba" else {
                    return Response(status: .ok, contentType: "image/png", body: try PNGWriter.encode(frame))
                }
                return Response(
                    status: .ok, contentType: "application/octet-stream", body: frame.unpremultipliedRGBA(),
                    headers: [("X-Frame-Width", String(frame.width)), ("X-Frame-Height", String(frame.height))])
            } catch {
                return .json(
                    PreviewInfo(version: session.currentVersion, error: error).json(), status: .unprocessableEntity)
            }
        default:
            return .text(.notFound, "no such page")
        }
    }
}
