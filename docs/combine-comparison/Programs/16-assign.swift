// Rule C11: `assign(to: &$x)` is a subscriber that sends into x's publisher, so x's willSet runs
// (x's own sink reads the old x); `assign(to:on:)` sets a plain property at once, so a reader sees
// the new value as soon as that subscriber has run. Rule C7: the three subscribers of `source`
// sit in a Set, so whether the sink reads `viaKeyPath` before or after the assign varies.
// Mirrored by Scenarios/combine/16-assign.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

final class Model {
    @Published var viaPublished = ""
    var viaKeyPath = ""
}

let model = Model()
let source = PassthroughSubject<String, Never>()
say("-- step: source.map(p:).assign(to: &model.$viaPublished)")
source.map { "p:" + $0 }.assign(to: &model.$viaPublished)
say("-- step: model.$viaPublished.sink (published)")
let published = model.$viaPublished.sink { v in
    say("published \(v) reads viaPublished=\(model.viaPublished)")
}
say("-- step: source.map(k:).assign(to: \\.viaKeyPath, on: model)")
let keyPath = source.map { "k:" + $0 }.assign(to: \.viaKeyPath, on: model)
say("-- step: source.sink (reader)")
let reader = source.sink { v in
    say("reader \(v) reads viaKeyPath=\(model.viaKeyPath)")
}
say("-- step: source.send(x)")
source.send("x")
say("viaPublished \(model.viaPublished) viaKeyPath \(model.viaKeyPath)")
say("-- end")
withExtendedLifetime((published, keyPath, reader)) {}
