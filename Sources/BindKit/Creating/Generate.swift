extension ObservableType where Element: RxAbstractInteger {
    /// `count` integers from `start`, each one scheduled recursively on `scheduler`,
    /// then completion (RxSwift `range(start:count:scheduler:)`).
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "BindKit: count can't be negative")
        precondition(count == 0 || start &+ (count - 1) >= start, "BindKit: overflow of count")
        return Observable { downstream in
            let stage = Stage()
            stage.hold(scheduler.scheduleRecursive(0 as Element) { index, recurse in
                if index < count {
                    if !stage.isDisposed { downstream.on(start + index) }
                    recurse(index + 1)
                } else {
                    stage.finish(.completed, to: downstream)
                }
            })
            return stage
        }
    }
}

extension ObservableType {
    /// `element` again and again, each one scheduled recursively on `scheduler`
    /// (RxSwift `repeatElement(_:scheduler:)`).
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            stage.hold(scheduler.scheduleRecursive(element) { element, recurse in
                if !stage.isDisposed { downstream.on(element) }
                recurse(element)
            })
            return stage
        }
    }

    /// The states of a loop: `initialState`, then `iterate` of the previous one,
    /// while `condition` holds, each scheduled recursively on `scheduler` (RxSwift
    /// `generate(initialState:condition:scheduler:iterate:)`). An error thrown by a
    /// closure ends the sequence.
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            var state = initialState
            stage.hold(scheduler.scheduleRecursive(true) { isFirst, recurse in
                do {
                    if !isFirst { state = try iterate(state) }
                    if try condition(state) {
                        if !stage.isDisposed { downstream.on(state) }
                        recurse(false)
                    } else {
                        stage.finish(.completed, to: downstream)
                    }
                } catch {
                    stage.finish(.error(error), to: downstream)
                }
            })
            return stage
        }
    }

    /// A sequence made by `observableFactory` from a resource that `resourceFactory`
    /// makes for each subscription and that is disposed with the subscription
    /// (RxSwift `using(_:observableFactory:)`).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            var resource: Disposable = Disposables.create()
            let source: Observable<Element>
            do {
                let made = try resourceFactory()
                resource = made
                source = try observableFactory(made)
            } catch {
                source = .error(error)
            }
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            stage.hold(resource)
            return stage
        }
    }
}
