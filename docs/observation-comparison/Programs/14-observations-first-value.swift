// Rules 13, 14 and 15: Observations computes its first value on the first next() (not when it
// is made), reads each later value after the writing stretch (the current value, not the one at
// willSet), coalesces one stretch's writes into one value, the last, and gives nothing for an
// equal write.
import Observation

@MainActor @Observable final class Model {
    var a = 0
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let values = Observations { model.a }
        model.a = 1  // before the first next(): the first value is read then
        let consumer = Task { @MainActor in
            for await value in values { log.append("value \(value)") }
        }
        await settle()
        log.append("write 2, 3 in one stretch")
        model.a = 2
        model.a = 3
        await settle()
        log.append("write 3 (equal)")
        model.a = 3
        await settle()
        log.append("write 4; then, in a later stretch, 5")
        model.a = 4
        await settle()
        model.a = 5
        await settle()
        log.append("write 6, 7, 6 in one stretch")
        model.a = 6
        model.a = 7
        model.a = 6
        await settle()
        consumer.cancel()
        await settle()
        log.append("cancelled; write 8")
        model.a = 8
        await settle()
        print(log.joined(separator: "\n"))
    }
}
