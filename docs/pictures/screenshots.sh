#!/usr/bin/env bash
# Screenshots of bindsim's pictures in headless Chromium, to look at them the way a
# reader will (contract: /docs/pictures.md, "How it is checked").
#
# Usage: bash docs/pictures/screenshots.sh [OUT_DIR]
#   OUT_DIR defaults to ${TMPDIR:-/tmp}/bindsim-screenshots; nothing is written
#   anywhere else (never into the repository).
#   BINDSIM=path/to/bindsim  also renders real reports and pictures of seed scenarios
#   (once `bindsim graph`, `trace --format svg` and `report` exist).
# Needs: chromium (apt-get install -y chromium).
#
# Shots: every SVG and HTML sample under docs/pictures/samples (kept up to date by
# the test suite: BINDSIM_RECORD=1 swift test --filter PictureSampleTests), each
# at its own size; the sample report at 1400 px (two columns) and 800 px (one).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-${TMPDIR:-/tmp}/bindsim-screenshots}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [ "$out" = "$root" ]; then
    echo "screenshots.sh: refusing to write into the repository root" >&2
    exit 64
fi
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "screenshots.sh: no Chromium found (apt-get install -y chromium)" >&2
    exit 1
fi

# shot FILE WIDTH HEIGHT NAME
shot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$2,$3" --screenshot="$out/$4.png" "file://$1" >/dev/null 2>&1
    echo "$out/$4.png"
}

# The size an SVG asks for (its width and height attributes), within 400..1600 x 300..1800.
svg_size() {
    local w h
    w="$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)".*/\1/p' "$1" | head -1)"
    h="$(sed -n 's/^<svg [^>]* height="\([0-9.]*\)".*/\1/p' "$1" | head -1)"
    w="${w%.*}"; h="${h%.*}"
    w=$(( ${w:-800} < 400 ? 400 : (${w:-800} > 1600 ? 1600 : ${w:-800}) ))
    h=$(( ${h:-600} < 300 ? 300 : (${h:-600} > 1800 ? 1800 : ${h:-600}) ))
    echo "$w $h"
}

for file in "$root"/docs/pictures/samples/*.svg; do
    read -r width height < <(svg_size "$file")
    shot "$file" "$width" "$height" "sample-$(basename "$file" .svg)"
done
for file in "$root"/docs/pictures/samples/*.html; do
    name="$(basename "$file" .html)"
    shot "$file" 1400 1000 "sample-$name-wide"
    shot "$file" 800 1400 "sample-$name-narrow"
done

# Real scenarios, once the commands exist.
if [ -n "${BINDSIM:-}" ]; then
    scenarios=("$root"/Scenarios/styles/relay-pair-rx.txt "$root"/Scenarios/styles/relay-pair-distinct.txt)
    if "$BINDSIM" report "${scenarios[@]}" -o "$out/report.html" >/dev/null 2>&1; then
        shot "$out/report.html" 1400 1000 "report-wide"
        shot "$out/report.html" 800 1400 "report-narrow"
    else
        echo "screenshots.sh: '$BINDSIM report' failed or does not exist yet; skipped" >&2
    fi
    for scenario in forms/name-form ordering/reentrant-stale styles/relay-pair-rx timing/debounce-typing; do
        name="$(basename "$scenario")"
        if "$BINDSIM" graph "$root/Scenarios/$scenario.txt" --format svg > "$out/$name-graph.svg" 2>/dev/null; then
            read -r width height < <(svg_size "$out/$name-graph.svg")
            shot "$out/$name-graph.svg" "$width" "$height" "$name-graph"
        fi
        if "$BINDSIM" trace --format svg "$root/Scenarios/$scenario.txt" > "$out/$name-marbles.svg" 2>/dev/null; then
            read -r width height < <(svg_size "$out/$name-marbles.svg")
            shot "$out/$name-marbles.svg" "$width" "$height" "$name-marbles"
        fi
    done
fi
