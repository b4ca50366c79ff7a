// Rule C1: a value that arrives while combineLatest is delivering (sent from inside its
// subscriber) is stored, not emitted; the next event emits with it.
// Mirrored by Scenarios/combine/01-combinelatest-recursion-guard.txt.
// Requires: combine-latest (OpenCombine 0.14.0 has no combineLatest; this program builds
// against OpenCombine's unreleased `combine-latest` branch, commit 26e86a9).
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let a = CurrentValueSubject<Int, Never>(1)
let b = CurrentValueSubject<Int, Never>(10)

say("-- step: a.combineLatest(b).sink")
let s = a.combineLatest(b).sink { x, y in
    say("sink (\(x), \(y))")
    if (x, y) == (2, 10) {
        say("sink sends b 20")
        b.send(20)
        say("sink sent")
    }
}
say("-- step: a.send(2)")
a.send(2)
say("-- step: a.send(3)")
a.send(3)
say("-- end: a.value \(a.value), b.value \(b.value)")
withExtendedLifetime(s) {}
