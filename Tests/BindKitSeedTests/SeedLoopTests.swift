import BindKit
import Testing

/// What the article warns about, and what BindKit adds: binding two relays to
/// each other the naive way loops forever (RxSwift overflows the stack); BindKit
/// cuts the loop off, reports it, and the program goes on.
@Suite("Seed 000: the naive relay pair loops; BindKit reports it")
struct SeedLoopTests {
    @Test("relay.bind(to: other) both ways loops at setup; the loop is cut off with its cycle")
    func naiveRelayPair() {
        Runtime().withCurrent {
            let disposeBag = DisposeBag()
            let textFirst = BehaviorRelay<String?>(value: nil, name: "textFirst")
            let textSecond = BehaviorRelay<String?>(value: nil, name: "textSecond")
            var reports: [LoopReport] = []
            Runtime.current.onLoop = { reports.append($0) }
            // The article's "-> textFirst -> textSecond -> textFirst ..." loop.
            textFirst.bind(to: textSecond).disposed(by: disposeBag)
            textSecond.bind(to: textFirst).disposed(by: disposeBag)
            #expect(reports.map(\.cycleDescription) == ["textFirst -> textSecond -> textFirst"])
            #expect(reports.first?.valuesRepeat == true)
            // The fixed operator from the article (declared in Seed000.swift) does not loop.
            let first = BehaviorRelay<String?>(value: nil, name: "first")
            let second = BehaviorRelay<String?>(value: "x", name: "second")
            (first <-> second).disposed(by: disposeBag)
            first.accept("y")
            #expect(reports.count == 1)
            #expect(second.value == "y")
        }
    }

    @Test("the seed's own <-> and currentAndPrevious() take precedence over BindKit's")
    func seedDeclarationsWin() {
        Runtime().withCurrent {
            let bag = DisposeBag()
            let relay = BehaviorRelay(value: 1)
            var pairs: [String] = []
            // BindKit's built-in currentAndPrevious() emits one pair per value; the seed's
            // multicast version emits each pair twice, which is what this module gets.
            relay.currentAndPrevious().subscribe(onNext: { pairs.append("\($0.current)/\($0.previous)") })
                .disposed(by: bag)
            relay.accept(2)
            #expect(pairs == ["1/1", "1/1", "2/1", "2/2"])
        }
    }
}
