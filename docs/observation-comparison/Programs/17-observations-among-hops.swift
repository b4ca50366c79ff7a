// Rule 18: where the consumer's value lands among main-actor jobs queued in the same stretch is
// not fixed (run it many times): it is resumed at the first write's willSet and reads the value
// current when it runs, so a later hop's write may be coalesced into it.
import Observation

@MainActor @Observable final class Model {
    var a = 0
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let consumer = Task { @MainActor in
            for await value in Observations({ model.a }) { log.append("value \(value)") }
        }
        await settle()
        log = []
        Task { @MainActor in log.append("hop A") }
        model.a = 1
        Task { @MainActor in log.append("hop B") }
        Task { @MainActor in log.append("hop C writes 3"); model.a = 3 }
        await settle()
        consumer.cancel()
        await settle()
        print(log.joined(separator: " · "))
    }
}
