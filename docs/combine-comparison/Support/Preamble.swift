// What every program of docs/combine-comparison shares (run.sh copies it, like
// TestScheduler.swift, into each program's target):
//
// - `ts`, the program's one virtual-time scheduler (a global outside main.swift is initialised
//   lazily, once, at its first use; TestScheduler's init has no effect but a clock at 0). In a
//   program that schedules nothing it is only the clock.
// - `say(_:)` prints a line `t=<ms> <what>`, the clock first.
// - `advance(to:)` prints the step `-- step: ts.advance(to: T)`, then advances `ts` to T.
// - `describe(_:)` writes a completion `finished` or `failure(ERROR)`.
// - `sink(_:_:)` subscribes to a publisher, saying `NAME VALUE` for each value and `NAME finished`
//   or `NAME failure(ERROR)` for its completion.
// - `Message`, the programs' error, whose description is its text.
import OpenCombine

let ts = TestScheduler()

func say(_ s: String) { print("t=\(ts.now) \(s)") }

func advance(to t: Int) {
    say("-- step: ts.advance(to: \(t))")
    ts.advance(to: t)
}

func describe<F: Error>(_ c: Subscribers.Completion<F>) -> String {
    switch c {
    case .finished: return "finished"
    case .failure(let e): return "failure(\(e))"
    }
}

func sink<P: Publisher>(_ name: String, _ publisher: P) -> AnyCancellable {
    publisher.sink(receiveCompletion: { say("\(name) \(describe($0))") },
                   receiveValue: { say("\(name) \($0)") })
}

struct Message: Error, CustomStringConvertible { let text: String; var description: String { text } }
