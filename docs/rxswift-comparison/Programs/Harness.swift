#if BINDKIT
import BindKit
#else
import RxSwift
import RxRelay
import RxCocoaLite
import RxTest
import RxBlocking
#endif

struct Program {
    let name: String
    let steps: [() -> Void]
    init(_ name: String, _ steps: [() -> Void]) { self.name = name; self.steps = steps }
    init(_ name: String, _ body: @escaping () -> Void) { self.name = name; self.steps = [body] }
}

struct TestError: Error, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "TestError(\(name))" }
}

func show<T>(_ value: T) -> String { "\(value)" }

/// Where programs write their lines (stdout here; a recorder in the test corpus).
func out(_ line: String) { print(line) }

/// Prints a TestableObserver's events one per line.
func dump<T>(_ events: [Recorded<Event<T>>]) {
    for event in events { out("  \(event.time): \(event.value)") }
}

extension ObservableType {
    /// Subscribes printing every event as `name: event`.
    func log(_ name: String, bag: DisposeBag, _ out: @escaping (String) -> Void) {
        subscribe(onNext: { out("\(name): next(\($0))") },
                  onError: { out("\(name): error(\($0))") },
                  onCompleted: { out("\(name): completed") },
                  onDisposed: { out("\(name): disposed") })
            .disposed(by: bag)
    }
}

/// `source` with every event, subscription and disposal written as `  name …`.
func logged<T>(_ name: String, _ source: Observable<T>, _ out: @escaping (String) -> Void) -> Observable<T> {
    source.do(onNext: { out("  \(name) next \($0)") }, onError: { out("  \(name) error \($0)") },
              onCompleted: { out("  \(name) completed") },
              onSubscribe: { out("  \(name) subscribe") }, onSubscribed: { out("  \(name) subscribed") },
              onDispose: { out("  \(name) dispose") })
}
