// Rule 4: the tracked set is what the apply closure read: a computed property's reads count, an
// @ObservationIgnored property never does, an apply that reads nothing installs no tracker.
import Observation

@Observable final class Model {
    var first = "Ada"
    var last = "Lovelace"
    @ObservationIgnored var note = ""
    var full: String { first + " " + last }
}

let model = Model()
withObservationTracking { _ = model.full } onChange: { print("full's tracker fired") }
withObservationTracking { _ = model.note } onChange: { print("note's tracker fired") }
withObservationTracking { } onChange: { print("the empty tracker fired") }
print("set note")
model.note = "x"
print("set last")
model.last = "Byron"
print("set first")
model.first = "Augusta"
print("done")
