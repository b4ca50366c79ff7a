extension CombineRules {
    /// Combine's `zip` over `sources` (rules C17 and C18; OpenCombine `Publishers.Zip.swift`): it
    /// pairs the inputs' values in order, buffering the faster inputs, and finishes as soon as a
    /// finished input has nothing buffered (`:511-545`, `checkShouldFinish`) — the other inputs'
    /// buffered values are never paired. (RxSwift's finishes when every input has.) A failure
    /// passes at once.
    ///
    /// A value that an input receives while zip is delivering a tuple, and that completes the
    /// next tuple, is undefined in Combine (OpenCombine stops at an assertion, `:502`).
    /// `reentrantPair`, when given, is asked then: true delivers that tuple nested (what the code
    /// does without assertions), false keeps it buffered and undelivered. A value that completes
    /// no tuple is only buffered.
    public static func zip(_ sources: [Observable<Base.Element>],
                           reentrantPair: (() -> Bool)? = nil) -> Observable<[Base.Element]> {
        Observable<[Base.Element]> { downstream in
            let stage = Stage()
            let queues = sources.map { _ in ZipQueue<Base.Element>() }
            var finished = [Bool](repeating: false, count: sources.count)
            var delivering = 0
            let finishIfDone = {
                guard delivering == 0, !stage.isDisposed,
                      finished.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) else { return }
                stage.finish(.completed, to: downstream)
            }
            for (index, source) in sources.enumerated() {
                let slot = SingleAssignmentDisposable()
                stage.hold(slot)
                slot.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    queues[index].enqueue(value)
                    guard queues.allSatisfy({ !$0.isEmpty }) else { return }
                    if delivering > 0, !(reentrantPair?() ?? true) { return }
                    let tuple = queues.map { $0.dequeue() }
                    delivering += 1
                    downstream.on(tuple)
                    delivering -= 1
                    finishIfDone()
                }, terminate: { completion in
                    switch completion {
                    case .error:
                        stage.finish(completion, to: downstream)
                    case .completed:
                        finished[index] = true
                        finishIfDone()
                    }
                })))
            }
            if sources.isEmpty { stage.finish(.completed, to: downstream) }
            return stage
        }
    }
}
