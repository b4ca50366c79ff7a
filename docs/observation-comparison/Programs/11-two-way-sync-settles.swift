// Rule 12(b): the canonical two-way sync (the apply closure copies, onChange hops to the main
// actor and re-arms there) settles after one round trip over an Equatable value: the echo is an
// equal write, which announces nothing (rule 10).
import Observation

@MainActor @Observable final class Model {
    var a = ""
    var b = ""
}

@MainActor var log: [String] = []

@MainActor func copyAToB(_ model: Model) {
    withObservationTracking {
        log.append("copy a -> b: \"\(model.a)\"")
        model.b = model.a
    } onChange: {
        Task { @MainActor in copyAToB(model) }
    }
}

@MainActor func copyBToA(_ model: Model) {
    withObservationTracking {
        log.append("copy b -> a: \"\(model.b)\"")
        model.a = model.b
    } onChange: {
        Task { @MainActor in copyBToA(model) }
    }
}

@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        copyAToB(model)
        copyBToA(model)
        await settle()
        log.append("user sets a = \"x\"")
        model.a = "x"
        await settle()
        log.append("settled: a = \"\(model.a)\", b = \"\(model.b)\"")
        print(log.joined(separator: "\n"))
    }
}
