#include "CSignalCleanup.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The handler may only touch lock-free atomics: a lock-based one could deadlock against the
// thread it interrupted.
_Static_assert(ATOMIC_POINTER_LOCK_FREE == 2, "pointer atomics must be lock-free");
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "int atomics must be lock-free");
_Static_assert(ATOMIC_LONG_LOCK_FREE == 2, "long atomics must be lock-free");

struct reel_cleanup_sequence {
    char *directory;
    char *prefix;
    char *suffix;
    int digits;
    /// Written by the exporting thread, read by the handler (any thread).
    atomic_long count;
    /// Room for the longest name: the three strings, "/", up to 20 digits (or `digits`), NUL.
    char *buffer;
};

static _Atomic(char *) file_slots[REEL_CLEANUP_SLOTS];
static _Atomic(reel_cleanup_sequence *) sequence_slots[REEL_CLEANUP_SLOTS];
/// Raised by the first handler to run; after that nothing published is freed.
static atomic_int handling;

static int valid(int slot) { return slot >= 0 && slot < REEL_CLEANUP_SLOTS; }

/// Whether memory just unpublished may be freed: not once a handler may be reading it (see the header).
static int may_free(void) { return atomic_load(&handling) == 0; }

int reel_cleanup_set_file(int slot, const char *path) {
    if (!valid(slot)) return -1;
    char *copy = strdup(path);
    if (copy == NULL) return -1;
    atomic_store_explicit(&file_slots[slot], copy, memory_order_release);
    return 0;
}

void reel_cleanup_clear_file(int slot) {
    if (!valid(slot)) return;
    char *old = atomic_exchange(&file_slots[slot], NULL);
    if (old != NULL && may_free()) free(old);
}

reel_cleanup_sequence *reel_cleanup_sequence_create(
    const char *directory, const char *prefix, int digits, const char *suffix) {
    reel_cleanup_sequence *sequence = calloc(1, sizeof *sequence);
    if (sequence == NULL) return NULL;
    size_t size = strlen(directory) + strlen(prefix) + strlen(suffix) + (size_t)(digits > 0 ? digits : 0) + 32;
    sequence->directory = strdup(directory);
    sequence->prefix = strdup(prefix);
    sequence->suffix = strdup(suffix);
    sequence->digits = digits;
    atomic_init(&sequence->count, 0);
    sequence->buffer = malloc(size);
    if (!sequence->directory || !sequence->prefix || !sequence->suffix || !sequence->buffer) {
        reel_cleanup_sequence_destroy(sequence);
        return NULL;
    }
    return sequence;
}

void reel_cleanup_sequence_set_count(reel_cleanup_sequence *sequence, long count) {
    // Release: stored before the frame's file is created, so a handler that could see the file
    // sees the count that names it.
    atomic_store_explicit(&sequence->count, count, memory_order_release);
}

void reel_cleanup_sequence_destroy(reel_cleanup_sequence *sequence) {
    if (sequence == NULL || !may_free()) return;
    free(sequence->directory);
    free(sequence->prefix);
    free(sequence->suffix);
    free(sequence->buffer);
    free(sequence);
}

void reel_cleanup_set_sequence(int slot, reel_cleanup_sequence *sequence) {
    if (!valid(slot)) return;
    atomic_store_explicit(&sequence_slots[slot], sequence, memory_order_release);
}

void reel_cleanup_clear_sequence(int slot) {
    if (!valid(slot)) return;
    atomic_store(&sequence_slots[slot], NULL);
}

const char *reel_cleanup_published_file(int slot) { return valid(slot) ? atomic_load(&file_slots[slot]) : NULL; }

const char *reel_cleanup_published_sequence(int slot) {
    if (!valid(slot)) return NULL;
    reel_cleanup_sequence *sequence = atomic_load(&sequence_slots[slot]);
    return sequence != NULL ? sequence->directory : NULL;
}

/// Copies the NUL-terminated `text` to `out`, returning the end (no library call).
static char *append(char *out, const char *text) {
    while (*text != '\0') *out++ = *text++;
    return out;
}

/// Unlinks frames 0 ..< count of `sequence` and then its folder, building each name in the
/// sequence's own buffer: no allocation, no lock.
static void remove_sequence(reel_cleanup_sequence *sequence) {
    long count = atomic_load_explicit(&sequence->count, memory_order_acquire);
    for (long index = 0; index < count; index++) {
        char *out = append(sequence->buffer, sequence->directory);
        *out++ = '/';
        out = append(out, sequence->prefix);
        // The number, zero-padded: count its digits first, then write them backwards.
        int width = 1;
        for (long rest = index / 10; rest > 0; rest /= 10) width++;
        int padded = width > sequence->digits ? width : sequence->digits;
        long value = index;
        for (int j = padded - 1; j >= 0; j--) {
            out[j] = (char)('0' + value % 10);
            value /= 10;
        }
        out = append(out + padded, sequence->suffix);
        *out = '\0';
        unlink(sequence->buffer);
    }
    rmdir(sequence->directory);
}

static void handle(int signal_number) {
    // One handler removes and exits; a second signal meanwhile (on another thread: the handler's
    // mask keeps it off this one) stops its thread there, so that it makes no new file.
    if (atomic_exchange(&handling, 1) != 0) {
        for (;;) pause();
    }
    // Sequentially consistent loads, after raising the flag: see the header's memory ordering.
    for (int i = 0; i < REEL_CLEANUP_SLOTS; i++) {
        char *path = atomic_load(&file_slots[i]);
        if (path != NULL) unlink(path);
    }
    for (int i = 0; i < REEL_CLEANUP_SLOTS; i++) {
        reel_cleanup_sequence *sequence = atomic_load(&sequence_slots[i]);
        if (sequence != NULL) remove_sequence(sequence);
    }
    _exit(128 + signal_number);
}

int reel_cleanup_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    return sigaction(SIGTERM, &action, NULL);
}
