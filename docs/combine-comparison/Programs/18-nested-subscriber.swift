// Rule C10: a subscriber added while @Published delivers gets the value stored at that moment —
// in OpenCombine the old one (OpenCombine/OpenCombine#198 reports that Apple's Combine gives the
// new one; bindsim follows Apple) — and it is not in the snapshot being delivered. A
// CurrentValueSubject stores first, so its nested subscriber gets the new value.
// Mirrored by Scenarios/combine/18-nested-subscriber.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

final class Model {
    @Published var count = 0
}

let model = Model()
var nested: [AnyCancellable] = []
say("-- step: model.$count.sink (outer)")
let outer = model.$count.sink { v in
    say("outer \(v) begin")
    if v == 1 {
        say("outer subscribes nested")
        nested.append(model.$count.sink { say("nested \($0)") })
    }
    say("outer \(v) end")
}
say("-- step: model.count = 1")
model.count = 1
say("-- step: model.count = 2")
model.count = 2

let subject = CurrentValueSubject<Int, Never>(0)
say("-- step: subject.sink (first)")
let first = subject.sink { v in
    say("first \(v) begin")
    if v == 1 {
        say("first subscribes inner")
        nested.append(subject.sink { say("inner \($0)") })
    }
    say("first \(v) end")
}
say("-- step: subject.send(1)")
subject.send(1)
say("-- step: subject.send(2)")
subject.send(2)
say("-- end")
withExtendedLifetime((outer, first, nested)) {}
