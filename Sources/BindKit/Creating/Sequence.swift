extension ObservableType {
    /// A sequence of `elements`, then completion (RxSwift `of`). With the default
    /// ``CurrentThreadScheduler``, each element is one trampoline action: at top
    /// level they all arrive before `subscribe` returns, and sequences subscribed
    /// together interleave (`merge(of(1, 2), of(10, 20))` gives 1, 10, 2, 20).
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, then completion (RxSwift `from`).
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        sequence(array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion (RxSwift `from`).
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        Self.sequence(Array(sequence), scheduler: scheduler)
    }

    /// RxSwift's `ObservableSequence`: each step forwards one element and schedules
    /// the next step on `scheduler` (the last one completes).
    private static func sequence(_ elements: [Element], scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            var index = 0
            let step = SerialDisposable()
            stage.hold(step)
            func run() {
                guard !stage.isDisposed else { return }
                if index < elements.count {
                    let element = elements[index]
                    index += 1
                    downstream.on(element)
                    guard !stage.isDisposed else { return }
                    step.disposable = scheduler.schedule(()) { _ in
                        run()
                        return Disposables.create()
                    }
                } else {
                    stage.finish(.completed, to: downstream)
                }
            }
            step.disposable = scheduler.schedule(()) { _ in
                run()
                return Disposables.create()
            }
            return stage
        }
    }
}
