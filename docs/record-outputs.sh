# The running and comparing shared by docs/observation-comparison/run.sh and
# docs/combine-comparison/run.sh, which source this file (it is not run by itself).
#
#   record_outputs NAME BINARY RUNS WORK KNOWN_DIR OUTPUTS BLOCKS
#
# Runs BINARY RUNS times (each run a new process, so a new hash seed), keeping each run's standard
# output in the directory OUTPUTS (emptied first), followed by `exit: signal N` when it crashed or
# `exit: N` when it exited non-zero. Writes the distinct outputs to WORK/Recorded/NAME.txt, most
# frequent first (ties in a fixed order, by hash), each after a line `--- COUNT of RUNS runs`.
# With `RECORD=1` copies that file to KNOWN_DIR/NAME.txt. Otherwise splits KNOWN_DIR/NAME.txt into
# its blocks in the directory BLOCKS (emptied first) and checks that every output seen is one of
# them. Prints one line for NAME (after the first output not recorded, if one is not). When
# nothing is recorded for NAME or an output is not recorded, sets the caller's `status` to 1,
# unless it is already 2; otherwise leaves it as it is.
record_outputs() {
    local name="$1" binary="$2" runs="$3" work="$4" known_dir="$5" outputs="$6" blocks="$7"
    local run out code record variants count hash file known unknown found f b
    rm -rf "$outputs"; mkdir -p "$outputs"
    for run in $(seq 1 "$runs"); do
        out="$outputs/$run"
        code=0
        { "$binary" > "$out" 2>/dev/null; } 2>/dev/null || code=$?  # bash would announce a crash
        if (( code > 128 )); then echo "exit: signal $((code - 128))" >> "$out"; elif (( code != 0 )); then echo "exit: $code" >> "$out"; fi
    done
    # The distinct outputs, most frequent first (ties in a fixed order, by hash), each with its count.
    record="$work/Recorded/$name.txt"
    : > "$record"
    variants=0
    while read -r count hash; do
        variants=$((variants + 1))
        file="$(for f in "$outputs"/*; do [[ "$(sha256sum < "$f" | cut -c1-16)" == "$hash" ]] && { echo "$f"; break; }; done)"
        { echo "--- $count of $runs runs"; cat "$file"; } >> "$record"
    done < <(for f in "$outputs"/*; do sha256sum < "$f" | cut -c1-16; done | sort | uniq -c | sort -k1,1nr -k2 | awk '{print $1, $2}')
    known="$known_dir/$name.txt"
    if [[ "${RECORD:-0}" == 1 ]]; then
        cp "$record" "$known"
        echo "$name: recorded $variants output(s)"
        return 0
    fi
    if [[ ! -f "$known" ]]; then echo "$name: nothing recorded (RECORD=1 records it)"; (( status == 2 )) || status=1; return 0; fi
    # Each output seen must be one of the recorded blocks.
    rm -rf "$blocks"; mkdir -p "$blocks"
    awk -v dir="$blocks" '/^--- [0-9]+ of [0-9]+ runs$/ { n++; printf "" > (dir "/" n); next } { print > (dir "/" n) }' "$known"
    unknown=0
    for f in "$outputs"/*; do
        found=0
        for b in "$blocks"/*; do cmp -s "$f" "$b" && { found=1; break; }; done
        if (( ! found )); then
            unknown=1
            echo "  $name: an output not recorded:"; sed 's/^/    /' "$f"
            break
        fi
    done
    if (( unknown )); then echo "$name: DIFFERS ($record)"; (( status == 2 )) || status=1; else echo "$name: as recorded ($variants output(s) in $runs runs)"; fi
}
