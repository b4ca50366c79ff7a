// Rule 12(d): in the canonical sync, when both sides are edited in one main-actor stretch, the
// hop queued first copies over the later edit: a lost user edit.
import Observation

@MainActor @Observable final class Model {
    var a = ""
    var b = ""
}

@MainActor func copyAToB(_ model: Model) {
    withObservationTracking { model.b = model.a } onChange: { Task { @MainActor in copyAToB(model) } }
}

@MainActor func copyBToA(_ model: Model) {
    withObservationTracking { model.a = model.b } onChange: { Task { @MainActor in copyBToA(model) } }
}

@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        copyAToB(model)
        copyBToA(model)
        await settle()
        model.a = "first"   // one stretch: the user edits a, then b
        model.b = "second"
        await settle()
        print("after both edits in one stretch: a = \"\(model.a)\", b = \"\(model.b)\"")
    }
}
