// A one-shot tracker's handler writes another property the Observations loop reads, inside the
// willSet of a write the loop reads too. When the handler runs first, its nested write fires the
// loop's tracker and resumes the loop; the outer write then reaches that fired tracker again (its
// list of trackers was taken before), and with the resumption queued and no `next()` waiting the
// loop is marked dirty: one more value, equal to the last. In the other order, one value.
import Observation

@MainActor @Observable final class Model {
    var a = 0
    var b = 0
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let consumer = Task { @MainActor in
            for await value in Observations({ model.a + model.b }) { log.append("value \(value)") }
        }
        await settle()
        withObservationTracking { _ = model.a } onChange: {
            MainActor.assumeIsolated {
                log.append("T writes b")
                model.b = 1
            }
        }
        model.a = 1
        await settle()
        print(log.joined(separator: " · "))
        consumer.cancel()
        await settle()
    }
}
