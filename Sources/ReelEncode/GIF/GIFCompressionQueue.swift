import Foundation

/// A frame's image compressed: its LZW code size and data (see `GIFFile.putImage(compressed:)`).
struct GIFCompressedImage {
    var codeSize: Int
    var data: [UInt8]
}

extension GIFCompressedImage {
    /// An image from a bare LZW `stream` (codes only): cut into sub-blocks of at most 255 bytes,
    /// each after its length, and the terminating empty block.
    init(codeSize: Int, stream: [UInt8]) {
        var data: [UInt8] = []
        data.reserveCapacity(stream.count + stream.count / 255 + 2)
        var offset = 0
        while offset < stream.count {
            let count = min(255, stream.count - offset)
            data.append(UInt8(count))
            data += stream[offset..<offset + count]
            offset += count
        }
        data.append(0)
        self.init(codeSize: codeSize, data: data)
    }
}

/// A frame's pixels waiting to be compressed: each pixel's index and its alternative in (the
/// transparent entry where the pixel keeps what is shown), the smallest image data out.
///
/// Which pixels take their alternative is chosen by the bytes it gives: three encodings are
/// made and the smallest kept. `LZWChoiceEncoder` choosing pixel by pixel as it matches strings;
/// every alternative taken (the transparent entry wherever allowed, long runs of it); and an
/// alternative taken unless the pixel before is the pixel's own colour (runs of colour go on
/// through unchanged pixels). None wins everywhere: a sheet sliding over a static page prefers
/// colours, small objects moving over a flat background prefer transparency.
///
/// Each encoding gets the LZW code size of the indices it uses, not of both planes: where the
/// alternatives use fewer bits than the colours (unchanged static content drawn with entries
/// late in the palette), a fourth encoding chooses pixel by pixel at the alternatives' code size,
/// every pixel whose own index does not fit taking its alternative; a code size one bit smaller
/// saves a bit on each of the first codes and at each widening.
///
/// A class so the writer and whichever thread runs it share it.
final class GIFCompressionJob: @unchecked Sendable {
    /// The planes, released once the job has run (`GIFCompressionQueue` keeps only the image).
    private(set) var first: [UInt8]
    private(set) var second: [UInt8]
    /// The bytes of both planes while they are held.
    let planeBytes: Int
    /// Whether the thread that runs it also keeps the index each pixel decodes to
    /// (`GIFCompressionQueue.resultShowing(of:)`): the lossy mode measures its own stream against
    /// the lossless one and must know what that one leaves shown. Set before the job is posted.
    var keepsDecoded = false
    /// Set once, under the queue's lock, by the thread that ran the job.
    fileprivate var image: GIFCompressedImage?
    /// Set with `image` when `keepsDecoded`.
    fileprivate var decoded: [UInt8]?
    fileprivate var started = false

    init(first: [UInt8], second: [UInt8]) {
        self.first = first
        self.second = second
        planeBytes = first.count + second.count
    }

    /// Lets go of the planes: once compressed, the writer needs only the image.
    func releasePlanes() {
        first = []
        second = []
    }

    /// The smallest of the encodings, each with the code size of the largest index it uses:
    /// images of the first few palette entries get short codes.
    /// `choices`, when given, receives the index each pixel of the kept encoding decodes to.
    func run(_ encoder: inout LZWChoiceEncoder, choices: UnsafeMutableBufferPointer<UInt8>? = nil)
        -> GIFCompressedImage
    {
        let codeSize = codeSize
        var runs = [UInt8](repeating: 0, count: first.count)
        var last: UInt8 = 0
        var largestSecond: UInt8 = 0
        var largestRun: UInt8 = 0
        for p in 0..<first.count {
            let own = first[p]
            let alternative = second[p]
            runs[p] = alternative == own || last == own ? own : alternative
            last = runs[p]
            largestSecond = max(largestSecond, alternative)
            largestRun = max(largestRun, last)
        }
        var best = GIFCompressedImage(
            codeSize: codeSize,
            data: first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { second in
                    encoder.encode(first: first, second: second, minimumCodeSize: codeSize, chosen: choices)
                }
            })
        let secondCodeSize = GIFFile.codeSize(colorCount: Int(largestSecond) + 1)
        for (pixels, size) in [
            (second, secondCodeSize), (runs, GIFFile.codeSize(colorCount: Int(largestRun) + 1))
        ] {
            let data = pixels.withUnsafeBufferPointer {
                encoder.encode(first: $0, second: $0, minimumCodeSize: size)
            }
            if data.count < best.data.count {
                best = GIFCompressedImage(codeSize: size, data: data)
                if let choices { _ = choices.update(fromContentsOf: pixels) }
            }
        }
        guard secondCodeSize < codeSize else { return best }
        // The choosing encoding again at the alternatives' code size: a pixel whose own index
        // needs more bits takes its alternative (`runs` is reused for the narrowed plane).
        let limit = 1 << secondCodeSize
        for p in 0..<first.count { runs[p] = Int(first[p]) < limit ? first[p] : second[p] }
        var narrowChoices = choices == nil ? [] : [UInt8](repeating: 0, count: first.count)
        let data = runs.withUnsafeBufferPointer { narrowed in
            second.withUnsafeBufferPointer { second in
                narrowChoices.withUnsafeMutableBufferPointer { chosen in
                    encoder.encode(
                        first: narrowed, second: second, minimumCodeSize: secondCodeSize,
                        chosen: choices == nil ? nil : chosen)
                }
            }
        }
        if data.count < best.data.count {
            best = GIFCompressedImage(codeSize: secondCodeSize, data: data)
            if let choices { _ = choices.update(fromContentsOf: narrowChoices) }
        }
        return best
    }

    /// The LZW code size of the largest index either list uses.
    var codeSize: Int {
        var largest: UInt8 = 0
        for index in first where index > largest { largest = index }
        for index in second where index > largest { largest = index }
        return GIFFile.codeSize(colorCount: Int(largest) + 1)
    }

    /// `run`'s image and the index each pixel decodes to (its own, or the alternative it took):
    /// the lossy mode needs to know what a lossless image leaves shown.
    func runShowing(_ encoder: inout LZWChoiceEncoder) -> (image: GIFCompressedImage, decoded: [UInt8]) {
        var decoded = [UInt8](repeating: 0, count: first.count)
        let image = decoded.withUnsafeMutableBufferPointer { run(&encoder, choices: $0) }
        return (image, decoded)
    }

    /// `run`, or `runShowing` when `keepsDecoded`: what a queue's thread computes.
    fileprivate func runQueued(_ encoder: inout LZWChoiceEncoder) -> (GIFCompressedImage, [UInt8]?) {
        guard keepsDecoded else { return (run(&encoder), nil) }
        let (image, decoded) = runShowing(&encoder)
        return (image, decoded)
    }
}

/// Compression the GIF writer hands off: it posts each frame's image once it knows its pixels, the
/// render threads run waiting jobs between frames (`runWaiting()`), and the writer takes the
/// results in order, running a job itself if no thread has started it yet, so nothing ever
/// waits for a thread that is not working. The compressed bytes depend only on the job, never on
/// the thread, so the file is the same whatever the number of threads.
///
/// Every field is read and written under `condition`'s lock (hence `@unchecked Sendable`), which is
/// taken a few times per frame, never per pixel.
package final class GIFCompressionQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs posted and not started, oldest first (from `head`).
    private var waiting: [GIFCompressionJob] = []
    private var head = 0
    /// Encoders not in use: one per thread compressing at once, each keeping its table.
    private var idle: [LZWChoiceEncoder] = []

    /// Called after each job is posted, on the posting thread: wakes threads that wait for work
    /// (an exporter's render threads with no frame to draw). Set before the first job is posted.
    package var whenPosted: (@Sendable () -> Void)?

    init() {}

    /// Makes `job` available to `runWaiting()`.
    func post(_ job: GIFCompressionJob) {
        condition.lock()
        waiting.append(job)
        condition.unlock()
        whenPosted?()
    }

    /// Runs the oldest job nobody has started; false when none was waiting. Render threads call
    /// it between frames.
    @discardableResult
    package func runWaiting() -> Bool {
        condition.lock()
        guard let job = claim() else {
            condition.unlock()
            return false
        }
        var encoder = idle.popLast() ?? LZWChoiceEncoder()
        condition.unlock()
        finish(job, job.runQueued(&encoder), encoder)
        return true
    }

    /// `job`'s compressed image, running it on this thread if nobody has started it, else
    /// waiting for the thread that has.
    func result(of job: GIFCompressionJob) -> GIFCompressedImage {
        resultShowing(of: job).image
    }

    /// `result(of:)` and, for a job that `keepsDecoded`, the index each pixel decodes to (else
    /// empty).
    func resultShowing(of job: GIFCompressionJob) -> (image: GIFCompressedImage, decoded: [UInt8]) {
        condition.lock()
        if !job.started {
            job.started = true
            var encoder = idle.popLast() ?? LZWChoiceEncoder()
            condition.unlock()
            finish(job, job.runQueued(&encoder), encoder)
            condition.lock()
        }
        while job.image == nil { condition.wait() }
        let image = job.image ?? GIFCompressedImage(codeSize: 2, data: [0])
        let decoded = job.decoded ?? []
        condition.unlock()
        return (image, decoded)
    }

    /// Under the lock: the oldest job not started, marked started.
    private func claim() -> GIFCompressionJob? {
        while head < waiting.count {
            let job = waiting[head]
            head += 1
            if head > 64 && head * 2 > waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            if !job.started {
                job.started = true
                return job
            }
        }
        return nil
    }

    private func finish(
        _ job: GIFCompressionJob, _ result: (GIFCompressedImage, [UInt8]?), _ encoder: LZWChoiceEncoder
    ) {
        job.releasePlanes()
        condition.lock()
        job.decoded = result.1
        job.image = result.0
        idle.append(encoder)
        condition.broadcast()
        condition.unlock()
    }
}
