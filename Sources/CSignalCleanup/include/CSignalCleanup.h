// Removal of temporary outputs when the process is interrupted (SIGINT, SIGTERM), in C so that
// the signal handler provably calls only async-signal-safe functions (unlink, rmdir, _exit) and
// reads only memory published to it with C11 atomics.
//
// Registration and removal happen outside the handler (ReelPipeline's TemporaryFiles, under its
// own lock): they fill and clear fixed slots of the arrays the handler reads. Memory ordering:
// - A slot holds a pointer to memory that was completely written before the pointer was stored
//   (at least a release store; the handler's load synchronises with it), so the handler, on
//   whatever thread the signal lands, never sees a half-made path.
// - Clearing a slot and then freeing what it pointed to races with a handler that loaded the
//   pointer just before: the handler first raises a flag, and the clearing side reads that flag
//   after clearing the slot (both sequentially consistent). Either the handler loads after the
//   clear (and sees no pointer) or the clearing side sees the flag and leaks the memory instead
//   of freeing it (the process is exiting anyway).
#ifndef REEL_SIGNAL_CLEANUP_H
#define REEL_SIGNAL_CLEANUP_H

/// Slots for files and for sequence folders: outputs registered beyond these are not removed on
/// an interrupt (an export has one or two at a time).
#define REEL_CLEANUP_SLOTS 16

/// A temporary folder of numbered files `directory/prefix` + number (zero-padded to `digits`) +
/// `suffix`, with the buffer the handler builds each name in.
typedef struct reel_cleanup_sequence reel_cleanup_sequence;

/// Publishes a copy of `path` in file slot `slot` (0 ..< REEL_CLEANUP_SLOTS, which must be empty).
/// Returns 0, or -1 when the copy cannot be made (nothing is published then).
int reel_cleanup_set_file(int slot, const char *path);

/// Empties file slot `slot` and frees its copy of the path.
void reel_cleanup_clear_file(int slot);

/// A sequence folder, not yet published; NULL when out of memory.
reel_cleanup_sequence *reel_cleanup_sequence_create(
    const char *directory, const char *prefix, int digits, const char *suffix);

/// Frames 0 ..< count may exist in the folder: set before each frame is created.
void reel_cleanup_sequence_set_count(reel_cleanup_sequence *sequence, long count);

/// Frees a sequence that is in no slot.
void reel_cleanup_sequence_destroy(reel_cleanup_sequence *sequence);

/// Publishes `sequence` in sequence slot `slot` (which must be empty).
void reel_cleanup_set_sequence(int slot, reel_cleanup_sequence *sequence);

/// Empties sequence slot `slot` (the sequence itself is left to its owner).
void reel_cleanup_clear_sequence(int slot);

/// What file slot `slot` publishes (NULL: nothing), and the folder sequence slot `slot` publishes:
/// for tests of the registration, outside any handler.
const char *reel_cleanup_published_file(int slot);
const char *reel_cleanup_published_sequence(int slot);

/// Installs the SIGINT and SIGTERM handler: it removes every published file, and every published
/// sequence's frames 0 ..< count and its folder, then exits with 128 + the signal number, as
/// shells report a signal death. Returns 0, or -1 if sigaction failed (errno says why).
int reel_cleanup_install(void);

#endif
