// Rule 19: Observations re-runs its closure with a fresh tracker at each emission, so what it
// tracks is what the last run read; a property it did not read never produces a value.
import Observation

@MainActor @Observable final class Model {
    var useA = true
    var a = "a0"
    var b = "b0"
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let consumer = Task { @MainActor in
            for await value in Observations({ model.useA ? model.a : model.b }) { log.append("value \(value)") }
        }
        await settle()
        for (what, write) in [("b = b1 (not read)", { model.b = "b1" }), ("a = a1", { model.a = "a1" }),
                              ("useA = false", { model.useA = false }), ("a = a2 (no longer read)", { model.a = "a2" }),
                              ("b = b2", { model.b = "b2" })] as [(String, () -> Void)] {
            log.append(what)
            write()
            await settle()
        }
        consumer.cancel()
        await settle()
        print(log.joined(separator: "\n"))
    }
}
