// Rule 12(b), the other half: the same sync over a value that is not Equatable ping-pongs for
// ever, one main-actor turn per copy; the binding itself starts it. Counted over 20 settles.
import Observation

struct Box { var text: String }

@MainActor @Observable final class Model {
    var a = Box(text: "")
    var b = Box(text: "")
}

@MainActor var copies = 0

@MainActor func copyAToB(_ model: Model) {
    withObservationTracking { copies += 1; model.b = model.a } onChange: { Task { @MainActor in copyAToB(model) } }
}

@MainActor func copyBToA(_ model: Model) {
    withObservationTracking { copies += 1; model.a = model.b } onChange: { Task { @MainActor in copyBToA(model) } }
}

@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        copyAToB(model)
        copyBToA(model)
        var counts: [Int] = []
        for _ in 0..<3 {
            let before = copies
            await settle()
            counts.append(copies - before)
        }
        print("copies per 200 yields: \(counts.map { $0 > 0 ? "some" : "none" })")
        print("still copying: \(counts.last! > 0)")
    }
}
