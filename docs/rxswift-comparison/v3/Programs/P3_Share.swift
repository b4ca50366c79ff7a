// Item 3: Scenarios/sharing/share-reentrant-replay.txt
import RxSwift
import RxRelay

func p3_share() {
    let source = BehaviorRelay(value: 0)
    let seenA = BehaviorRelay(value: -1)
    let seenB = BehaviorRelay(value: -1)
    var bag: [Disposable] = []
    bag.append(source.skip(1).subscribe(onNext: { log("source relay announces \($0)") }))
    bag.append(seenA.skip(1).subscribe(onNext: { log("seenA relay announces \($0)") }))
    bag.append(seenB.skip(1).subscribe(onNext: { log("seenB relay announces \($0)") }))
    let shared = source.map { $0 * 10 }.share(replay: 1, scope: .whileConnected)
    step("on shared as writer { if it == 10 { set source = 2 } }") {
        bag.append(shared.subscribe(onNext: { v in log("writer receives \(v)"); if v == 10 { source.accept(2) } }))
    }
    step("bind shared -> seenA as reader") { bag.append(shared.bind(to: seenA)) }
    step("set source = 1") { source.accept(1) }
    step("check") { log("seenA = \(seenA.value)") }
    step("bind shared -> seenB as late") { bag.append(shared.bind(to: seenB)) }
    step("check") { log("seenB = \(seenB.value)") }
}
