// Rule 3: re-arming inside onChange runs the apply closure at willSet time (it reads the old
// value), and the new tracker fires for the next write, not for the one in progress.
import Observation

@Observable final class Model {
    var a = 0
}

let model = Model()
var firings = 0
func arm() {
    withObservationTracking {
        print("apply reads a = \(model.a)")
    } onChange: {
        firings += 1
        print("onChange \(firings)")
        if firings < 3 { arm() }
    }
}
arm()
for value in 1...4 {
    print("set a = \(value)")
    model.a = value
}
