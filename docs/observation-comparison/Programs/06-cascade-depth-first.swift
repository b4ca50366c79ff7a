// Rule 7: an onChange that writes another tracked property runs that property's onChange
// inside its own, before anything is stored.
import Observation

@Observable final class Model {
    var a = 0
    var b = 0
}

let model = Model()
withObservationTracking { _ = model.b } onChange: {
    print("  b's onChange: a = \(model.a), b = \(model.b)")
}
withObservationTracking { _ = model.a } onChange: {
    print("a's onChange begins: a = \(model.a)")
    model.b = 10
    print("a's onChange ends: b = \(model.b)")
}
model.a = 1
print("stored: a = \(model.a), b = \(model.b)")
