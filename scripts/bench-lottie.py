"""Reel beside ThorVG and rlottie on a corpus of Lottie files: pixels and speed.

Called by scripts/bench-lottie (which makes the venv and builds Reel); run on its own as
    python scripts/bench-lottie.py --reel .build/release/reel [--samples 6] [--speed-frames 60] FILE...

For each file it renders `--samples` frames spread over the animation with each engine at the
file's own size and compares them as premultiplied RGBA (what each engine draws over a
transparent canvas): the mean absolute difference per channel and the worst channel, for Reel
against each reference and for the two references against each other. Then it times each
engine on one thread, cycling through the animation's frames as a player would, and prints frames
per second of CPU time, which the other work of a shared machine moves far less than wall time
(Reel: the CPU time of `reel bench --threads 1` rendering N + 1 frames less that of 1 frame, so
reading the file, lowering it and starting the process are left out, over N: each frame's
snapshot of the timeline and render; the references: the process's CPU time, every thread's,
over their frame update and draw, called through ctypes into a buffer made once; rlottie
rasterizes on worker threads of its own, which the calling thread's time leaves out). Last, the
Lottie features the file uses.
"""

import argparse
import ctypes
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np


# --- Features ---------------------------------------------------------------------------------

SHAPE_NAMES = {
    "rc": "rect", "el": "ellipse", "sr": "polystar", "sh": "path", "fl": "fill", "st": "stroke",
    "gf": "gradient fill", "gs": "gradient stroke", "tm": "trim", "rp": "repeater", "mm": "merge",
    "rd": "rounded corners", "op": "offset path", "pb": "pucker/bloat", "tw": "twist", "zz": "zig zag",
}
LAYER_NAMES = {0: "precomp", 1: "solid", 2: "image", 3: "null", 4: "shape", 5: "text"}
MASK_MODES = {"a": "add", "s": "subtract", "i": "intersect", "l": "lighten", "d": "darken", "f": "difference"}
MATTES = {1: "alpha matte", 2: "inverted alpha matte", 3: "luma matte", 4: "inverted luma matte"}


def features(doc):
    """The Lottie features a document uses, as short names in a stable order."""
    found = set()

    def prop(p, name=None):
        if not isinstance(p, dict):
            return
        if "x" in p and isinstance(p["x"], str):
            found.add("expressions")
        if p.get("s") is True and "x" in p and isinstance(p["x"], dict):
            found.add("separated position")
            for key in ("x", "y"):
                prop(p.get(key))
            return
        keys = p.get("k")
        if p.get("a") == 1 and isinstance(keys, list) and keys and isinstance(keys[0], dict):
            found.add("keyframes")
            for k in keys:
                if k.get("h") == 1:
                    found.add("hold")
                if any(v != 0 for v in (k.get("to") or []) + (k.get("ti") or [])):
                    found.add("spatial")
                for handle in ("o", "i"):
                    h = k.get(handle)
                    if isinstance(h, dict) and isinstance(h.get("x"), list) and len(set(h["x"])) > 1:
                        found.add("per-dimension easing")
            if name:
                found.add("animated " + name)

    def transform(ks):
        if not isinstance(ks, dict):
            return
        for key, name in (("p", "position"), ("a", "anchor"), ("s", "scale"), ("r", "rotation"), ("o", "opacity")):
            prop(ks.get(key), name)
        if "sk" in ks and (ks["sk"].get("a") == 1 or ks["sk"].get("k", 0) != 0):
            found.add("skew")
            prop(ks["sk"])

    def shapes(items):
        for item in items or []:
            ty = item.get("ty")
            if item.get("hd"):
                continue
            if ty == "gr":
                found.add("group")
                shapes(item.get("it"))
                continue
            if ty == "tr":
                transform(item)
                continue
            if ty in SHAPE_NAMES:
                found.add(SHAPE_NAMES[ty])
            if ty in ("gf", "gs"):
                found.add("radial gradient" if item.get("t") == 2 else "linear gradient")
            if ty in ("st", "gs") and item.get("d"):
                found.add("dashes")
            if ty == "tm":
                found.add("trim individually" if item.get("m") == 2 else "trim simultaneously")
            if ty == "sh" and item.get("ks", {}).get("a") == 1:
                found.add("path morph")
            for key, value in item.items():
                if isinstance(value, dict) and "k" in value:
                    prop(value)

    def layers(list_, nested):
        for layer in list_ or []:
            ty = layer.get("ty")
            found.add(LAYER_NAMES.get(ty, f"layer type {ty}") + " layer")
            if "parent" in layer:
                found.add("parenting")
            if layer.get("sr", 1) != 1:
                found.add("time stretch")
            if "tm" in layer:
                found.add("time remap")
            if layer.get("ddd"):
                found.add("3D")
            if layer.get("ao"):
                found.add("auto-orient")
            if layer.get("ef"):
                found.add("effects")
            if layer.get("bm"):
                found.add("blend modes")
            if layer.get("tt"):
                found.add(MATTES.get(layer["tt"], "matte"))
            for mask in layer.get("masksProperties") or []:
                found.add("mask " + MASK_MODES.get(mask.get("mode"), str(mask.get("mode"))))
                if mask.get("inv"):
                    found.add("inverted mask")
                if mask.get("x", {}).get("k", 0) != 0:
                    found.add("mask expansion")
            if ty == 5 and doc.get("chars"):
                found.add("glyphs")
            if layer.get("st", 0) != 0:
                found.add("start offset")
            transform(layer.get("ks"))
            shapes(layer.get("shapes"))

    layers(doc.get("layers"), False)
    for asset in doc.get("assets") or []:
        layers(asset.get("layers"), True)
    return sorted(found)


# --- Engines ----------------------------------------------------------------------------------


def premultiplied(rgba):
    """Straight-alpha RGBA8 (Reel's raw output) as premultiplied, rounded as Reel's pixmaps are."""
    out = rgba.astype(np.uint32)
    a = out[..., 3:4]
    out[..., :3] = (out[..., :3] * a + 127) // 255
    return out.astype(np.uint8)


class Reel:
    name = "reel"

    def __init__(self, binary):
        self.binary = binary

    def frames(self, path, doc, frames):
        """The frames (Lottie frame numbers from `ip`), each as premultiplied RGBA (h, w, 4)."""
        w, h, ip = int(doc["w"]), int(doc["h"]), doc["ip"]
        out = []
        with tempfile.TemporaryDirectory() as folder:
            for f in frames:
                target = os.path.join(folder, f"{f}.rgba")
                index = int(round(f - ip))
                subprocess.run(
                    [self.binary, "export", path, "--format", "rgba", "-o", target, "--frames",
                     f"{index}..{index + 1}", "--threads", "1", "--quiet"],
                    check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                data = np.fromfile(target, dtype=np.uint8)
                out.append(premultiplied(data.reshape(h, w, 4)))
        return out

    def _cpu(self, path, frames):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(
            [self.binary, "bench", path, "--frames", str(frames), "--threads", "1"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)

    def fps(self, path, doc, count):
        # The best of three of each, so that a burst of the machine's other work is left out;
        # more frames until they take 0.3 s, since the kernel counts CPU time in ticks.
        one = min(self._cpu(path, 1) for _ in range(3))
        while True:
            many = min(self._cpu(path, count + 1) for _ in range(3))
            if many - one >= 0.3 or count >= 100_000:
                return count / max(many - one, 1e-9)
            count *= max(2, min(10, int(0.5 / max(many - one, 0.01))))


class ThorVG:
    name = "thorvg"

    def __init__(self):
        import thorvg_python as tvg

        self.tvg = tvg
        self.engine = tvg.Engine(threads=0)  # no worker threads: the calling thread renders

    def _open(self, path, doc):
        tvg = self.tvg
        w, h = int(doc["w"]), int(doc["h"])
        canvas = tvg.SwCanvas(self.engine)
        canvas.set_target(w, h, w, tvg.Colorspace.ABGR8888)  # premultiplied, bytes R G B A
        animation = tvg.LottieAnimation(self.engine)
        picture = animation.get_picture()
        if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
            raise RuntimeError(f"ThorVG could not load {path}")
        picture.set_size(w, h)
        canvas.add(picture)
        return canvas, animation

    def _draw(self, canvas, animation, frame):
        animation.set_frame(frame)
        canvas.update()
        canvas.draw(True)
        canvas.sync()

    def frames(self, path, doc, frames):
        canvas, animation = self._open(path, doc)
        w, h = int(doc["w"]), int(doc["h"])
        out = []
        for f in frames:
            # ThorVG counts frames from the composition's in point.
            self._draw(canvas, animation, f - doc["ip"])
            out.append(np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4).copy())
        canvas.destroy()
        return out

    def fps(self, path, doc, count):
        canvas, animation = self._open(path, doc)
        total = int(doc["op"] - doc["ip"])
        self._draw(canvas, animation, 0)
        fps = frames_per_second(lambda n: self._draw(canvas, animation, n % total), count)
        canvas.destroy()
        return fps


class RLottie:
    name = "rlottie"

    def __init__(self):
        from rlottie_python import LottieAnimation

        self.LottieAnimation = LottieAnimation

    def _open(self, path, doc):
        animation = self.LottieAnimation.from_file(path)
        lib = animation.rlottie_lib
        w, h = int(doc["w"]), int(doc["h"])
        buffer = (ctypes.c_uint32 * (w * h))()
        lib.lottie_animation_render.argtypes = [
            ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]
        lib.lottie_animation_render.restype = None

        def draw(frame):
            lib.lottie_animation_render(animation.animation_p, frame, buffer, w, h, w * 4)

        return animation, buffer, draw

    def frames(self, path, doc, frames):
        animation, buffer, draw = self._open(path, doc)
        w, h = int(doc["w"]), int(doc["h"])
        out = []
        for f in frames:
            # rlottie counts frames from the composition's in point too.
            draw(int(round(f - doc["ip"])))
            bgra = np.frombuffer(bytes(buffer), dtype=np.uint8).reshape(h, w, 4)
            out.append(bgra[..., [2, 1, 0, 3]].copy())  # premultiplied ARGB32 words: bytes B G R A
        return out

    def fps(self, path, doc, count):
        animation, buffer, draw = self._open(path, doc)
        total = int(doc["op"] - doc["ip"])
        draw(0)
        return frames_per_second(lambda n: draw(n % total), count)


def frames_per_second(draw, count):
    """Frames per second of the process's CPU time drawing frames 1, 2… (`draw(n)`): the best of
    three runs of `count` frames, or of more when they take under 0.1 s. The process's time, not
    the calling thread's: rlottie hands its paths to rasterizer threads it starts itself (two on
    a 2-core machine), whose work the calling thread's time missed, up to two thirds of it."""
    while True:
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            for n in range(count):
                draw(n + 1)
            best = min(best, time.process_time() - start)
        if best >= 0.1 or count >= 100_000:
            return count / max(best, 1e-9)
        count *= 4


# --- Comparison -------------------------------------------------------------------------------


def difference(a, b):
    """Mean absolute difference per channel over the frames, and the worst channel, out of 255."""
    diffs = [np.abs(x.astype(np.int16) - y.astype(np.int16)) for x, y in zip(a, b)]
    return float(np.mean([d.mean() for d in diffs])), int(max(d.max() for d in diffs))


def sample_frames(doc, samples):
    """`samples` whole frames spread evenly from the in point to the last frame."""
    ip, op = doc["ip"], doc["op"]
    last = int(np.ceil(op)) - 1
    if samples <= 1 or last <= ip:
        return [ip]
    return sorted({int(round(ip + (last - ip) * n / (samples - 1))) for n in range(samples)})


def run(args):
    reel = Reel(args.reel)
    references = []
    for make in (ThorVG, RLottie):
        try:
            references.append(make())
        except Exception as error:  # a missing reference leaves its columns empty
            print(f"bench-lottie: {make.name} unavailable: {error}", file=sys.stderr)
    rows = []
    for path in args.files:
        with open(path) as f:
            doc = json.load(f)
        frames = sample_frames(doc, args.samples)
        row = {"file": os.path.basename(path), "size": f"{int(doc['w'])}×{int(doc['h'])}",
               "frames": len(frames), "features": features(doc)}
        pixels = {}
        for engine in [reel] + references:
            try:
                pixels[engine.name] = engine.frames(path, doc, frames)
                row["fps." + engine.name] = engine.fps(path, doc, args.speed_frames)
            except Exception as error:
                print(f"bench-lottie: {engine.name} failed on {path}: {error}", file=sys.stderr)
        for a, b in (("reel", "thorvg"), ("reel", "rlottie"), ("thorvg", "rlottie")):
            if a in pixels and b in pixels:
                row[f"{a}-{b}"] = difference(pixels[a], pixels[b])
        if args.dump:
            os.makedirs(args.dump, exist_ok=True)
            stem = os.path.splitext(row["file"])[0]
            for name, images in pixels.items():
                for f, image in zip(frames, images):
                    np.save(os.path.join(args.dump, f"{stem}-{f}-{name}.npy"), image)
        rows.append(row)
        print(f"bench-lottie: {row['file']} done", file=sys.stderr)
    return rows


def table(rows, speed_frames, samples):
    def diff(row, key):
        if key not in row:
            return "n/a"
        mean, worst = row[key]
        return f"{mean:.2f} / {worst}"

    def fps(row, name):
        return f"{row['fps.' + name]:.0f}" if "fps." + name in row else "n/a"

    def ratio(row, name):
        if "fps.reel" in row and "fps." + name in row:
            return f"{row['fps.reel'] / row['fps.' + name]:.1f}×"
        return "n/a"

    lines = [
        "| file | size | Reel–ThorVG | Reel–rlottie | ThorVG–rlottie | Reel fps | ThorVG fps | rlottie fps "
        "| Reel ÷ ThorVG | Reel ÷ rlottie | features |",
        "|" + " --- |" * 11,
    ]
    for row in rows:
        lines.append(
            f"| {row['file']} | {row['size']} | {diff(row, 'reel-thorvg')} | {diff(row, 'reel-rlottie')} "
            f"| {diff(row, 'thorvg-rlottie')} | {fps(row, 'reel')} | {fps(row, 'thorvg')} | {fps(row, 'rlottie')} "
            f"| {ratio(row, 'thorvg')} | {ratio(row, 'rlottie')} | {', '.join(row['features'])} |")
    lines.append("")
    lines.append(
        f"Differences: mean absolute difference per channel / worst channel, out of 255, premultiplied RGBA, "
        f"over {samples} frames spread over each animation. Speed: frames per second of CPU time (all of the process's threads: rlottie rasterizes on threads of its own; Reel and ThorVG draw on one), best of three runs of at least {speed_frames} frames "
        f"(Reel's of at least 0.3 s of CPU time).")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reel", required=True, help="the reel binary (a release build)")
    parser.add_argument("--samples", type=int, default=6, help="frames compared per file")
    parser.add_argument("--speed-frames", type=int, default=60, help="frames timed per file and engine")
    parser.add_argument("--json", help="also write the rows as JSON here")
    parser.add_argument("--dump", help="write every compared frame as .npy files into this folder")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    rows = run(args)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    print(table(rows, args.speed_frames, args.samples))


if __name__ == "__main__":
    main()
