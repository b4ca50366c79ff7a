// Rule C9: an ObservableObject's objectWillChange fires once for every set of any of its
// @Published properties — before that property's own subscribers, whichever subscribed first —
// while the properties still read their old values; setting the same value again fires it again.
// Mirrored by Scenarios/combine/14-object-will-change.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

final class Model: ObservableObject {
    @Published var a = 0
    @Published var b = ""
}

let model = Model()
say("-- step: model.$a.sink (a subscribed before objectWillChange)")
let aSink = model.$a.sink { v in say("a sink \(v) (model.a reads \(model.a))") }
say("-- step: model.objectWillChange.sink")
let willChange = model.objectWillChange.sink { _ in say("will change (a reads \(model.a), b reads \"\(model.b)\")") }
say("-- step: model.a = 1")
model.a = 1
say("-- step: model.a = 1 (the same value)")
model.a = 1
say("-- step: model.b = \"x\"")
model.b = "x"
say("-- end")
withExtendedLifetime((aSink, willChange)) {}
