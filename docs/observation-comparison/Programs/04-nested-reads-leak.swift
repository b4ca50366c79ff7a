// Rule 5: reads made by an onChange that fires while another tracker's apply runs count for
// that apply (the access list is thread-local).
import Observation

@Observable final class Model {
    var a = 0
    var b = 0
    var c = 0
}

let model = Model()
withObservationTracking { _ = model.a } onChange: {
    print("inner onChange reads c = \(model.c)")
}
withObservationTracking {
    model.a = 1  // fires the inner tracker, whose read of c joins this apply
} onChange: {
    print("outer onChange fired")
}
print("set b (outer did not read it)")
model.b = 1
print("set c (only the inner onChange read it)")
model.c = 1
print("done")
