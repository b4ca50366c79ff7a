import BindKit
import OpenCombine

// BindKit's Combine stages beside OpenCombine's, in one process (issue 37; docs/performance.md,
// "Combine"): the same sends through the same pipelines, medians of `runs` runs of `sends`
// sends each, printed per operation and as a ratio. Built only by
//   OPENCOMBINE_DIR=/tmp/opencombine-0.14.0 bash Benchmarks/consumer.sh combine
// (the consumer package then depends on that OpenCombine checkout, outside this repository).

// `medianNanoseconds(runs:_:)` is bindkit-bench's Clock.swift, which consumer.sh copies here.

let sends = 200_000
let runs = 7
let hops = 10

// MARK: OpenCombine

final class Sinks {
    var cancellables: [AnyCancellable] = []
    var count = 0
}

func openCombineSubject(maps: Int, sinks: Int) -> Double {
    let box = Sinks()
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var publisher = subject.eraseToAnyPublisher()
    for _ in 0..<maps { publisher = publisher.map { $0 &+ 1 }.eraseToAnyPublisher() }
    for _ in 0..<sinks { box.cancellables.append(publisher.sink { _ in box.count &+= 1 }) }
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { subject.send(value) }
    }
    precondition(box.count == sends * runs * sinks)
    return total / Double(sends)
}

final class PublishedModel {
    @OpenCombine.Published var value = 0
}

func openCombinePublished() -> Double {
    let box = Sinks()
    let model = PublishedModel()
    box.cancellables.append(model.$value.sink { _ in box.count &+= 1 })
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { model.value = value }
    }
    precondition(box.count == sends * runs + 1)
    return total / Double(sends)
}

func openCombineRemoveDuplicates() -> Double {
    let box = Sinks()
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    box.cancellables.append(subject.removeDuplicates().sink { _ in box.count &+= 1 })
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { subject.send(value / 2) }
    }
    precondition(box.count > 0)
    return total / Double(sends)
}

// MARK: BindKit

func bindKitSubject(maps: Int, sinks: Int) -> Double {
    let bag = DisposeBag()
    var count = 0
    let subject = BindKit.PassthroughSubject<Int>(name: "p")
    var stream = subject.asObservable()
    for _ in 0..<maps { stream = stream.map { $0 &+ 1 } }
    for _ in 0..<sinks { stream.subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag) }
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { subject.send(value) }
    }
    precondition(count == sends * runs * sinks)
    return total / Double(sends)
}

func bindKitPublished() -> Double {
    let bag = DisposeBag()
    var count = 0
    let published = PublishedValue(0, name: "value")
    published.leavesSubscriberOrderUnspecified()
    published.asObservable().subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag)
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { published.value = value }
    }
    precondition(count == sends * runs + 1)
    return total / Double(sends)
}

func bindKitRemoveDuplicates() -> Double {
    let bag = DisposeBag()
    var count = 0
    let subject = BindKit.PassthroughSubject<Int>(name: "p")
    subject.distinctUntilChanged().subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag)
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { subject.send(value / 2) }
    }
    precondition(count > 0)
    return total / Double(sends)
}

/// For reference, BindKit's RxSwift subjects on the same send: a relay, and a PublishSubject (whose
/// sends go through the same core as Combine's subjects).
func bindKitPublishRelay() -> Double {
    let bag = DisposeBag()
    var count = 0
    let relay = PublishRelay<Int>(name: "p")
    relay.subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag)
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { relay.accept(value) }
    }
    precondition(count == sends * runs)
    return total / Double(sends)
}

func bindKitPublishSubject() -> Double {
    let bag = DisposeBag()
    var count = 0
    let subject = PublishSubject<Int>()
    subject.subscribe(onNext: { _ in count &+= 1 }).disposed(by: bag)
    let total = medianNanoseconds(runs: runs) {
        for value in 1...sends { subject.onNext(value) }
    }
    precondition(count == sends * runs)
    return total / Double(sends)
}

func row(_ what: String, _ openCombine: Double, _ bindKit: Double) {
    let ratio = bindKit / openCombine
    print("| \(what) | \(format(openCombine)) ns | \(format(bindKit)) ns | \(format(ratio))x |")
}

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

let runtime = Runtime()
runtime.withCurrent {
    print("| per operation (\(sends) sends, median of \(runs)) | OpenCombine 0.14.0 | BindKit | ratio |")
    print("|---|---|---|---|")
    let oneSink = (openCombineSubject(maps: 0, sinks: 1), bindKitSubject(maps: 0, sinks: 1))
    row("a send through a PassthroughSubject to one sink", oneSink.0, oneSink.1)
    let chain = (openCombineSubject(maps: hops, sinks: 1), bindKitSubject(maps: hops, sinks: 1))
    row("one `map` hop (a chain of \(hops), per hop)", (chain.0 - oneSink.0) / Double(hops),
        (chain.1 - oneSink.1) / Double(hops))
    let fan = (openCombineSubject(maps: 0, sinks: 10), bindKitSubject(maps: 0, sinks: 10))
    row("a send to 10 sinks (per sink)", fan.0 / 10, fan.1 / 10)
    row("a set of an `@Published` with one sink", openCombinePublished(), bindKitPublished())
    row("`removeDuplicates()` (half the sends dropped)", openCombineRemoveDuplicates(), bindKitRemoveDuplicates())
    print("")
    print("for reference, BindKit's RxSwift types, one send to one subscriber: PublishRelay "
        + "\(format(bindKitPublishRelay())) ns, PublishSubject \(format(bindKitPublishSubject())) ns")
}
