// Rule 16: writes made while the consumer is busy (no next() waiting) are not queued: the next
// next() returns at once with the value current then, one value however many writes.
import Observation

@MainActor @Observable final class Model {
    var a = 0
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        var release: CheckedContinuation<Void, Never>?
        let consumer = Task { @MainActor in
            for await value in Observations({ model.a }) {
                log.append("value \(value)")
                if value == 1 {
                    log.append("consumer busy")
                    await withCheckedContinuation { release = $0 }
                    log.append("consumer free")
                }
            }
        }
        await settle()
        model.a = 1
        await settle()
        for value in 2...4 {
            model.a = value
            await settle()
        }
        model.a = 0  // back to the value delivered before the busy spell: still a change
        await settle()
        release?.resume()
        await settle()
        consumer.cancel()
        await settle()
        print(log.joined(separator: "\n"))
    }
}
