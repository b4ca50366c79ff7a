// Rules 1 and 2: onChange runs inside the willSet of the first tracked write, before the store,
// reading the old value of everything; the setter returns after it; the tracker is then gone.
import Observation

@Observable final class Model {
    var a = ""
    var b = "B"
}

let model = Model()
withObservationTracking {
    _ = model.a
} onChange: {
    print("onChange: a reads \"\(model.a)\", b reads \"\(model.b)\"")
}
print("set a = \"x\"")
model.a = "x"
print("after: a = \"\(model.a)\"")
model.a = "y"
print("second set: nothing fired; a = \"\(model.a)\"")
