import Dispatch
import Foundation
// Runs every program inside the main queue (so MainScheduler runs work at once
// when it may), each step as its own main-queue block: work queued on the main
// queue by a step runs before the next step (MainScheduler.settle() in BindKit).
var queue = programs[...]
func runNext() {
    guard let program = queue.popFirst() else { exit(0) }
    print("== \(program.name)")
    var steps = program.steps[...]
    func step() {
        guard let next = steps.popFirst() else { DispatchQueue.main.async { runNext() }; return }
        next()
        DispatchQueue.main.async { step() }
    }
    step()
}
DispatchQueue.main.async { runNext() }
dispatchMain()
