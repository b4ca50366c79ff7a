// Rule 8: the firing tracker stays installed until its onChange returns, so a write inside
// onChange to a property it tracks, with a value unequal to the stored one, re-enters it
// without end: Swift overflows the stack (a crash, signal 11; about 12,500 levels with Linux's
// 8 MiB stack). It prints the depth once, at 1,000, so the record does not depend on the stack size.
import Foundation
import Observation

setvbuf(stdout, nil, _IONBF, 0)  // unbuffered: the crash must not swallow what was printed

@Observable final class Model {
    var count = 0
}

let model = Model()
var depth = 0
withObservationTracking { _ = model.count } onChange: {
    depth += 1
    if depth == 1000 { print("depth \(depth)") }
    model.count = depth  // unequal to the stored 0: its willSet finds the tracker again
}
print("set count = 100")
model.count = 100
print("not reached")
