// CBox2D: a small C interface to Box2D 2.4.1 (Debian's libbox2d-dev, C++ only) for ReelDynamics.
// Everything is in Box2D's units (meters, kilograms, seconds, radians); ReelDynamics converts
// UIKit's points. Bodies and joints are numbered in the order they are added; nothing here reads
// a clock or random numbers, so the same calls give the same motion.
#ifndef CBOX2D_H
#define CBOX2D_H

#ifdef __cplusplus
extern "C" {
#endif

/// A Box2D world without gravity (accelerations are given per body), with a static ground body
/// that holds the boundaries and the fixed ends of joints.
typedef struct CBox2DWorld CBox2DWorld;

/// A body's position (of its centre), angle and velocities.
typedef struct CBox2DState {
    double x, y, angle, vx, vy, angularVelocity;
} CBox2DState;

/// A body's material: Box2D's density, friction, restitution, damping; whether it is static
/// (anchored), may turn, and takes part at all.
typedef struct CBox2DMaterial {
    double density, friction, restitution, linearDamping, angularDamping;
    int anchored, fixedRotation, enabled;
} CBox2DMaterial;

CBox2DWorld *cbox2d_world_create(void);
void cbox2d_world_destroy(CBox2DWorld *world);

/// Adds a dynamic body, a circle of radius `halfWidth` or a `2·halfWidth × 2·halfHeight` box,
/// density 1, enabled; returns its index.
int cbox2d_body_add(CBox2DWorld *world, int isCircle, double halfWidth, double halfHeight);
void cbox2d_body_set_state(CBox2DWorld *world, int body, CBox2DState state);
CBox2DState cbox2d_body_state(const CBox2DWorld *world, int body);
void cbox2d_body_set_material(CBox2DWorld *world, int body, CBox2DMaterial material);
/// The body's mass (kg) and rotational inertia about its centre (kg·m²), 0 when static.
double cbox2d_body_mass(const CBox2DWorld *world, int body);
double cbox2d_body_inertia(const CBox2DWorld *world, int body);

/// Forgets every body's constant acceleration and forces.
void cbox2d_clear_forces(CBox2DWorld *world);
/// Adds a constant acceleration (whatever the mass: gravity) to a body, applied at every step.
void cbox2d_body_add_acceleration(CBox2DWorld *world, int body, double ax, double ay);
/// Adds a constant force at a point offset from the body's centre in its own frame (turning with
/// it), applied at every step.
void cbox2d_body_add_force(CBox2DWorld *world, int body, double fx, double fy, double ox, double oy);
/// Applies an impulse at once, at a point offset from the body's centre in its own frame.
void cbox2d_body_apply_impulse(CBox2DWorld *world, int body, double jx, double jy, double ox, double oy);

/// Removes the boundaries, the joints and every permission to collide.
void cbox2d_structure_clear(CBox2DWorld *world);
/// Lets two bodies collide with each other.
void cbox2d_allow_pair(CBox2DWorld *world, int a, int b);
/// Adds a two-sided segment to boundary group `group`.
void cbox2d_segment_add(CBox2DWorld *world, int group, double x1, double y1, double x2, double y2);
/// Lets a body collide with the segments of boundary group `group`.
void cbox2d_allow_boundary(CBox2DWorld *world, int body, int group);
/// A distance joint between points of two bodies given in their own frames (`b` −1: a fixed point
/// of the world): rigid at `length` when `frequency` is 0, otherwise a spring (Hz, damping ratio).
void cbox2d_distance_joint_add(
    CBox2DWorld *world, int a, double ax, double ay, int b, double bx, double by, double length,
    double frequency, double dampingRatio);
/// A soft pull of a body's centre to a fixed point (Box2D's mouse joint): a spring of `frequency`
/// Hz and `dampingRatio`.
void cbox2d_snap_add(CBox2DWorld *world, int body, double x, double y, double frequency, double dampingRatio);
/// Makes the collision permissions act on contacts that already exist.
void cbox2d_refilter(CBox2DWorld *world);

/// Advances the world by `seconds`.
void cbox2d_world_step(CBox2DWorld *world, double seconds, int velocityIterations, int positionIterations);

#ifdef __cplusplus
}
#endif

#endif
