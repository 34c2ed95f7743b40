import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// `reel preview`'s HTTP server: SwiftNIO's HTTP/1.1 pipeline on 127.0.0.1 only, answering with
/// `PreviewRoutes`. Requests are answered off the event loop (a frame takes milliseconds to
/// render), several at once on the machine's cores.
package final class PreviewServer {
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    /// The port it listens on (the one asked for, or the free one the system chose).
    package let port: Int

    /// Listens on 127.0.0.1:`port` (0: a free port), answering with `session`.
    package init(session: PreviewSession, port: Int) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let routes = PreviewRoutes(session: session)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(PreviewHandler(routes: routes))
                }
            }
        do {
            channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        self.port = channel.localAddress?.port ?? port
        routes.port = self.port
    }

    /// Serves until the process ends.
    package func wait() throws { try channel.closeFuture.wait() }

    /// Stops listening and closes every connection.
    package func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// One connection's requests: each answered on a worker thread, written back on the connection's
/// event loop, in order (the HTTP pipeline handler holds later requests until a response ends).
private final class PreviewHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: PreviewRoutes
    private var head: HTTPRequestHead?

    init(routes: PreviewRoutes) { self.routes = routes }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let routes = routes
            DispatchQueue.global().async {
                let response = routes.respond(to: head)
                bound.eventLoop.execute {
                    let (handler, context) = bound.value
                    handler.write(response, keepAlive: head.isKeepAlive, context: context)
                }
            }
        }
    }

    private func write(_ response: PreviewRoutes.Response, keepAlive: Bool, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        for (name, value) in response.headers { headers.add(name: name, value: value) }
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: .http1_1, status: response.status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
