// Rules 10 and 11: the macro's setter compares an Equatable value with the stored one; an equal
// write stores and announces nothing. A non-Equatable value, NaN, an in-place mutation and
// withMutation always announce.
import Observation

struct Opaque { var x: Int }

@Observable final class Model {
    var text = "a"
    var number = Double.nan
    var items: [Int] = []
    var opaque = Opaque(x: 1)
}

let model = Model()
func fires(_ what: String, _ read: @escaping () -> Void, _ write: () -> Void) {
    var fired = false
    withObservationTracking(read) { fired = true }
    write()
    print("\(what): \(fired ? "announced" : "nothing")")
}
fires("text = \"a\" (equal)", { _ = model.text }) { model.text = "a" }
fires("text = \"b\"", { _ = model.text }) { model.text = "b" }
fires("number = .nan (NaN != NaN)", { _ = model.number }) { model.number = .nan }
fires("items += [] (in place)", { _ = model.items }) { model.items += [] }
fires("items = [] (equal)", { _ = model.items }) { model.items = [] }
fires("opaque = Opaque(x: 1) (not Equatable)", { _ = model.opaque }) { model.opaque = Opaque(x: 1) }
