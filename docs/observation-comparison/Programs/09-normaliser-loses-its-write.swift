// Rule 9: a synchronous onChange that normalises the user's edit loses its write: its store
// happens first (innermost), the edit's pending store last, so the edit as typed is left. The
// guard stops rule 8's re-entry (the tracker is still installed while onChange runs).
import Foundation
import Observation

@Observable final class Model {
    var name = ""
}

let model = Model()
var typed = ""
var normalising = false
withObservationTracking { _ = model.name } onChange: {
    guard !normalising else {
        print("  re-entered by its own write; name reads \"\(model.name)\"")
        return
    }
    normalising = true
    let clean = typed.trimmingCharacters(in: .whitespaces)
    print("onChange reads \"\(model.name)\"; writes \"\(clean)\"")
    model.name = clean
    print("onChange after its write reads \"\(model.name)\"")
    normalising = false
}
typed = "  bob "
model.name = typed
print("stored: \"\(model.name)\"")
