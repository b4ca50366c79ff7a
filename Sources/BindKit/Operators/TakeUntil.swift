extension ObservableType {
    /// Forwards elements until `other` produces one, then completes (RxSwift
    /// `take(until:)`). `other` is subscribed first; its completion is ignored,
    /// its error ends this sequence.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let trigger = other.asObservable()
        return Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let otherSubscription = SingleAssignmentDisposable()
            stage.hold(otherSubscription)
            otherSubscription.setDisposable(trigger.subscribe(Sink(runtime: runtime, forward: { _ in
                stage.finish(.completed, to: downstream)
            }, terminate: { completion in
                if case .error = completion {
                    stage.finish(completion, to: downstream)
                } else {
                    otherSubscription.dispose()
                }
            })))
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }

    /// Forwards elements while `predicate` is false; on the first element for which
    /// it is true, completes (`.exclusive`) or forwards it and completes (`.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Forwards elements while `predicate` is true; on the first element for which
    /// it is false, completes (`.exclusive`) or forwards it and completes (`.inclusive`).
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let running: Bool
                do { running = try predicate(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if running {
                    downstream.tailOn(value)
                } else {
                    if behavior == .inclusive { downstream.on(value) }
                    stage.finish(.completed, to: downstream)
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}

/// Whether `take(while:)` / `take(until:)` also forwards the element that ends it.
public enum TakeBehavior: Sendable {
    /// Forward the last element too.
    case inclusive
    /// Do not forward the last element.
    case exclusive
}
