import Foundation
import ReelCoreAnimation
import ReelDynamics

/// Something a ``UIDynamicAnimator`` moves: a ``UIView``, or your own type.
///
/// The animator reads an item's state when a behaviour first acts on it. A view on a stage is
/// moved by recording its layer's position and transform; another item gets ``center`` and
/// ``transform`` set as the clock advances.
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates, in points.
    var center: CGPoint { get set }
    /// The item's bounds: its size is the size the animator collides (and its area, times the
    /// density, the mass: 1 for a 100 × 100 item of density 1).
    var bounds: CGRect { get }
    /// The item's transform: the animator reads its rotation and writes rotations only.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides as: ``UIDynamicItemCollisionBoundsType/ellipse`` is a circle
    /// whose radius is the smaller half-side; ``UIDynamicItemCollisionBoundsType/rectangle`` and
    /// ``UIDynamicItemCollisionBoundsType/path`` are the bounds, turning with the item.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

/// The shape a dynamic item collides as, with UIKit's cases and raw values.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    /// The item's bounds, a rectangle that turns with the item.
    case rectangle
    /// A circle whose radius is half the shorter side of the bounds (UIKit's ellipse; Reel
    /// collides circles).
    case ellipse
    /// UIKit's `collisionBoundingPath`, which Reel does not have: collides as ``rectangle``.
    case path
}

extension UIView: UIDynamicItem {}

/// Distances inwards from each edge of a rectangle, in points, for
/// ``UICollisionBehavior/setTranslatesReferenceBoundsIntoBoundary(with:)``.
public struct UIEdgeInsets: Sendable, Hashable {
    /// The distance down from the top edge.
    public var top: CGFloat
    /// The distance right from the left edge.
    public var left: CGFloat
    /// The distance up from the bottom edge.
    public var bottom: CGFloat
    /// The distance left from the right edge.
    public var right: CGFloat
    /// Insets from their four distances.
    ///
    /// - Parameters:
    ///   - top: The distance down from the top edge.
    ///   - left: The distance right from the left edge.
    ///   - bottom: The distance up from the bottom edge.
    ///   - right: The distance left from the right edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No inset on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A behaviour of UIKit Dynamics, possibly made of child behaviours; the base of the concrete
/// ones (``UIGravityBehavior``, ``UICollisionBehavior``…).
///
/// Add it to a ``UIDynamicAnimator`` to make it act. The animator reads its behaviours'
/// properties whenever the stage's clock advances, so a change made at a virtual time acts from
/// that time.
open class UIDynamicBehavior {
    /// The behaviours that act with this one, as part of it.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Accepted and never called: Reel runs the simulation ahead of the code, when the clock
    /// advances, not step by step with it.
    public var action: (() -> Void)?
    /// The animator the behaviour is in; nil until it (or its parent) is added to one.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// A behaviour that does nothing itself; give it child behaviours.
    public init() {}

    /// Adds a child behaviour, which acts while this one is in an animator; adding one twice
    /// does nothing.
    ///
    /// - Parameter behavior: The child behaviour.
    public func addChildBehavior(_ behavior: UIDynamicBehavior) {
        if !childBehaviors.contains(where: { $0 === behavior }) { childBehaviors.append(behavior) }
    }
    /// Removes a child behaviour.
    ///
    /// - Parameter behavior: The child behaviour; one that is not a child is ignored.
    public func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// Called by an animator just before it adds or removes this behaviour; does nothing unless
    /// overridden. Child behaviours are not told.
    ///
    /// - Parameter dynamicAnimator: The animator adding the behaviour, or nil when it is being
    ///   removed.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behaviour acts on directly.
    var dynamicItems: [UIDynamicItem] { [] }
}

/// A behaviour acting on a list of items: Reel's common base of the behaviours UIKit gives
/// `items`, `addItem(_:)` and `removeItem(_:)` (gravity, collision, item properties, push).
open class UIDynamicItemsBehavior: UIDynamicBehavior {
    /// The items the behaviour acts on.
    public private(set) var items: [UIDynamicItem]
    /// A behaviour acting on some items.
    ///
    /// - Parameter items: The items, views or your own ``UIDynamicItem`` types.
    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }
    /// Makes the behaviour act on another item; adding one twice does nothing.
    ///
    /// - Parameter item: The item.
    public func addItem(_ item: UIDynamicItem) { if !items.contains(where: { $0 === item }) { items.append(item) } }
    /// Stops the behaviour acting on an item.
    ///
    /// - Parameter item: The item; one the behaviour does not have is ignored.
    public func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
    override var dynamicItems: [UIDynamicItem] { items }
}

/// A constant acceleration of its items, whatever their mass: UIKit's gravity.
///
/// As in UIKit, a magnitude of 1 is 1000 points/s², and the default pulls down at that rate.
open class UIGravityBehavior: UIDynamicItemsBehavior {
    /// The acceleration as a vector, 1 standing for 1000 points/s²; (0, 1), straight down, by
    /// default.
    public var gravityDirection = CGVector(dx: 0.0, dy: 1.0)
    /// Gravity pulling its items down at 1000 points/s².
    ///
    /// - Parameter items: The items it acts on.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }
    /// The strength of the acceleration, the length of ``gravityDirection``: 1 is 1000 points/s².
    /// Setting it keeps the ``angle``.
    public var magnitude: CGFloat {
        get {
            CGFloat(
                (Double(gravityDirection.dx) * Double(gravityDirection.dx) + Double(gravityDirection.dy)
                    * Double(gravityDirection.dy)).squareRoot())
        }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// The direction of the acceleration in radians from the positive x axis, clockwise on screen
    /// (π/2 is down). Setting it keeps the ``magnitude``.
    public var angle: CGFloat {
        get { CGFloat(atan2(Double(gravityDirection.dy), Double(gravityDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// Sets the direction and strength of the acceleration at once.
    ///
    /// - Parameters:
    ///   - angle: Radians from the positive x axis, clockwise on screen (π/2 is down).
    ///   - magnitude: The strength, 1 being 1000 points/s².
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(
            dx: Double(magnitude) * cos(Double(angle)), dy: Double(magnitude) * sin(Double(angle)))
    }
}

/// Collisions: its items bounce off each other and off boundaries.
///
/// Items collide with the other items of the same behaviour. A boundary is the reference view's
/// bounds (``translatesReferenceBoundsIntoBoundary``) or a segment or path added with an
/// identifier; boundaries do not move. How items bounce and slide comes from their
/// ``UIDynamicItemBehavior`` (elasticity, friction, density).
open class UICollisionBehavior: UIDynamicItemsBehavior {
    /// What the items collide with, with UIKit's bits.
    public struct Mode: OptionSet, Sendable {
        /// The mode's bits, UIKit's values.
        public let rawValue: UInt
        /// A mode from its bits.
        ///
        /// - Parameter rawValue: The bits, as UIKit lays them out.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// The items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// The items collide with each other and with the boundaries.
        public static let everything: Mode = [.items, .boundaries]
    }
    /// What the items collide with; ``Mode/everything`` by default.
    public var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are four walls the items stay inside; false by
    /// default.
    public var translatesReferenceBoundsIntoBoundary = false
    var referenceInsets = UIEdgeInsets.zero
    var namedBoundaries: [(AnyHashable, [DynamicBoundary])] = []

    /// Collisions among some items and with the boundaries.
    ///
    /// - Parameter items: The items that collide.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    /// Makes the reference view's bounds, inset, four walls the items stay inside.
    ///
    /// - Parameter insets: How far in from each edge of the bounds the walls stand.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }
    /// Adds a boundary along a path, replacing any with the same identifier.
    ///
    /// The path is flattened into segments; items collide with either side of them.
    ///
    /// - Parameters:
    ///   - identifier: A name for the boundary, any `Hashable` value.
    ///   - path: The boundary, in the reference view's coordinates.
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        namedBoundaries.append((identifier, DynamicBoundary.segments(of: path.cgPath.path)))
    }
    /// Adds a straight boundary, replacing any with the same identifier; items collide with
    /// either side of it.
    ///
    /// - Parameters:
    ///   - identifier: A name for the boundary, any `Hashable` value.
    ///   - p1: One end, in the reference view's coordinates.
    ///   - p2: The other end.
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
    /// Removes the boundary with an identifier.
    ///
    /// - Parameter identifier: The boundary's identifier; one no boundary has is ignored.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        namedBoundaries.removeAll { $0.0 == identifier }
    }
    /// Removes every boundary added with an identifier; the reference bounds' walls stay.
    public func removeAllBoundaries() { namedBoundaries.removeAll() }
    /// The identifiers of the boundaries added with one, in the order they were added; nil when
    /// there are none.
    public var boundaryIdentifiers: [AnyHashable]? { namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.0) }
}

/// The physical properties of its items: how they bounce, slide, weigh and slow down.
///
/// When several item behaviours name an item, the last one the animator reaches wins (in the
/// order behaviours were added, each before its children).
open class UIDynamicItemBehavior: UIDynamicItemsBehavior {
    /// How much speed a collision keeps, 0…1; 0 by default. As in UIKit, even at 1 an item
    /// falling under gravity bounces a little lower each time and comes to rest: the bounce
    /// returns the speed it had before the physics step, less what the step's gravity adds; an
    /// impact slower than 100 points/s does not bounce. Between two items the larger counts.
    public var elasticity: CGFloat = 0
    /// How much the items resist sliding along what they touch (Coulomb friction); 0 by
    /// default. Between two items the geometric mean of theirs counts; against a boundary, the
    /// item's own.
    public var friction: CGFloat = 0
    /// The items' mass per area: mass is area × density, 1 for a 100 × 100 item of density 1;
    /// 1 by default.
    public var density: CGFloat = 1
    /// How fast the items' linear velocity fades, per second: each physics step multiplies it by
    /// 1/(1 + resistance/60), about e^(−resistance·t) (Box2D's linear damping); 0 by default.
    public var resistance: CGFloat = 0
    /// How fast the items' angular velocity fades, per second, as ``resistance`` does for the
    /// linear one; 0 by default.
    public var angularResistance: CGFloat = 0
    /// Accepted and ignored: Reel has no fields.
    public var charge: CGFloat = 0
    /// Whether the items stay where they are: other items collide with them as with a wall;
    /// false by default.
    public var isAnchored = false
    /// Whether the items can turn (from collisions and friction, pushes and attachments off
    /// their centres, and ``addAngularVelocity(_:for:)``); true by default.
    public var allowsRotation = true
    var linearVelocityChanges: [(UIDynamicItem, CGPoint)] = []
    var angularVelocityChanges: [(UIDynamicItem, CGFloat)] = []

    /// Properties for some items, UIKit's defaults until changed.
    ///
    /// - Parameter items: The items they apply to.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    /// Adds to an item's velocity: at once when the animator simulates it, otherwise when the
    /// behaviour first acts on it.
    ///
    /// - Parameters:
    ///   - velocity: The velocity to add, in points per second.
    ///   - item: The item.
    public func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity = body.velocity + DynamicsVector(x: Double(velocity.x), y: Double(velocity.y))
        } else {
            linearVelocityChanges.append((item, velocity))
        }
    }
    /// An item's velocity now.
    ///
    /// - Parameter item: The item.
    /// - Returns: Its velocity in points per second; zero when the behaviour's animator does not
    ///   simulate it yet.
    public func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.body(for: item) else { return .zero }
        return CGPoint(x: body.velocity.x, y: body.velocity.y)
    }
    /// Adds to an item's angular velocity: at once when the animator simulates it, otherwise
    /// when the behaviour first acts on it.
    ///
    /// - Parameters:
    ///   - velocity: The angular velocity to add, in radians per second, positive clockwise on
    ///     screen.
    ///   - item: The item.
    public func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += Double(velocity)
        } else {
            angularVelocityChanges.append((item, velocity))
        }
    }
    /// An item's angular velocity now.
    ///
    /// - Parameter item: The item.
    /// - Returns: Radians per second, positive clockwise on screen; 0 when the behaviour's animator
    ///   does not simulate it yet.
    public func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.body(for: item)?.angularVelocity ?? 0)
    }
}

/// A force on its items, continuous or a single impulse, applied at their centres or, with
/// ``setTargetOffsetFromCenter(_:for:)``, off them (which turns an item that may turn).
///
/// As in UIKit, a magnitude of 1 accelerates a 100 × 100 item of density 1 at 100 points/s²
/// (continuous) or gives it 100 points/s at once (instantaneous); a heavier item moves less.
open class UIPushBehavior: UIDynamicItemsBehavior {
    /// How a push applies its force, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// A constant force while the push is ``UIPushBehavior/active``.
        case continuous
        /// A single change of velocity, after which the push becomes inactive.
        case instantaneous
    }
    /// How the push applies its force.
    public let mode: Mode
    /// Whether the push acts; true by default. An instantaneous push applies once when active,
    /// then becomes inactive: set it to true again to push again.
    public var active = true
    /// The force as a vector (see the type's units); zero, no push, by default.
    public var pushDirection = CGVector.zero
    var targetOffsets: [(UIDynamicItem, UIOffset)] = []
    /// A push with no force yet: set ``pushDirection``, or ``angle`` and ``magnitude``.
    ///
    /// - Parameters:
    ///   - items: The items it pushes.
    ///   - mode: Continuous or instantaneous.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }
    /// The strength of the force, the length of ``pushDirection``. Setting it keeps the ``angle``.
    public var magnitude: CGFloat {
        get {
            CGFloat(
                (Double(pushDirection.dx) * Double(pushDirection.dx) + Double(pushDirection.dy)
                    * Double(pushDirection.dy)).squareRoot())
        }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// The direction of the force in radians from the positive x axis, clockwise on screen (π/2
    /// is down). Setting it keeps the ``magnitude``.
    public var angle: CGFloat {
        get { CGFloat(atan2(Double(pushDirection.dy), Double(pushDirection.dx))) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// Sets the direction and strength of the force at once.
    ///
    /// - Parameters:
    ///   - angle: Radians from the positive x axis, clockwise on screen (π/2 is down).
    ///   - magnitude: The strength (see the type's units).
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: Double(magnitude) * cos(Double(angle)), dy: Double(magnitude) * sin(Double(angle)))
    }
    /// Makes the push act on an item at a point off its centre, in the item's own coordinates (the
    /// point turns with the item): a push off the centre also turns an item that may turn.
    ///
    /// - Parameters:
    ///   - offset: Where the force acts, from the item's centre; zero, the centre, by default.
    ///   - item: The item.
    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        targetOffsets.removeAll { $0.0 === item }
        targetOffsets.append((item, offset))
    }
    /// Where the push acts on an item, from its centre.
    ///
    /// - Parameter item: The item.
    /// - Returns: The offset given to ``setTargetOffsetFromCenter(_:for:)``, zero otherwise.
    public func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        targetOffsets.last { $0.0 === item }?.1 ?? .zero
    }
}

/// A displacement from a point, in points, as UIKit Dynamics uses for attachment points.
public struct UIOffset: Sendable, Hashable {
    /// The displacement along x, positive to the right.
    public var horizontal: CGFloat
    /// The displacement along y, positive downwards.
    public var vertical: CGFloat
    /// An offset from its two components.
    ///
    /// - Parameters:
    ///   - horizontal: The displacement along x, positive to the right.
    ///   - vertical: The displacement along y, positive downwards.
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    /// No displacement.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// A spring that pulls an item to a point and holds it there.
///
/// Apple does not publish UIKit's spring; Reel's is Box2D's mouse joint at 2 Hz with a damping
/// ratio of 0.5 + ``damping``, and the item stops turning while it snaps.
open class UISnapBehavior: UIDynamicBehavior {
    /// The item the behaviour snaps.
    public let item: UIDynamicItem
    /// Where the item's centre is pulled, in the reference view's coordinates.
    public var snapPoint: CGPoint
    /// How quickly the oscillation dies out, 0…1; 0.5 by default.
    public var damping: CGFloat = 0.5
    /// A snap of an item to a point.
    ///
    /// - Parameters:
    ///   - item: The item to snap.
    ///   - point: Where its centre is pulled, in the reference view's coordinates.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        (self.item, self.snapPoint) = (item, point)
        super.init()
    }
    override var dynamicItems: [UIDynamicItem] { [item] }
}

/// A connection of ``length`` between an item and an anchor point or another item: a rigid rod,
/// or a spring when ``frequency`` is above 0.
///
/// Each end is attached at a point offset from its item's centre, which turns with the item; an
/// attachment off the centre turns an item that may turn (Box2D's distance joint).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// The attached items: one for an attachment to an anchor point, two otherwise.
    public let items: [UIDynamicItem]
    let offsets: (UIOffset, UIOffset)
    /// The fixed point an item is attached to, in the reference view's coordinates; zero, and
    /// unused, for an attachment between two items.
    public var anchorPoint: CGPoint
    /// The distance kept between the attachment points; at first, their distance when the
    /// behaviour was made.
    public var length: CGFloat
    /// The spring's damping ratio (1 is critical damping); 0 by default. Unused by a rod.
    public var damping: CGFloat = 0
    /// The spring's frequency of oscillation in hertz; 0, a rigid rod, by default.
    public var frequency: CGFloat = 0

    /// An item attached by its centre to a fixed point.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - point: The anchor point, in the reference view's coordinates.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }
    /// An item attached by a point off its centre to a fixed point.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - offset: Where the attachment is on the item, from its centre.
    ///   - point: The anchor point, in the reference view's coordinates.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        offsets = (offset, .zero)
        anchorPoint = point
        let p = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = CGFloat(hypot(Double(p.x - point.x), Double(p.y - point.y)))
        super.init()
    }
    /// Two items attached by their centres.
    ///
    /// - Parameters:
    ///   - item: One item.
    ///   - other: The other.
    public convenience init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }
    /// Two items attached by points off their centres.
    ///
    /// - Parameters:
    ///   - item: One item.
    ///   - o1: Where the attachment is on `item`, from its centre.
    ///   - other: The other item.
    ///   - o2: Where the attachment is on `other`, from its centre.
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
