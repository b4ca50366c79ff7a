import BindKit

/// Runs a port-corpus program on a runtime of its own and returns the lines it
/// wrote: each step runs, then the main loop settles (what the main run loop does
/// between two user actions), as the RxSwift run it is compared with did.
enum Transcript {
    typealias Step = (_ out: @escaping (String) -> Void, _ keep: Keep) -> Void

    static func run(_ steps: [Step]) -> [String] {
        let runtime = Runtime()
        let recorder = LineRecorder()
        let keep = Keep()
        runtime.withCurrent {
            // RxSwift prints an unhandled error in debug builds; record it instead.
            Hooks.defaultErrorHandler = { _, error in recorder.add("Unhandled error happened: \(error)") }
            for step in steps {
                step(recorder.add, keep)
                MainScheduler.settle()
            }
        }
        let lines = recorder.lines
        runtime.withCurrent { keep.release() }
        return lines
    }
}

/// The lines a program wrote.
final class LineRecorder {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// What a program keeps alive across its steps (bags, controls, schedulers).
final class Keep {
    private var items: [Any] = []
    private var endActions: [() -> Void] = []
    func append(_ item: Any) { items.append(item) }
    func append(contentsOf more: [Any]) { items.append(contentsOf: more) }
    func compactMap<T>(_ transform: (Any) -> T?) -> [T] { items.compactMap(transform) }
    /// Runs `action` when the run is over, before what is kept is released: to break
    /// a reference cycle the program made (an object whose closure refers to it),
    /// which releasing would not free.
    func atEnd(_ action: @escaping () -> Void) { endActions.append(action) }
    func release() {
        let actions = endActions
        endActions = []
        for action in actions { action() }
        items.removeAll()
    }
}

/// An error that prints as `TestError(name)`.
struct TestError: Error, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "TestError(\(name))" }
}

func show<T>(_ value: T) -> String { "\(value)" }

/// Writes a TestableObserver's events one per line, as `  time: event`.
func dump<T>(_ out: (String) -> Void, _ events: [Recorded<Event<T>>]) {
    for event in events { out("  \(event.time): \(event.value)") }
}

extension ObservableType {
    /// Subscribes writing every event as `name: event`, and `name: disposed`.
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
