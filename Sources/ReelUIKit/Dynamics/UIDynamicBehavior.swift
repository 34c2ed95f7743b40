import Foundation
import ReelCoreAnimation
import ReelDynamics

/// `UIDynamicItem`: what the dynamic animator moves (a `UIView`, or your own type).
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// `.ellipse` collides as a circle of the smaller half-side; `.rectangle` and `.path` as the
    /// axis-aligned bounds.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

/// `UIDynamicItemCollisionBoundsType`.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    case rectangle, ellipse, path
}

extension UIView: UIDynamicItem {}

/// `UIEdgeInsets`, for `setTranslatesReferenceBoundsIntoBoundary(with:)`.
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIDynamicBehavior`: a behaviour, possibly made of child behaviours.
open class UIDynamicBehavior {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Accepted; Reel does not call it (the simulation runs ahead of the clock).
    public var action: (() -> Void)?
    /// The animator the behaviour is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public init() {}

    public func addChildBehavior(_ behavior: UIDynamicBehavior) {
        if !childBehaviors.contains(where: { $0 === behavior }) { childBehaviors.append(behavior) }
    }
    public func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behaviour acts on directly.
    var dynamicItems: [UIDynamicItem] { [] }
}

/// A behaviour with a list of items.
open class UIDynamicItemsBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }
    public func addItem(_ item: UIDynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    public func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
    override var dynamicItems: [UIDynamicItem] { items }
}

/// `UIGravityBehavior`: magnitude 1 is 1000 points/s², direction (0, 1) by default.
open class UIGravityBehavior: UIDynamicItemsBehavior {
    public var gravityDirection = CGVector(dx: 0.0, dy: 1.0)
    public override init(items: [UIDynamicItem]) { super.init(items: items) }
    public var magnitude: CGFloat {
        get {
            CGFloat(
                (Double(gravityDirection.dx) * Double(gravityDirection.dx) + Double(gravityDirection.dy)
                    * Double(gravityDirection.dy)).squareRoot())
        }
        set { setAngle(angle, magnitude: newValue) }
    }
    public var angle: CGFloat {
        get { CGFloat(atan2(Double(gravityDirection.dy), Double(gravityDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(
            dx: Double(magnitude) * cos(Double(angle)), dy: Double(magnitude) * sin(Double(angle)))
    }
}

/// `UICollisionBehavior`: items collide with each other and with boundaries.
open class UICollisionBehavior: UIDynamicItemsBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }
    public var collisionMode: Mode = .everything
    /// The reference view's bounds (inset by `referenceInsets`) as four walls.
    public var translatesReferenceBoundsIntoBoundary = false
    var referenceInsets = UIEdgeInsets.zero
    var namedBoundaries: [(AnyHashable, [DynamicBoundary])] = []

    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    public func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }
    /// A boundary along a path (its flattened outline; both sides collide).
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        namedBoundaries.append((identifier, DynamicBoundary.segments(of: path.cgPath.path)))
    }
    /// A boundary segment (both sides collide).
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
        removeBoundary(withIdentifier: identifier)
        namedBoundaries.append(
            (
                identifier,
                [
                    .segment(
                        DynamicsVector(x: Double(p1.x), y: Double(p1.y)),
                        DynamicsVector(x: Double(p2.x), y: Double(p2.y)))
                ]
            ))
    }
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        namedBoundaries.removeAll { $0.0 == identifier }
    }
    public func removeAllBoundaries() { namedBoundaries.removeAll() }
    public var boundaryIdentifiers: [AnyHashable]? { namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.0) }
}

/// `UIDynamicItemBehavior`: the items' material (the last one added wins for an item).
open class UIDynamicItemBehavior: UIDynamicItemsBehavior {
    /// 0…1; 1 bounces back at the same speed (Reel conserves energy then).
    public var elasticity: CGFloat = 0
    public var friction: CGFloat = 0
    public var density: CGFloat = 1
    /// Linear velocity damping per second.
    public var resistance: CGFloat = 0
    public var angularResistance: CGFloat = 0
    /// Accepted; Reel has no fields.
    public var charge: CGFloat = 0
    public var isAnchored = false
    public var allowsRotation = true
    var linearVelocityChanges: [(UIDynamicItem, CGPoint)] = []
    var angularVelocityChanges: [(UIDynamicItem, CGFloat)] = []

    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    public func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity = body.velocity + DynamicsVector(x: Double(velocity.x), y: Double(velocity.y))
        } else {
            linearVelocityChanges.append((item, velocity))
        }
    }
    public func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.body(for: item) else { return .zero }
        return CGPoint(x: body.velocity.x, y: body.velocity.y)
    }
    public func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += Double(velocity)
        } else {
            angularVelocityChanges.append((item, velocity))
        }
    }
    public func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.body(for: item)?.angularVelocity ?? 0)
    }
}

/// `UIPushBehavior`: magnitude 1 accelerates a 100 × 100 item of density 1 at 100 points/s²
/// (continuous) or gives it 100 points/s at once (instantaneous).
open class UIPushBehavior: UIDynamicItemsBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }
    public let mode: Mode
    /// An instantaneous push applies once when active, then becomes inactive.
    public var active = true
    public var pushDirection = CGVector.zero
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }
    public var magnitude: CGFloat {
        get {
            CGFloat(
                (Double(pushDirection.dx) * Double(pushDirection.dx) + Double(pushDirection.dy)
                    * Double(pushDirection.dy)).squareRoot())
        }
        set { setAngle(angle, magnitude: newValue) }
    }
    public var angle: CGFloat {
        get { CGFloat(atan2(Double(pushDirection.dy), Double(pushDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: Double(magnitude) * cos(Double(angle)), dy: Double(magnitude) * sin(Double(angle)))
    }
    /// Accepted; Reel pushes at the centre.
    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {}
}

/// `UIOffset`.
public struct UIOffset: Sendable, Hashable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// `UISnapBehavior`: the item springs to `snapPoint` (Reel: 2 Hz, damping ratio 0.5 + `damping`)
/// and turns back upright.
open class UISnapBehavior: UIDynamicBehavior {
    public let item: UIDynamicItem
    public var snapPoint: CGPoint
    /// 0…1, 0.5 by default.
    public var damping: CGFloat = 0.5
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        (self.item, self.snapPoint) = (item, point)
        super.init()
    }
    override var dynamicItems: [UIDynamicItem] { [item] }
}

/// `UIAttachmentBehavior`: a spring (`frequency` > 0, in Hz, with a damping ratio) or a rigid rod
/// (`frequency` 0) of `length` between an item and an anchor point or another item.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [UIDynamicItem]
    let offsets: (UIOffset, UIOffset)
    public var anchorPoint: CGPoint
    public var length: CGFloat
    public var damping: CGFloat = 0
    public var frequency: CGFloat = 0

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        offsets = (offset, .zero)
        anchorPoint = point
        let p = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = CGFloat(hypot(Double(p.x - point.x), Double(p.y - point.y)))
        super.init()
    }
    public convenience init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }
    public init(
        item: UIDynamicItem, offsetFromCenter o1: UIOffset, attachedTo other: UIDynamicItem,
        offsetFromCenter o2: UIOffset
    ) {
        items = [item, other]
        offsets = (o1, o2)
        anchorPoint = .zero
        let p = CGPoint(x: item.center.x + o1.horizontal, y: item.center.y + o1.vertical)
        let q = CGPoint(x: other.center.x + o2.horizontal, y: other.center.y + o2.vertical)
        length = CGFloat(hypot(Double(p.x - q.x), Double(p.y - q.y)))
        super.init()
    }
    override var dynamicItems: [UIDynamicItem] { items }
}
