// An Observations body that writes what its loop observes keeps the loop dirty: the next value
// comes in the same job (`next()` finds the iterator dirty and returns before suspending), so
// the loop iterates ahead of the jobs queued meanwhile, until a value stops the writes.
import Observation

@MainActor @Observable final class Model {
    var a = 0
}

@MainActor var seen = -1
@MainActor func settle() async { for _ in 0..<200 { await Task.yield() } }

@main struct Main {
    @MainActor static func main() async {
        let model = Model()
        let consumer = Task { @MainActor in
            for await value in Observations({ model.a }) {
                if value == 1 {
                    Task { @MainActor in seen = model.a }  // a job queued behind this one
                }
                if value >= 1 && value < 5 { model.a = value + 1 }
            }
        }
        await settle()
        model.a = 1
        await settle()
        print("a = \(model.a); the job queued at value 1 saw a = \(seen)")
        consumer.cancel()
        await settle()
    }
}
