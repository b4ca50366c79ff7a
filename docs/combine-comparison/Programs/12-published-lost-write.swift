// Rules C10 and C20: @Published announces in its willSet, so a subscriber that reads the
// property sees the old value; a write the subscriber makes (a normaliser) is delivered nested,
// stored, and then overwritten when the outer set stores its value — the lost write. Writing
// the same value again is no loss.
// Mirrored by Scenarios/combine/12-published-lost-write.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

final class Model {
    @Published var name = ""
}

let model = Model()
let s = model.$name.sink { v in
    say("sink \(v) begin (model.name reads \"\(model.name)\")")
    if v != v.lowercased() {
        say("sink sets \(v.lowercased())")
        model.name = v.lowercased()
    }
    say("sink \(v) end")
}
say("-- step: model.name = \"Ada\"")
model.name = "Ada"
say("model.name \(model.name)")
say("-- step: model.name = \"bob\"")
model.name = "bob"
say("model.name \(model.name)")
say("-- end")
withExtendedLifetime(s) {}
