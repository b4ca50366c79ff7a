#!/usr/bin/env bash
# Type-checks the probes of Probes/probes.txt against RxSwift and against BindKit.
#
#   bash docs/rxswift-comparison/probes.sh /path/to/RxSwift-checkout /path/to/scratch-dir
#
# Uses the scratch package of run.sh (same arguments; it is built again first, or made by
# running run.sh when the scratch directory has none). Prints how many probes type-check on each side and
# every probe that fails on BindKit, with its first error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
scratch="$2"
if [ -f "$scratch/Package.swift" ]; then
    (cd "$scratch" && swift build >/dev/null 2>&1) || true
else
    bash "$here/run.sh" "$1" "$scratch" >/dev/null || true
fi
modules="$scratch/.build/debug/Modules"
work="$scratch/probes"
rm -rf "$work" && mkdir -p "$work/rx" "$work/bk"
python3 - "$here/Probes" "$work" <<'PY'
import sys
src, work = sys.argv[1], sys.argv[2]
probes, group = [], ''
for line in open(f'{src}/probes.txt'):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('##'): continue
    if line.startswith('#'): group = line[1:].strip(); continue
    probes.append((group, line))
header = ('#if BINDKIT\nimport BindKit\n#else\nimport RxSwift\nimport RxRelay\nimport RxCocoaLite\n'
          'import RxTest\nimport RxBlocking\n#endif\nimport Foundation\nimport XCTest\n\n')
for side in ('rx', 'bk'):
    with open(f'{work}/{side}/probes.swift', 'w') as f:
        f.write(header)
        for i, (_, p) in enumerate(probes, 1): f.write(f'func probe{i:03d}() throws {{ {p} }}\n')
    with open(f'{work}/{side}/prelude.swift', 'w') as f: f.write(header + open(f'{src}/Prelude.swift').read())
with open(f'{work}/index.tsv', 'w') as f:
    for i, (g, p) in enumerate(probes, 1): f.write(f'{i}\t{g}\t{p}\n')
PY
cp "$here/RxRun/Shim.swift" "$here/Probes/RxExtra.swift" "$work/rx/"
swiftc -typecheck -swift-version 5 -I "$modules" "$work"/rx/*.swift > "$work/rx.log" 2>&1 || true
swiftc -typecheck -swift-version 5 -D BINDKIT -I "$modules" "$work"/bk/*.swift > "$work/bk.log" 2>&1 || true
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
idx = {int(l.split('\t')[0]): l.rstrip('\n').split('\t', 2) for l in open(f'{work}/index.tsv')}
def failing(side):
    bad = {}
    for l in open(f'{work}/{side}.log'):
        m = re.match(r'^(?:.*/)?%s/probes\.swift:(\d+):\d+: error: (.*)' % side, l)
        if m and int(m.group(1)) - 12 in idx: bad.setdefault(int(m.group(1)) - 12, m.group(2))
    return bad
rx, bk = failing('rx'), failing('bk')
n = len(idx)
print(f'probes: {n}; type-check against RxSwift: {n - len(rx)}; against BindKit: {n - len(bk)}')
for i in sorted(bk):
    print(f'  BindKit fails {i}: [{idx[i][1]}] {idx[i][2]}\n      {bk[i][:150]}')
PY
