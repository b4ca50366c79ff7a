// Rule 6: several trackers of one property all fire inside the same willSet, once each, in an
// order that follows the process's hash seed (run it many times).
import Observation

@Observable final class Model {
    var a = 0
}

let model = Model()
withObservationTracking { _ = model.a } onChange: { print("T1") }
withObservationTracking { _ = model.a } onChange: { print("T2") }
model.a = 1
print("stored a = \(model.a)")
