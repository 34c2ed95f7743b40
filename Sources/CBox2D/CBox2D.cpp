// The C interface of CBox2D.h over Box2D 2.4.1. One rule is Reel's own, in PreSolve: how a
// collision's restitution is measured (see bounce below).
#include "CBox2D.h"

#include <box2d/box2d.h>

#include <algorithm>
#include <cfloat>
#include <set>
#include <utility>
#include <vector>

namespace {

/// Fixture user data: an item's index + 1, or kBoundaryTag + a boundary group.
constexpr uintptr_t kBoundaryTag = uintptr_t(1) << 40;
/// Box2D's restitution threshold (b2FixtureDef's default, 1 m/s): slower impacts do not bounce.
constexpr float kRestitutionThreshold = 1.0f;

struct Force {
    b2Vec2 force, offset;
};

struct Item {
    b2Body *body;
    b2Vec2 acceleration{0.0f, 0.0f};
    std::vector<Force> forces;
};

}  // namespace

struct CBox2DWorld final : b2ContactFilter, b2ContactListener {
    b2World world{b2Vec2(0.0f, 0.0f)};
    b2Body *ground;
    std::vector<Item> items;
    std::vector<b2Fixture *> segments;
    std::vector<b2Joint *> joints;
    std::set<std::pair<int, int>> pairs;
    std::set<std::pair<int, int>> boundaries;
    float step = 0.0f;

    CBox2DWorld() {
        b2BodyDef def;
        ground = world.CreateBody(&def);
        world.SetContactFilter(this);
        world.SetContactListener(this);
        // A body at rest stays simulated: no sleeping, so nothing depends on how long it rested.
        world.SetAllowSleeping(false);
    }

    static bool isBoundary(b2Fixture *f) { return f->GetUserData().pointer >= kBoundaryTag; }

    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        uintptr_t ua = a->GetUserData().pointer, ub = b->GetUserData().pointer;
        bool ba = ua >= kBoundaryTag, bb = ub >= kBoundaryTag;
        if (ba && bb) return false;
        if (ba || bb) {
            int item = int((ba ? ub : ua) - 1), group = int((ba ? ua : ub) - kBoundaryTag);
            return boundaries.count({item, group}) > 0;
        }
        int i = int(ua - 1), j = int(ub - 1);
        if (i > j) std::swap(i, j);
        return pairs.count({i, j}) > 0;
    }

    /// The constant acceleration of a body's centre from its forces (0 for the ground and statics).
    b2Vec2 acceleration(b2Body *body) const {
        uintptr_t index = body->GetUserData().pointer;
        if (index == 0 || body->GetType() != b2_dynamicBody) return b2Vec2(0.0f, 0.0f);
        const Item &item = items[index - 1];
        b2Vec2 a = item.acceleration;
        float mass = body->GetMass();
        if (mass > 0) {
            for (const Force &f : item.forces) a += (1.0f / mass) * f.force;
        }
        return a;
    }

    /// The bounce. Box2D 2.4 reflects the approach speed after this step's forces (gravity) were
    /// added, which at 60 Hz returns a ball of restitution 1 higher at every bounce; Box2D 3
    /// reflects the speed from before them, which keeps or loses height depending on where the
    /// steps fall. UIKit's ball loses height at every bounce: here the rebound is the restitution
    /// times the approach speed before the step, less what the step's pressing acceleration
    /// adds (the contact absorbs it, as it does for a body at rest), and impacts slower than the
    /// threshold do not bounce.
    void PreSolve(b2Contact *contact, const b2Manifold *) override {
        b2Fixture *fa = contact->GetFixtureA(), *fb = contact->GetFixtureB();
        b2Body *a = fa->GetBody(), *b = fb->GetBody();
        int count = contact->GetManifold()->pointCount;
        if (count == 0) return;
        b2WorldManifold manifold;
        contact->GetWorldManifold(&manifold);
        b2Vec2 n = manifold.normal;
        float approach = 0.0f;
        for (int i = 0; i < count; ++i) {
            b2Vec2 p = manifold.points[i];
            b2Vec2 dv = b->GetLinearVelocityFromWorldPoint(p) - a->GetLinearVelocityFromWorldPoint(p);
            approach = std::min(approach, b2Dot(dv, n));
        }
        float press = std::min(b2Dot(acceleration(b) - acceleration(a), n), 0.0f);
        float restitution = std::max(fa->GetRestitution(), fb->GetRestitution());
        float rebound = -approach >= kRestitutionThreshold ? restitution * -approach + press * step : 0.0f;
        // What the solver will reflect: the approach speed with the step's forces added.
        float solved = approach + press * step;
        contact->SetRestitution(solved < 0.0f && rebound > 0.0f ? rebound / -solved : 0.0f);
        contact->SetRestitutionThreshold(0.0f);
        // Against a boundary, the item's own friction; between items, Box2D's √(fa·fb).
        if (isBoundary(fa) || isBoundary(fb)) {
            contact->SetFriction(isBoundary(fa) ? fb->GetFriction() : fa->GetFriction());
        }
    }
};

extern "C" {

CBox2DWorld *cbox2d_world_create(void) { return new CBox2DWorld(); }

void cbox2d_world_destroy(CBox2DWorld *world) { delete world; }

int cbox2d_body_add(CBox2DWorld *world, int isCircle, double halfWidth, double halfHeight) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    int index = int(world->items.size());
    def.userData.pointer = uintptr_t(index) + 1;
    b2Body *body = world->world.CreateBody(&def);
    b2CircleShape circle;
    b2PolygonShape box;
    b2FixtureDef fixture;
    if (isCircle) {
        circle.m_radius = float(halfWidth);
        fixture.shape = &circle;
    } else {
        box.SetAsBox(float(halfWidth), float(halfHeight));
        fixture.shape = &box;
    }
    fixture.density = 1.0f;
    fixture.friction = 0.0f;
    fixture.restitution = 0.0f;
    fixture.restitutionThreshold = kRestitutionThreshold;
    fixture.userData.pointer = uintptr_t(index) + 1;
    body->CreateFixture(&fixture);
    world->items.push_back(Item{body});
    return index;
}

void cbox2d_body_set_state(CBox2DWorld *world, int index, CBox2DState s) {
    b2Body *body = world->items[index].body;
    body->SetTransform(b2Vec2(float(s.x), float(s.y)), float(s.angle));
    body->SetLinearVelocity(b2Vec2(float(s.vx), float(s.vy)));
    body->SetAngularVelocity(float(s.angularVelocity));
}

CBox2DState cbox2d_body_state(const CBox2DWorld *world, int index) {
    const b2Body *body = world->items[index].body;
    b2Vec2 p = body->GetPosition(), v = body->GetLinearVelocity();
    return CBox2DState{p.x, p.y, body->GetAngle(), v.x, v.y, body->GetAngularVelocity()};
}

void cbox2d_body_set_material(CBox2DWorld *world, int index, CBox2DMaterial m) {
    b2Body *body = world->items[index].body;
    b2Fixture *fixture = body->GetFixtureList();
    fixture->SetDensity(float(m.density));
    fixture->SetFriction(float(m.friction));
    fixture->SetRestitution(float(m.restitution));
    b2BodyType type = m.anchored ? b2_staticBody : b2_dynamicBody;
    if (body->GetType() != type) body->SetType(type);
    if (body->IsFixedRotation() != bool(m.fixedRotation)) body->SetFixedRotation(m.fixedRotation);
    body->ResetMassData();
    body->SetLinearDamping(float(m.linearDamping));
    body->SetAngularDamping(float(m.angularDamping));
    if (body->IsEnabled() != bool(m.enabled)) body->SetEnabled(m.enabled);
}

double cbox2d_body_mass(const CBox2DWorld *world, int index) { return world->items[index].body->GetMass(); }

double cbox2d_body_inertia(const CBox2DWorld *world, int index) { return world->items[index].body->GetInertia(); }

void cbox2d_clear_forces(CBox2DWorld *world) {
    for (Item &item : world->items) {
        item.acceleration.SetZero();
        item.forces.clear();
    }
}

void cbox2d_body_add_acceleration(CBox2DWorld *world, int index, double ax, double ay) {
    world->items[index].acceleration += b2Vec2(float(ax), float(ay));
}

void cbox2d_body_add_force(CBox2DWorld *world, int index, double fx, double fy, double ox, double oy) {
    world->items[index].forces.push_back(Force{b2Vec2(float(fx), float(fy)), b2Vec2(float(ox), float(oy))});
}

void cbox2d_body_apply_impulse(CBox2DWorld *world, int index, double jx, double jy, double ox, double oy) {
    b2Body *body = world->items[index].body;
    if (body->GetType() != b2_dynamicBody) return;
    b2Vec2 point = body->GetWorldPoint(b2Vec2(float(ox), float(oy)));
    body->ApplyLinearImpulse(b2Vec2(float(jx), float(jy)), point, true);
}

void cbox2d_structure_clear(CBox2DWorld *world) {
    for (b2Joint *joint : world->joints) world->world.DestroyJoint(joint);
    for (b2Fixture *segment : world->segments) world->ground->DestroyFixture(segment);
    world->joints.clear();
    world->segments.clear();
    world->pairs.clear();
    world->boundaries.clear();
}

void cbox2d_allow_pair(CBox2DWorld *world, int a, int b) { world->pairs.insert({std::min(a, b), std::max(a, b)}); }

void cbox2d_segment_add(CBox2DWorld *world, int group, double x1, double y1, double x2, double y2) {
    b2EdgeShape edge;
    edge.SetTwoSided(b2Vec2(float(x1), float(y1)), b2Vec2(float(x2), float(y2)));
    b2FixtureDef fixture;
    fixture.shape = &edge;
    fixture.friction = 0.0f;
    fixture.restitution = 0.0f;
    fixture.userData.pointer = kBoundaryTag + uintptr_t(group);
    world->segments.push_back(world->ground->CreateFixture(&fixture));
}

void cbox2d_allow_boundary(CBox2DWorld *world, int body, int group) { world->boundaries.insert({body, group}); }

void cbox2d_distance_joint_add(
    CBox2DWorld *world, int a, double ax, double ay, int b, double bx, double by, double length, double frequency,
    double dampingRatio) {
    b2DistanceJointDef def;
    def.bodyA = world->items[a].body;
    def.bodyB = b < 0 ? world->ground : world->items[b].body;
    def.localAnchorA.Set(float(ax), float(ay));
    def.localAnchorB.Set(float(bx), float(by));
    // The collision behaviours decide what collides, joined or not.
    def.collideConnected = true;
    def.length = float(length);
    if (frequency > 0) {
        b2LinearStiffness(def.stiffness, def.damping, float(frequency), float(dampingRatio), def.bodyA, def.bodyB);
        def.minLength = 0.0f;
        def.maxLength = FLT_MAX;
    } else {
        def.minLength = def.length;
        def.maxLength = def.length;
    }
    world->joints.push_back(world->world.CreateJoint(&def));
}

void cbox2d_snap_add(CBox2DWorld *world, int index, double x, double y, double frequency, double dampingRatio) {
    b2Body *body = world->items[index].body;
    b2MouseJointDef def;
    def.bodyA = world->ground;
    def.bodyB = body;
    def.collideConnected = true;
    // Made at the body's centre, so the centre is the point pulled; then aimed at the point.
    def.target = body->GetPosition();
    def.maxForce = 1000.0f * std::max(body->GetMass(), 1e-6f);
    b2LinearStiffness(def.stiffness, def.damping, float(frequency), float(dampingRatio), def.bodyA, def.bodyB);
    auto *joint = static_cast<b2MouseJoint *>(world->world.CreateJoint(&def));
    joint->SetTarget(b2Vec2(float(x), float(y)));
    world->joints.push_back(joint);
}

void cbox2d_refilter(CBox2DWorld *world) {
    for (Item &item : world->items) item.body->GetFixtureList()->Refilter();
}

void cbox2d_world_step(CBox2DWorld *world, double seconds, int velocityIterations, int positionIterations) {
    for (Item &item : world->items) {
        b2Body *body = item.body;
        if (body->GetType() != b2_dynamicBody || !body->IsEnabled()) continue;
        if (item.acceleration.x != 0 || item.acceleration.y != 0) {
            body->ApplyForceToCenter(body->GetMass() * item.acceleration, true);
        }
        for (const Force &f : item.forces) body->ApplyForce(f.force, body->GetWorldPoint(f.offset), true);
    }
    world->step = float(seconds);
    world->world.Step(float(seconds), velocityIterations, positionIterations);
}

}  // extern "C"
