/// The preview page: the frame, play/pause, a scrubber, the time and frame number, a loop toggle,
/// the layer tree with each animation as a bar on the timeline, and the scene's parameters as
/// controls. It polls `/api/version` and reloads the scene when the files change; an error shows
/// in the page while the last good frame stays. `window.reelPreview` lets a test drive it; the
/// query `?t=SECONDS&paused=1` opens it at a time, paused.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>reel preview</title>
        <style>
          body { font: 13px system-ui, sans-serif; margin: 16px; color: #1c1c1e; background: #f2f2f7; }
          #stage { background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; display: inline-block; line-height: 0; }
          #frame { display: block; }
          #controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
          #scrub { flex: 1; max-width: 640px; }
          #clock { font-variant-numeric: tabular-nums; min-width: 150px; }
          #error { display: none; background: #ffe5e5; color: #a00; border: 1px solid #f99; padding: 8px; margin: 8px 0; white-space: pre-wrap; font-family: ui-monospace, monospace; }
          #params label { display: inline-flex; gap: 4px; align-items: center; margin-right: 12px; }
          #tree { margin-top: 12px; max-width: 900px; }
          .row { display: flex; align-items: center; height: 20px; border-bottom: 1px solid #e5e5ea; }
          .label { width: 260px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
          .lane { position: relative; flex: 1; height: 14px; }
          .bar { position: absolute; top: 2px; height: 10px; background: #007aff; opacity: 0.75; border-radius: 3px; }
          #playhead { position: absolute; top: 0; bottom: 0; width: 1px; background: #ff3b30; }
        </style>
        </head>
        <body>
        <div id="stage"><canvas id="frame" width="1" height="1"></canvas></div>
        <div id="controls">
          <button id="play">Pause</button>
          <input id="scrub" type="range" min="0" max="1" step="any" value="0">
          <span id="clock"></span>
          <label><input id="loop" type="checkbox" checked> loop</label>
        </div>
        <div id="error"></div>
        <div id="params"></div>
        <div id="tree"></div>
        <script>
        "use strict";
        const query = new URLSearchParams(location.search);
        const state = { time: Number(query.get("t") || 0), playing: query.get("paused") !== "1", info: null,
                        version: 0, params: {}, shownTime: null, shownVersion: 0, error: null, loading: false };
        const $ = (id) => document.getElementById(id);

        function paramQuery() {
          return Object.entries(state.params).map(([k, v]) => "&p." + encodeURIComponent(k) + "=" + encodeURIComponent(v)).join("");
        }

        function showError(error) {
          state.error = error;
          const box = $("error");
          if (!error) { box.style.display = "none"; box.textContent = ""; return; }
          const place = [error.file, error.line ? error.line : null, error.column ? error.column : null].filter(x => x != null).join(":");
          box.textContent = (place ? place + ": " : "") + (error.path ? error.path + ": " : "") + error.message;
          box.style.display = "block";
        }

        async function loadInfo() {
          const response = await fetch("/api/info?" + paramQuery());
          const info = await response.json();
          state.version = info.version;
          if (info.error) { showError(info.error); return; }
          showError(null);
          state.info = info;
          $("scrub").max = info.duration;
          $("scrub").step = info.fps > 0 ? 1 / info.fps : "any";
          buildParams(info.parameters);
          buildTree(info);
          requestFrame();
        }

        function buildParams(parameters) {
          const box = $("params");
          if (box.dataset.built === "1") return;
          box.dataset.built = "1";
          for (const p of parameters) {
            const label = document.createElement("label");
            label.title = p.summary;
            const input = document.createElement("input");
            input.name = p.name;
            if (p.kind === "color") { input.type = "color"; input.value = p.defaultValue.slice(0, 7); }
            else if (p.kind === "number") { input.type = "number"; input.step = "any"; input.value = p.defaultValue; }
            else { input.type = "text"; input.value = p.defaultValue; }
            input.addEventListener("change", () => { state.params[p.name] = input.value; loadInfo(); });
            label.append(p.name, input);
            box.append(label);
          }
        }

        function buildTree(info) {
          const tree = $("tree");
          tree.textContent = "";
          for (const row of info.layers) {
            const div = document.createElement("div");
            div.className = "row";
            const label = document.createElement("div");
            label.className = "label";
            label.style.paddingLeft = (row.depth * 12) + "px";
            label.textContent = row.label;
            const lane = document.createElement("div");
            lane.className = "lane";
            for (const bar of row.animations) {
              const b = document.createElement("div");
              b.className = "bar";
              const end = bar.end == null ? info.duration : Math.min(bar.end, info.duration);
              b.style.left = (100 * bar.start / info.duration) + "%";
              b.style.width = Math.max(0.5, 100 * (end - bar.start) / info.duration) + "%";
              b.title = bar.keyPath + " (" + bar.kind + ") " + bar.start.toFixed(2) + "–" + (bar.end == null ? "∞" : bar.end.toFixed(2)) + " s";
              lane.append(b);
            }
            div.append(label, lane);
            tree.append(div);
          }
          const head = document.createElement("div");
          head.id = "playhead";
          tree.style.position = "relative";
          tree.append(head);
        }

        function updateClock() {
          const fps = state.info ? state.info.fps : 0;
          $("clock").textContent = state.time.toFixed(3) + " s · frame " + Math.round(state.time * fps);
          $("scrub").value = state.time;
          const head = $("playhead");
          if (head && state.info && state.info.duration > 0) {
            head.style.left = "calc(260px + (100% - 260px) * " + (state.time / state.info.duration) + ")";
          }
        }

        async function requestFrame() {
          if (state.loading || !state.info) return;
          state.loading = true;
          const time = state.time, version = state.version;
          const scale = Math.min(2, window.devicePixelRatio || 1);
          try {
            const response = await fetch("/api/frame?format=rgba&t=" + time + "&scale=" + scale + paramQuery());
            if (response.ok) {
              const width = Number(response.headers.get("X-Frame-Width"));
              const height = Number(response.headers.get("X-Frame-Height"));
              const pixels = new Uint8ClampedArray(await response.arrayBuffer());
              const canvas = $("frame");
              if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
              canvas.getContext("2d").putImageData(new ImageData(pixels, width, height), 0, 0);
              canvas.style.width = state.info.width + "px";
              state.shownTime = time;
              state.shownVersion = version;
            } else {
              showError((await response.json()).error);
            }
          } finally {
            state.loading = false;
          }
          updateClock();
          if (time !== state.time) requestFrame();
        }

        let last = null;
        function tick(now) {
          if (state.playing && state.info && last != null) {
            state.time += (now - last) / 1000;
            if (state.time >= state.info.duration) {
              if ($("loop").checked) state.time = 0;
              else { state.time = state.info.duration; setPlaying(false); }
            }
            requestFrame();
          }
          last = now;
          updateClock();
          requestAnimationFrame(tick);
        }

        function setPlaying(playing) { state.playing = playing; $("play").textContent = playing ? "Pause" : "Play"; }
        $("play").addEventListener("click", () => setPlaying(!state.playing));
        $("scrub").addEventListener("input", () => { state.time = Number($("scrub").value); requestFrame(); });

        async function poll() {
          try {
            const { version } = await (await fetch("/api/version")).json();
            if (version !== state.version) await loadInfo();
          } catch (e) {}
          setTimeout(poll, 300);
        }

        window.reelPreview = {
          seek(t) { setPlaying(false); state.time = t; requestFrame(); },
          state() { return { time: state.time, shownTime: state.shownTime, version: state.version,
                             shownVersion: state.shownVersion, error: state.error ? $("error").textContent : null,
                             playing: state.playing }; }
        };
        setPlaying(state.playing);
        loadInfo().then(() => { requestAnimationFrame(tick); poll(); });
        </script>
        </body>
        </html>
        """
}
