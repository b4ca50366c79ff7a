// Rule C16: the operators under their Combine names — removeDuplicates, dropFirst, prefix(n)
// (which finishes after n values), prepend (its values first, at subscription).
// Mirrored by Scenarios/combine/05-operator-names.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let a = CurrentValueSubject<Int, Never>(0)
say("-- step: a.removeDuplicates().dropFirst().prefix(3).prepend(-1, -2).sink")
let s = a.removeDuplicates().dropFirst().prefix(3).prepend(-1, -2)
    .sink(receiveCompletion: { say("s \(describe($0))") },
          receiveValue: { say("s \($0)") })
for n in [1, 1, 2, 2, 3, 4] {
    say("-- step: a.send(\(n))")
    a.send(n)
}
say("-- end")
withExtendedLifetime(s) {}
