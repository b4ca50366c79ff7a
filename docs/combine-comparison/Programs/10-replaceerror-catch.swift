// Rule C14: replaceError(with:) turns a failure into one value and finishing; catch replaces
// the failed publisher with another (here Just(-1), which then finishes). Either way the
// pipeline's upstream subscription ends: later sends reach neither. Rule C7: the subject has
// two subscribers, which it serves in its Set's order — it may vary between runs.
// Mirrored by Scenarios/combine/10-replaceerror-catch.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

func check(_ v: Int) throws -> Int {
    if v == 5 { throw Message(text: "x") }
    return v
}

let r = CurrentValueSubject<Int, Never>(1)
say("-- step: pipeline A (replaceError).sink")
let a = sink("a", r.setFailureType(to: Message.self).tryMap(check).replaceError(with: 0))
say("-- step: pipeline B (catch).sink")
let b = sink("b", r.setFailureType(to: Message.self).tryMap(check).catch { _ in Just(-1) })
for n in [2, 5, 6] {
    say("-- step: r.send(\(n))")
    r.send(n)
}
say("-- end")
withExtendedLifetime((a, b)) {}
