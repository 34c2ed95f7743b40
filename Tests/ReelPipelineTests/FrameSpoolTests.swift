import Foundation
import ReelGeometry
import ReelRaster
import XCTest

@testable import ReelPipeline

/// The spool's bounds: its free-space margin and its tmpfs fallback (reading back is covered in
/// `ConverterTests`).
final class FrameSpoolTests: XCTestCase {
    private let frame = Pixmap(width: 5, height: 3, filledWith: Color(red: 1, green: 0.5, blue: 0))

    func testAnAppendThatWouldEatIntoTheFreeSpaceMarginGivesUp() throws {
        let roomy = try XCTUnwrap(FrameSpool(width: 5, height: 3, freeSpaceMargin: 0))
        roomy.append(frame)
        XCTAssertTrue(roomy.isUsable)
        XCTAssertEqual(roomy.frameCount, 1)

        // No file system has an exabyte free.
        let cramped = try XCTUnwrap(FrameSpool(width: 5, height: 3, freeSpaceMargin: 1 << 60))
        cramped.append(frame)
        XCTAssertFalse(cramped.isUsable)
    }

    func testTheDefaultMarginIsQuarterGibibytePlusTwoFrames() throws {
        let spool = try XCTUnwrap(FrameSpool(width: 5, height: 3))
        XCTAssertEqual(spool.freeSpaceMargin, (256 << 20) + 2 * 5 * 3 * 4)
    }

    func testATmpfsSpoolIsCappedAndADiskDirectoryAfterItIsPreferred() throws {
        let shm = "/dev/shm/"
        let disk = FileManager.default.currentDirectoryPath + "/"
        let shmProbe = open(shm, O_RDONLY)
        let diskProbe = open(disk, O_RDONLY)
        defer {
            close(shmProbe)
            close(diskProbe)
        }
        try XCTSkipUnless(shmProbe >= 0 && FrameSpool.isOnTmpfs(shmProbe), "\(shm) is not a tmpfs here")
        try XCTSkipUnless(diskProbe >= 0 && !FrameSpool.isOnTmpfs(diskProbe), "\(disk) is not on a disk")
        // A limit above any machine's memory, so that the tmpfs cap shows.
        let limit = 1 << 50
        let cap = Int(ProcessInfo.processInfo.physicalMemory / 16)
        let memoryOnly = try XCTUnwrap(FrameSpool(width: 5, height: 3, limit: limit, directories: [shm]))
        let onDisk = try XCTUnwrap(FrameSpool(width: 5, height: 3, limit: limit, directories: [shm, disk]))

        XCTAssertEqual(memoryOnly.limit, cap)
        XCTAssertEqual(onDisk.limit, limit)
        onDisk.append(frame)
        memoryOnly.append(frame)
        XCTAssertTrue(onDisk.isUsable && memoryOnly.isUsable)
    }
}
