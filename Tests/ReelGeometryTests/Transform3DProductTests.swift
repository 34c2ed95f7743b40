import ReelGeometry
import ReelTestSupport
import XCTest

/// `concatenating` multiplies entry by entry and skips exact identities; both must give the bits
/// the plain row-by-column product gives, signed zeros, infinities and NaNs included, since
/// rendered pixels follow from them.
final class Transform3DProductTests: XCTestCase {
    /// Identities, identities spoiled by one special entry, translations and random matrices whose
    /// entries are often 0, −0, ±1, infinite or NaN.
    static func samples(count: Int, seed: UInt64) -> [Transform3D] {
        var generator = SeededGenerator(seed: seed)
        let specials: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, .nan, 0.5, -3, 1e-310]
        func entry() -> Double {
            Double.random(in: 0..<1, using: &generator) < 0.6
                ? specials.randomElement(using: &generator)!
                : Double.random(in: -100...100, using: &generator)
        }
        var out: [Transform3D] = [.identity, Transform3D(translationX: -0.0, y: 3), Transform3D(translationX: 2, y: -5)]
        for _ in 0..<count {
            var rows = Transform3D.identity.rows
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:  // the identity with one entry replaced
                rows[Int.random(in: 0..<4, using: &generator)][Int.random(in: 0..<4, using: &generator)] = entry()
            case 1:  // a translation
                rows[3] = [entry(), entry(), entry(), 1]
            default:
                rows = (0..<4).map { _ in (0..<4).map { _ in entry() } }
            }
            out.append(Transform3D(rows: rows))
        }
        return out
    }

    func testProductsAreBitIdenticalToTheRowByColumnProduct() {
        let samples = Self.samples(count: 200, seed: 18)
        var skipped = 0
        for a in samples {
            for b in samples {
                let product = a.concatenating(b)
                XCTAssertEqual(
                    product.entryBits, Transform3D.rowByColumnProduct(a, b).entryBits, "\(a.rows) × \(b.rows)")
                if a.isExactlyIdentity || b.isExactlyIdentity { skipped += 1 }
            }
        }
        XCTAssertGreaterThan(skipped, 500, "the identity's own path is exercised")
    }

    func testIdentityIsExactBits() {
        XCTAssertTrue(Transform3D.identity.isExactlyIdentity)
        var negativeZero = Transform3D.identity
        negativeZero.m41 = -0.0
        XCTAssertEqual(negativeZero, .identity, "equal as numbers")
        XCTAssertFalse(negativeZero.isExactlyIdentity, "but not bit for bit")
        XCTAssertFalse(Transform3D(translationX: 1, y: 0).isExactlyIdentity)
    }
}

/// A linear congruential generator: the same samples every run, so a failure reproduces.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
