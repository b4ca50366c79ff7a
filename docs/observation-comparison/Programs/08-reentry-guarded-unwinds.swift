// Rules 8 and 9: the same re-entry, stopped after 3 levels; the stores happen on the way
// out, innermost first, so the outermost write's value is the one left.
import Observation

@Observable final class Model {
    var text = ""
}

let model = Model()
var depth = 0
withObservationTracking { _ = model.text } onChange: {
    depth += 1
    let level = depth
    print("onChange \(level) reads \"\(model.text)\"")
    if level < 3 { model.text = "level \(level)" }
    print("onChange \(level) returns; text reads \"\(model.text)\"")
}
model.text = "USER"
print("stored: \"\(model.text)\"")
