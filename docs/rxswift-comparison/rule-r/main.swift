// Rule R on RxSwift's real main queue: the programs of Scenarios/rxswift/zero-length-timers.txt
// (each block of the scenario is one case) and the last block of delay-ties.txt. Timers are on
// `MainScheduler.instance` (a zero-length one is a DispatchSource timer due now), hops on
// `MainScheduler.asyncInstance`. Each case runs in a main-queue block; 100 ms later the letters
// it gathered are printed.
//
//   RuleR CASE          one case (a fresh process: the main queue's first timers)
//   RuleR all PASSES    every case PASSES times in one process (a warmed-up main queue)
import Dispatch
import Foundation
import RxRelay
import RxSwift

final class Letters { var text = "" }
let letters = Letters()
var bag = DisposeBag()
let zero = RxTimeInterval.milliseconds(0)
let timers = MainScheduler.instance
let hop = MainScheduler.asyncInstance

func append(_ letter: String) -> (Int) -> Void { { _ in letters.text += letter } }

let cases: [(name: String, run: () -> Void)] = [
    ("probe adb", {
        let probe = BehaviorRelay(value: 0)
        probe.skip(1).delay(zero, scheduler: timers).subscribe(onNext: append("d")).disposed(by: bag)
        probe.skip(1).observe(on: hop).subscribe(onNext: append("a")).disposed(by: bag)
        probe.skip(1).debounce(zero, scheduler: timers).subscribe(onNext: append("b")).disposed(by: bag)
        probe.accept(1)
    }),
    ("hop chain 123d", {
        let chain = PublishRelay<Int>(), second = PublishRelay<Int>(), third = PublishRelay<Int>()
        chain.delay(zero, scheduler: timers).subscribe(onNext: append("d")).disposed(by: bag)
        chain.observe(on: hop).subscribe(onNext: { letters.text += "1"; second.accept($0) }).disposed(by: bag)
        second.observe(on: hop).subscribe(onNext: { letters.text += "2"; third.accept($0) }).disposed(by: bag)
        third.observe(on: hop).subscribe(onNext: append("3")).disposed(by: bag)
        chain.accept(1)
    }),
    ("under a timer Thz", {
        let tick = PublishRelay<Int>()
        Observable<Int>.timer(.milliseconds(10), scheduler: timers).bind(to: tick).disposed(by: bag)
        tick.subscribe(onNext: append("T")).disposed(by: bag)
        tick.observe(on: hop).subscribe(onNext: append("h")).disposed(by: bag)
        tick.delay(zero, scheduler: timers).subscribe(onNext: append("z")).disposed(by: bag)
    }),
    ("zero delay from a hop h2z", {
        let start = PublishRelay<Int>()
        start.observe(on: hop).map { $0 }.subscribe(onNext: append("h")).disposed(by: bag)
        start.observe(on: hop).delay(zero, scheduler: timers).subscribe(onNext: append("z")).disposed(by: bag)
        start.observe(on: hop).observe(on: hop).subscribe(onNext: append("2")).disposed(by: bag)
        start.accept(1)
    }),
    ("delay ties o1h1z1o2h2z2", {
        let d = PublishRelay<Int>(), e = PublishRelay<Int>()
        d.delay(.milliseconds(10), scheduler: timers).bind(to: e).disposed(by: bag)
        e.observe(on: hop).subscribe(onNext: { letters.text += "h\($0)" }).disposed(by: bag)
        e.delay(zero, scheduler: timers).subscribe(onNext: { letters.text += "z\($0)" }).disposed(by: bag)
        e.subscribe(onNext: { letters.text += "o\($0)" }).disposed(by: bag)
        d.accept(1)
        d.accept(2)
    }),
]

let arguments = CommandLine.arguments.dropFirst()
var order: [Int] = []
if arguments.first == "all" {
    let passes = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
    order = Array((0..<passes).map { _ in Array(cases.indices) }.joined())
} else if let name = arguments.first, let index = cases.firstIndex(where: { $0.name.hasPrefix(name) }) {
    order = [index]
} else {
    print("usage: RuleR CASE | RuleR all PASSES; cases: " + cases.map(\.name).joined(separator: ", "))
    exit(2)
}

func runCase(_ position: Int) {
    guard position < order.count else { exit(0) }
    let current = cases[order[position]]
    letters.text = ""
    DispatchQueue.main.async { current.run() }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
        print("\(current.name): \(letters.text)")
        bag = DisposeBag()
        runCase(position + 1)
    }
}

DispatchQueue.main.async { runCase(0) }
dispatchMain()
