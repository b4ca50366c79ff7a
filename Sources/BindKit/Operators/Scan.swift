extension ObservableType {
    /// Folds each element into an accumulator and forwards the accumulator
    /// (RxSwift `scan(_:accumulator:)`). The accumulator is stored before forwarding.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) throws -> State)
        -> Observable<State> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            var state = seed
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                do { state = try accumulator(state, value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.on(state)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }

    /// Folds each element into an accumulator changed in place, and forwards it
    /// (RxSwift `scan(into:accumulator:)`).
    public func scan<State>(into seed: State, accumulator: @escaping (inout State, Element) throws -> Void)
        -> Observable<State> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            var state = seed
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                do { try accumulator(&state, value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.on(state)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
