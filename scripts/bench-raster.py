"""The rasterizer benchmark's Python half (run by scripts/bench-raster, inside its venv).

`generate` writes the three scenes (fill, stroke, composite) to one JSON file from a seeded
generator, so Reel and every peer draw exactly the same shapes. `scene-files` writes them again as
Reel scene files (fill.json, stroke.json, composite.json in a folder), one shape or background layer
a shape, so the whole renderer can be timed on them (`reel bench --threads 1`) or counted under
callgrind against the rasterizer alone. `peers` times Cairo, Skia, ThorVG
and Blend2D on that file: single thread, 1920x1080, the canvas cleared to transparent every frame,
median of the timed frames after one warm-up frame. Every engine is handed the same cubics and
flattens and strokes them itself, inside its timed frame: Blend2D through its C API (ctypes on the
libblend2d.so from pyblend2d's wheel), since blend2d-py has only polygons and fills.
`blend2d-flat` is that old, unequal setup, timed for comparison with earlier figures only.
`agree` compares alpha planes: Reel's fill with Cairo's, Blend2D's (both setups) with Cairo's
and Skia's.

Python call overhead is part of the peers' figures (about 1-3 us per shape, so 1-3 ms per frame
of 1000 shapes); shapes are built once, outside the timed loop, wherever the binding allows.
"""
import ctypes
import json
import math
import os
import random
import statistics
import sys
import time

WIDTH, HEIGHT = 1920, 1080


def generate(path, seed=4):
    rng = random.Random(seed)
    r3 = lambda v: round(v, 3)
    fill = []
    for _ in range(1000):
        cx, cy = rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)
        radius = rng.uniform(20, 120)
        # Four on-curve points roughly 90 degrees apart, each with a tangent through it.
        anchors = []
        for k in range(4):
            a = k * math.pi / 2 + rng.uniform(-0.35, 0.35)
            r = radius * rng.uniform(0.7, 1.0)
            anchors.append((cx + r * math.cos(a), cy + r * math.sin(a), a, r))
        pts = [anchors[0][0], anchors[0][1]]
        for k in range(4):
            x0, y0, a0, r0 = anchors[k]
            x1, y1, a1, r1 = anchors[(k + 1) % 4]
            h0, h1 = 0.55 * r0 * rng.uniform(0.6, 1.4), 0.55 * r1 * rng.uniform(0.6, 1.4)
            pts += [x0 - h0 * math.sin(a0), y0 + h0 * math.cos(a0),
                    x1 + h1 * math.sin(a1), y1 - h1 * math.cos(a1), x1, y1]
        color = [rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(51, 205)]
        fill.append({"rgba": color, "points": [r3(v) for v in pts]})
    stroke = []
    for _ in range(1000):
        x, y = rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)
        pts = [x, y]
        for _ in range(3):
            c1 = (x + rng.uniform(-80, 80), y + rng.uniform(-80, 80))
            x, y = x + rng.uniform(-100, 100), y + rng.uniform(-100, 100)
            c2 = (x + rng.uniform(-80, 80), y + rng.uniform(-80, 80))
            pts += [c1[0], c1[1], c2[0], c2[1], x, y]
        color = [rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(128, 256)]
        stroke.append({"rgba": color, "points": [r3(v) for v in pts]})
    composite = [{"rgba": [rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(26, 230)]}
                 for _ in range(10)]
    scene = {"width": WIDTH, "height": HEIGHT, "seed": seed, "lineWidth": 6,
             "fill": fill, "stroke": stroke, "composite": composite}
    with open(path, "w") as f:
        json.dump(scene, f)


def cubics(points):
    """(x0, y0) and the (c1, c2, p) triples of a shape's point list."""
    return (points[0], points[1]), [points[i:i + 6] for i in range(2, len(points), 6)]


def flatten_cubic(p0, c, tolerance=0.1):
    """Uniform subdivision with Wang's segment count (Blend2D's binding only takes polygons)."""
    x0, y0 = p0
    x1, y1, x2, y2, x3, y3 = c
    dd = max(math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2), math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3))
    n = max(1, math.ceil(math.sqrt(0.75 * dd / tolerance)))
    out = []
    for i in range(1, n + 1):
        t = i / n
        u = 1 - t
        out.append((u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
                    u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3))
    return out


def plane_alpha(pixels, stride):
    """The alpha plane (HEIGHT x WIDTH) of 32-bit little-endian ARGB pixels: alpha is byte 3."""
    import numpy
    return numpy.frombuffer(pixels, numpy.uint8).reshape(HEIGHT, stride)[:, 3:WIDTH * 4:4]


def time_frames(draw, frames):
    draw()  # warm-up: caches, lazy allocations
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        draw()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


# --- Cairo --------------------------------------------------------------------------------------

def cairo_engine(scene, name):
    import cairo
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
    ctx = cairo.Context(surface)
    items = []
    for shape in scene.get(name, []) if name != "composite" else []:
        (x0, y0), segs = cubics(shape["points"])
        ctx.new_path()
        ctx.move_to(x0, y0)
        for s in segs:
            ctx.curve_to(*s)
        if name == "fill":
            ctx.close_path()
        r, g, b, a = (v / 255 for v in shape["rgba"])
        items.append((ctx.copy_path(), r, g, b, a))
    ctx.new_path()
    if name == "stroke":
        ctx.set_line_width(scene["lineWidth"])
        ctx.set_line_cap(cairo.LINE_CAP_ROUND)
        ctx.set_line_join(cairo.LINE_JOIN_ROUND)
    rects = [tuple(v / 255 for v in c["rgba"]) for c in scene["composite"]] if name == "composite" else []

    def draw():
        ctx.set_operator(cairo.OPERATOR_CLEAR)
        ctx.paint()
        ctx.set_operator(cairo.OPERATOR_OVER)
        for path, r, g, b, a in items:
            ctx.append_path(path)
            ctx.set_source_rgba(r, g, b, a)
            if name == "fill":
                ctx.fill()
            else:
                ctx.stroke()
        for r, g, b, a in rects:
            ctx.set_source_rgba(r, g, b, a)
            ctx.rectangle(0, 0, WIDTH, HEIGHT)
            ctx.fill()
        surface.flush()
    return draw, surface


# --- Skia ---------------------------------------------------------------------------------------

def skia_path(shape, close):
    import skia
    (x0, y0), segs = cubics(shape["points"])
    p = skia.Path()
    p.moveTo(x0, y0)
    for s in segs:
        p.cubicTo(*s)
    if close:
        p.close()
    return p


def skia_paint(rgba, stroke_width=None):
    import skia
    r, g, b, a = rgba
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(a, r, g, b))
    if stroke_width is not None:
        paint.setStyle(skia.Paint.kStroke_Style)
        paint.setStrokeWidth(stroke_width)
        paint.setStrokeCap(skia.Paint.kRound_Cap)
        paint.setStrokeJoin(skia.Paint.kRound_Join)
    return paint


def skia_engine(scene, name):
    import skia
    surface = skia.Surface(WIDTH, HEIGHT)
    canvas = surface.getCanvas()
    width = scene["lineWidth"] if name == "stroke" else None
    items = [(skia_path(s, name == "fill"), skia_paint(s["rgba"], width)) for s in scene.get(name, [])] if name != "composite" else []
    rect = skia.Rect.MakeWH(WIDTH, HEIGHT)
    rects = [skia_paint(c["rgba"]) for c in scene["composite"]] if name == "composite" else []

    def draw():
        canvas.clear(0)
        for path, paint in items:
            canvas.drawPath(path, paint)
        for paint in rects:
            canvas.drawRect(rect, paint)
        surface.flushAndSubmit()
    draw.surface = surface
    return draw


def skia_stroke_outline(shape, width):
    """The stroke's outline as polygons, flattened from Skia's fill path (for Blend2D)."""
    import skia
    outline = skia.Path()
    skia_paint(shape["rgba"], width).getFillPath(skia_path(shape, False), outline)
    polygons, current, last = [], [], (0.0, 0.0)
    for verb, pts in outline:
        if verb == skia.Path.kMove_Verb:
            if current:
                polygons.append(current)
            current, last = [(pts[0].x(), pts[0].y())], (pts[0].x(), pts[0].y())
        elif verb == skia.Path.kLine_Verb:
            last = (pts[1].x(), pts[1].y())
            current.append(last)
        elif verb in (skia.Path.kQuad_Verb, skia.Path.kConic_Verb, skia.Path.kCubic_Verb):
            if verb == skia.Path.kCubic_Verb:
                c = [pts[1].x(), pts[1].y(), pts[2].x(), pts[2].y(), pts[3].x(), pts[3].y()]
            else:  # a quad, or a round join's conic approximated by its quad: as a cubic
                qx, qy, ex, ey = pts[1].x(), pts[1].y(), pts[2].x(), pts[2].y()
                c = [last[0] + 2 / 3 * (qx - last[0]), last[1] + 2 / 3 * (qy - last[1]),
                     ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey]
            current += flatten_cubic(last, c)
            last = (c[4], c[5])
        elif verb == skia.Path.kClose_Verb:
            pass
    if current:
        polygons.append(current)
    return polygons


# --- ThorVG -------------------------------------------------------------------------------------

def thorvg_engine(scene, name):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    buffer_result = canvas.set_target(WIDTH, HEIGHT)
    lib = engine.thorvg_lib
    shapes = []
    if name == "composite":
        for c in scene["composite"]:
            s = tvg.Shape(engine)
            s.append_rect(0, 0, WIDTH, HEIGHT, 0, 0, True)
            s.set_fill_color(*c["rgba"])
            shapes.append(s)
    for shape in scene.get(name, []) if name != "composite" else []:
        s = tvg.Shape(engine)
        (x0, y0), segs = cubics(shape["points"])
        s.move_to(x0, y0)
        for seg in segs:
            s.cubic_to(*seg)
        if name == "fill":
            s.close()
            s.set_fill_color(*shape["rgba"])
        else:
            s.set_stroke_width(scene["lineWidth"])
            s.set_stroke_color(*shape["rgba"])
            s.set_stroke_cap(tvg.StrokeCap.ROUND)
            s.set_stroke_join(tvg.StrokeJoin.ROUND)
        shapes.append(s)
    for s in shapes:
        canvas.add(s)
    # ThorVG retains shapes and would reuse last frame's rasterization: move every shape by a
    # negligible amount each frame so each frame rasterizes again, as the other engines do.
    # Raw ctypes calls, their types set once, keep Python overhead out of the figure.
    translate = lib.tvg_paint_translate
    translate.argtypes = [ctypes.c_void_p, ctypes.c_float, ctypes.c_float]
    update, draw_fn, sync = lib.tvg_canvas_update, lib.tvg_canvas_draw, lib.tvg_canvas_sync
    update.argtypes = [ctypes.c_void_p]
    draw_fn.argtypes = [ctypes.c_void_p, ctypes.c_bool]
    sync.argtypes = [ctypes.c_void_p]
    handles = [ctypes.c_void_p(ctypes.cast(s._paint, ctypes.c_void_p).value) for s in shapes]
    cv = ctypes.c_void_p(ctypes.cast(canvas._canvas, ctypes.c_void_p).value)
    frame = [0]

    def draw():
        frame[0] += 1
        dy = 1e-4 if frame[0] % 2 else 0.0
        for h in handles:
            translate(h, 0.0, dy)
        update(cv)
        draw_fn(cv, True)
        sync(cv)
    draw.keep = (engine, canvas, shapes, buffer_result)
    return draw


# --- Blend2D ---------------------------------------------------------------------------------------

# Blend2D's C API (0.21, snake_case names), from the release libblend2d.so that pyblend2d's wheel
# ships, installed by scripts/bench-raster beside the venv (pyblend2d's own Python package, like
# blend2d-py's, installs as `blend2d`, so it is not put in the venv and not imported). blend2d-py,
# the binding in the venv, keeps Blend2D's C API hidden and has neither curves nor strokes.
BLEND2D_LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build-bench",
                               "blend2d-capi", "blend2d", "_bin", "libblend2d.so")
BL_FORMAT_PRGB32, BL_COMP_OP_SRC_OVER, BL_COMP_OP_SRC_COPY = 1, 0, 1
BL_FILL_RULE_NON_ZERO, BL_STROKE_CAP_ROUND, BL_STROKE_JOIN_ROUND = 0, 2, 4


class BLCore(ctypes.Structure):
    """BLImageCore, BLPathCore and BLContextCore: one 16-byte object detail each."""
    _fields_ = [("detail", ctypes.c_uint64 * 2)]


class BLImageData(ctypes.Structure):
    _fields_ = [("pixel_data", ctypes.c_void_p), ("stride", ctypes.c_ssize_t), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("format", ctypes.c_uint32), ("flags", ctypes.c_uint32)]


class BLRect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("w", ctypes.c_double), ("h", ctypes.c_double)]


def blend2d_library():
    """The C API with its argument types set, so ctypes converts nothing it need not."""
    lib = ctypes.CDLL(BLEND2D_LIBRARY)
    p, u32, f64 = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_double
    for function, argtypes in {
        "bl_image_init_as": [p, ctypes.c_int, ctypes.c_int, u32], "bl_image_get_data": [p, p],
        "bl_path_init": [p], "bl_path_move_to": [p, f64, f64], "bl_path_cubic_to": [p] + [f64] * 6,
        "bl_path_close": [p], "bl_context_init_as": [p, p, p], "bl_context_end": [p],
        "bl_context_set_comp_op": [p, u32], "bl_context_fill_all_rgba32": [p, u32],
        "bl_context_set_fill_rule": [p, u32], "bl_context_set_stroke_width": [p, f64],
        "bl_context_set_stroke_caps": [p, u32], "bl_context_set_stroke_join": [p, u32],
        "bl_context_fill_path_d_rgba32": [p, p, p, u32], "bl_context_stroke_path_d_rgba32": [p, p, p, u32],
        "bl_context_fill_rect_d_rgba32": [p, p, u32],
    }.items():
        getattr(lib, function).argtypes = argtypes
        getattr(lib, function).restype = u32
    return lib


def blend2d_engine(scene, name):
    """Blend2D given the same cubics as the others: it flattens and strokes them in the frame."""
    bl = blend2d_library()
    image = BLCore()
    if bl.bl_image_init_as(ctypes.byref(image), WIDTH, HEIGHT, BL_FORMAT_PRGB32):
        raise RuntimeError("bl_image_init_as failed")
    argb32 = lambda r, g, b, a: (a << 24) | (r << 16) | (g << 8) | b
    paths = []
    for shape in scene[name] if name in ("fill", "stroke") else []:
        path = BLCore()
        bl.bl_path_init(ctypes.byref(path))
        (x0, y0), segs = cubics(shape["points"])
        bl.bl_path_move_to(ctypes.byref(path), x0, y0)
        for s in segs:
            bl.bl_path_cubic_to(ctypes.byref(path), *s)
        if name == "fill":
            bl.bl_path_close(ctypes.byref(path))
        paths.append((path, ctypes.addressof(path), argb32(*shape["rgba"])))
    origin = (ctypes.c_double * 2)(0, 0)  # BLPoint: where the path is drawn (it may not be NULL)
    rect = BLRect(0, 0, WIDTH, HEIGHT)
    rects = [argb32(*c["rgba"]) for c in scene["composite"]] if name == "composite" else []
    ctx = BLCore()
    c, image_address, rect_address = ctypes.addressof(ctx), ctypes.addressof(image), ctypes.addressof(rect)
    origin_address = ctypes.addressof(origin)
    draw_path = bl.bl_context_stroke_path_d_rgba32 if name == "stroke" else bl.bl_context_fill_path_d_rgba32

    def draw():
        bl.bl_context_init_as(c, image_address, None)
        bl.bl_context_set_comp_op(c, BL_COMP_OP_SRC_COPY)
        bl.bl_context_fill_all_rgba32(c, 0)
        bl.bl_context_set_comp_op(c, BL_COMP_OP_SRC_OVER)
        bl.bl_context_set_fill_rule(c, BL_FILL_RULE_NON_ZERO)
        if name == "stroke":
            bl.bl_context_set_stroke_width(c, scene["lineWidth"])
            bl.bl_context_set_stroke_caps(c, BL_STROKE_CAP_ROUND)
            bl.bl_context_set_stroke_join(c, BL_STROKE_JOIN_ROUND)
        for _, path, color in paths:
            draw_path(c, origin_address, path, color)
        for color in rects:
            bl.bl_context_fill_rect_d_rgba32(c, rect_address, color)
        bl.bl_context_end(c)

    def alpha():
        data = BLImageData()
        bl.bl_image_get_data(image_address, ctypes.addressof(data))
        pixels = ctypes.string_at(data.pixel_data, data.stride * HEIGHT)
        return plane_alpha(pixels, data.stride)
    draw.alpha = alpha
    draw.keep = (image, paths, origin, rect, ctx)
    return draw


def blend2d_flat_engine(scene, name):
    """The old, unequal setup, kept as a labelled extra figure: blend2d-py, which has no curves nor
    strokes, gets fill's cubics flattened in Python and stroke's outlines already stroked by Skia."""
    import blend2d
    image = blend2d.Image(WIDTH, HEIGHT)
    items = []
    if name == "fill":
        for shape in scene["fill"]:
            p0, segs = cubics(shape["points"])
            pts, last = [p0], p0
            for s in segs:
                pts += flatten_cubic(last, s)
                last = (s[4], s[5])
            path = blend2d.Path()
            path.move_to(*pts[0])
            for x, y in pts[1:]:
                path.line_to(x, y)
            path.close()
            items.append((path, shape["rgba"]))
    elif name == "stroke":
        for shape in scene["stroke"]:
            path = blend2d.Path()
            for polygon in skia_stroke_outline(shape, scene["lineWidth"]):
                path.move_to(*polygon[0])
                for x, y in polygon[1:]:
                    path.line_to(x, y)
                path.close()
            items.append((path, shape["rgba"]))
    rects = [c["rgba"] for c in scene["composite"]] if name == "composite" else []

    def draw():
        ctx = blend2d.Context(image)
        ctx.set_comp_op(blend2d.CompOp.SRC_COPY)
        ctx.set_fill_style_rgba(0, 0, 0, 0)
        ctx.fill_all()
        ctx.set_comp_op(blend2d.CompOp.SRC_OVER)
        for path, (r, g, b, a) in items:
            ctx.set_fill_style_rgba(r, g, b, a)
            ctx.fill_path(path)
        for r, g, b, a in rects:
            ctx.set_fill_style_rgba(r, g, b, a)
            ctx.fill_rect(0, 0, WIDTH, HEIGHT)
        ctx.end()
    draw.alpha = lambda: plane_alpha(bytes(image.memoryview()), len(image.memoryview()) // HEIGHT)
    return draw


ENGINES = [("cairo", lambda s, n: cairo_engine(s, n)[0]), ("skia", skia_engine),
           ("thorvg", thorvg_engine), ("blend2d", blend2d_engine), ("blend2d-flat", blend2d_flat_engine)]


def peers(scene_path, frames):
    with open(scene_path) as f:
        scene = json.load(f)
    results = {}
    for engine, make in ENGINES:
        for name in ("fill", "stroke", "composite"):
            try:
                results[f"{engine}.{name}"] = time_frames(make(scene, name), frames)
            except Exception as error:  # a binding without a feature: report, keep going
                print(f"bench-raster: {engine} {name}: {error}", file=sys.stderr)
    print(json.dumps(results))


def scene_files(scene_path, folder):
    """Each scene as a Reel scene file: a transparent canvas, a layer per shape at the origin."""
    import os
    with open(scene_path) as f:
        scene = json.load(f)
    os.makedirs(folder, exist_ok=True)
    hex_color = lambda rgba: "#" + "".join(f"{v:02x}" for v in rgba)

    def path_data(points, close):
        (x0, y0), segs = cubics(points)
        data = f"M {x0} {y0} " + " ".join("C " + " ".join(str(v) for v in s) for s in segs)
        return data + (" Z" if close else "")

    layers = {
        "fill": [{"type": "shape", "anchorPoint": [0, 0], "path": path_data(s["points"], True),
                  "fillColor": hex_color(s["rgba"])} for s in scene["fill"]],
        "stroke": [{"type": "shape", "anchorPoint": [0, 0], "path": path_data(s["points"], False),
                    "fillColor": None, "strokeColor": hex_color(s["rgba"]), "lineWidth": scene["lineWidth"],
                    "lineCap": "round", "lineJoin": "round"} for s in scene["stroke"]],
        "composite": [{"anchorPoint": [0, 0], "bounds": [0, 0, scene["width"], scene["height"]],
                       "backgroundColor": hex_color(c["rgba"])} for c in scene["composite"]],
    }
    for name, content in layers.items():
        with open(os.path.join(folder, f"{name}.json"), "w") as f:
            json.dump({"width": scene["width"], "height": scene["height"], "background": None,
                       "layers": content}, f)


def agree(scene_path, reel_alpha_path=None):
    """Mean absolute alpha differences, in 1/255 units: Reel's fill frame against Cairo's (when
    given), and Blend2D's fill and stroke frames, as timed and as formerly pre-flattened, against
    Cairo's and Skia's."""
    import numpy
    with open(scene_path) as f:
        scene = json.load(f)

    def cairo_alpha(name):
        draw, surface = cairo_engine(scene, name)
        draw()
        return plane_alpha(bytes(surface.get_data()), surface.get_stride())

    def skia_alpha(name):
        import skia
        draw = skia_engine(scene, name)
        draw()
        return numpy.ascontiguousarray(draw.surface.toarray(colorType=skia.kBGRA_8888_ColorType)[:, :, 3])

    def drawn_alpha(make, name):
        draw = make(scene, name)
        draw()
        return draw.alpha()

    diff = lambda a, b: numpy.abs(a.astype(numpy.int16) - b.astype(numpy.int16)).mean()
    references = {name: {"Cairo": cairo_alpha(name), "Skia": skia_alpha(name)} for name in ("fill", "stroke")}
    lines = [f"{name}: mean absolute alpha difference, Skia vs Cairo: "
             f"{diff(references[name]['Skia'], references[name]['Cairo']):.4f}/255" for name in ("fill", "stroke")]
    if reel_alpha_path:
        with open(reel_alpha_path, "rb") as f:
            reel = numpy.frombuffer(f.read(), numpy.uint8).reshape(HEIGHT, WIDTH)
        lines.append(f"fill: mean absolute alpha difference, Reel vs Cairo: {diff(reel, references['fill']['Cairo']):.4f}/255")
    for label, make in (("blend2d (curves, stroked by Blend2D)", blend2d_engine),
                        ("blend2d-flat (pre-flattened, Skia's outlines)", blend2d_flat_engine)):
        for name in ("fill", "stroke"):
            alpha = drawn_alpha(make, name)
            against = ", ".join(f"vs {ref} {diff(alpha, ref_alpha):.4f}" for ref, ref_alpha in references[name].items())
            lines.append(f"{name}: mean absolute alpha difference, {label}: {against} (/255)")
    print("\n".join(lines))


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "generate":
        generate(sys.argv[2])
    elif command == "peers":
        peers(sys.argv[2], int(sys.argv[3]))
    elif command == "scene-files":
        scene_files(sys.argv[2], sys.argv[3])
    elif command == "agree":
        agree(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    else:
        sys.exit(f"unknown command {command}")
