#!/usr/bin/env bash
# Screenshots of bindsim's pictures in headless Chromium, to look at them the way a
# reader will (contract: pictures.md, "How it is checked"; shown in docs/pictures.md).
#
# Usage: bash docs/pictures/screenshots.sh --docs
#          regenerates the screenshots docs/pictures.md shows, in docs/pictures/screenshots/,
#          each at 1x and at 2x (NAME.png, NAME@2x.png): report pages of the seed scenarios
#          (1400 pixels wide, and 800), one with an event selected (#event=ID), the binding
#          graph and the marble diagram of each seed scenario.
#        bash docs/pictures/screenshots.sh [OUT_DIR]
#          every SVG and HTML sample under docs/pictures/samples (the engines' hand-made
#          models, kept up to date by BINDSIM_RECORD=1 swift test --filter PictureSampleTests)
#          and every snapshot under docs/pictures/snapshots (the commands' pictures of the
#          seed scenarios), each at its own size, into OUT_DIR (default
#          ${TMPDIR:-/tmp}/bindsim-screenshots); nothing is written anywhere else.
#   BINDSIM=path/to/bindsim  the binary --docs uses (default: built here by `swift build`).
# Needs: chromium (apt-get install -y chromium).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "screenshots.sh: no Chromium found (apt-get install -y chromium)" >&2
    exit 1
fi

# shot FILE_URL WIDTH HEIGHT OUT.png [SCALE]
shot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor="${5:-1}" \
        --window-size="$2,$3" --screenshot="$4" "$1" >/dev/null 2>&1
    echo "$4"
}

# shot_both URL WIDTH HEIGHT OUT (without .png): at 1x and at 2x.
shot_both() {
    shot "$1" "$2" "$3" "$4.png" 1
    shot "$1" "$2" "$3" "$4@2x.png" 2
}

# The size an SVG asks for (its width and height attributes), within 400..1600 x 200..2400.
svg_size() {
    local w h
    w="$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)".*/\1/p' "$1" | head -1)"
    h="$(sed -n 's/^<svg [^>]* height="\([0-9.]*\)".*/\1/p' "$1" | head -1)"
    w="${w%.*}"; h="${h%.*}"
    w=$(( ${w:-800} < 400 ? 400 : (${w:-800} > 1600 ? 1600 : ${w:-800}) ))
    h=$(( ${h:-600} < 200 ? 200 : (${h:-600} > 2400 ? 2400 : ${h:-600}) ))
    echo "$w $h"
}

# shot_svg FILE.svg OUT.png: at the size the SVG asks for.
shot_svg() {
    local width height
    read -r width height < <(svg_size "$1")
    shot "file://$1" "$width" "$height" "$2"
}

# shot_svg_both FILE.svg OUT (without .png): at 1x and at 2x.
shot_svg_both() {
    local width height
    read -r width height < <(svg_size "$1")
    shot_both "file://$1" "$width" "$height" "$2"
}

if [ "${1:-}" = "--docs" ]; then
    out="$root/docs/pictures/screenshots"
    mkdir -p "$out"
    bindsim="${BINDSIM:-}"
    if [ -z "$bindsim" ]; then
        (cd "$root" && swift build --product bindsim >/dev/null)
        bindsim="$(cd "$root" && swift build --show-bin-path)/bindsim"
    fi
    work="$(mktemp -d "${TMPDIR:-/tmp}/bindsim-docs-shots.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    cd "$root"
    # Status 0 or 1 is a page to look at; 2 would mean a scenario could not run.
    page() { "$bindsim" report "$@" >/dev/null || [ $? -eq 1 ]; }
    rm -f "$out"/*.png
    page Scenarios/styles/relay-pair-rx.txt Scenarios/styles/relay-pair-distinct.txt -o "$work/relay-pairs.html"
    shot_both "file://$work/relay-pairs.html" 1400 1000 "$out/report-relay-pairs"
    shot_both "file://$work/relay-pairs.html" 800 1400 "$out/report-relay-pairs-narrow"
    page Scenarios/forms/name-form.txt Scenarios/ordering/reentrant-stale.txt Scenarios/timing/debounce-typing.txt \
        Scenarios/forms/keyboard-late-echo.txt -o "$work/seeds.html"
    shot_both "file://$work/seeds.html" 1400 1000 "$out/report-seeds"
    # The seed article's name form alone, once as it opens and once with the late write of
    # "Grace Lovelace" selected: its causes and effects lit in the graph, marbles and trace.
    page Scenarios/forms/name-form-seed-current-and-previous.txt -o "$work/seed-name-form.html"
    shot_both "file://$work/seed-name-form.html" 1400 2400 "$out/report-seed-name-form"
    event="$(grep -oE 'data-event="[0-9]+"[^>]*>(<button[^>]*>[^<]*</button>)?<span class="text">textFull relay announces &quot;Grace Lovelace&quot;' \
        "$work/seed-name-form.html" | head -1 | sed -E 's/data-event="([0-9]+)".*/\1/')"
    shot_both "file://$work/seed-name-form.html#event=$event" 1400 2400 "$out/report-seed-name-form-selected"
    for scenario in forms/name-form ordering/reentrant-stale styles/relay-pair-rx styles/relay-pair-distinct \
        timing/debounce-typing forms/keyboard-late-echo forms/name-form-seed-current-and-previous \
        channel/temperature-slider pictures/version3-marks; do
        name="$(basename "$scenario")"
        "$bindsim" graph --run --format svg "Scenarios/$scenario.txt" > "$work/graph.svg" 2>/dev/null || [ $? -eq 1 ]
        shot_svg_both "$work/graph.svg" "$out/graph-$name"
        "$bindsim" trace --format svg "Scenarios/$scenario.txt" > "$work/marbles.svg" 2>/dev/null || [ $? -eq 1 ]
        shot_svg_both "$work/marbles.svg" "$out/marbles-$name"
    done
    exit 0
fi

out="${1:-${TMPDIR:-/tmp}/bindsim-screenshots}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [ "$out" = "$root" ]; then
    echo "screenshots.sh: refusing to write into the repository root" >&2
    exit 64
fi
for file in "$root"/docs/pictures/samples/*.svg; do
    shot_svg "$file" "$out/sample-$(basename "$file" .svg).png"
done
for file in "$root"/docs/pictures/samples/*.html "$root"/docs/pictures/snapshots/*.html; do
    name="$(basename "$file" .html)"
    shot "file://$file" 1400 1000 "$out/$name-wide.png"
    shot "file://$file" 800 1400 "$out/$name-narrow.png"
done
for file in "$root"/docs/pictures/snapshots/*.svg; do
    shot_svg "$file" "$out/snapshot-$(basename "$file" .svg).png"
done
