// Rule 17: a consumer's own write-back comes round as the next value; it stops when the write is
// equal (the normalised text normalises to itself).
import Foundation
import Observation

@MainActor @Observable final class Model {
    var text = ""
}

@MainActor var log: [String] = []
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let consumer = Task { @MainActor in
            for await value in Observations({ model.text }) {
                let clean = value.trimmingCharacters(in: .whitespaces).lowercased()
                log.append("value \"\(value)\" -> writes \"\(clean)\"")
                model.text = clean
            }
        }
        await settle()
        model.text = "  Bob "
        await settle()
        log.append("stored: \"\(model.text)\"")
        consumer.cancel()
        await settle()
        print(log.joined(separator: "\n"))
    }
}
