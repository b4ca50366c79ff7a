// Harness: each step runs in its own main-queue block; after every step (and after every
// virtual millisecond of a wait) the main queue is settled (HOPS async hops) before the next,
// so main-queue work a step queues (and what that queues) runs within the step, as bindsim does.
import Foundation
import Dispatch
import Foundation
import RxSwift
import RxTest

let sched = TestScheduler(initialClock: 0, resolution: 0.001)   // 1 tick = 1 ms
func log(_ s: String) { print("  t=\(sched.clock)ms \(s)") }

var program: [() -> Void] = []
func step(_ name: String, _ f: @escaping () -> Void) { program.append { print("-- \(name)"); f() } }
func wait(_ ms: Int) {
    program.append { print("-- wait \(ms)ms") }
    for _ in 0..<ms { program.append { sched.advanceTo(sched.clock + 1) } }
}
let HOPS = 30
func runProgram() {
    var queue = program[...]
    func settle(_ n: Int, _ then: @escaping () -> Void) {
        if n == 0 { then() } else { DispatchQueue.main.async { settle(n - 1, then) } }
    }
    func next() {
        guard let f = queue.popFirst() else { print("-- end"); exit(0) }
        f()
        settle(HOPS) { next() }
    }
    DispatchQueue.main.async { next() }
    _ = sched.clock
    while true { RunLoop.main.run(until: Date().addingTimeInterval(1)) }
}
struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }
// (RunLoop.main drains the main queue on the main thread: TestScheduler checks its thread,
// and DispatchQueue.isMain holds inside main-queue blocks.)
