extension ObservableType {
    /// Splits the elements into groups by `keySelector`: the first element of a key
    /// sends a new ``GroupedObservable``, then the element to its subscribers
    /// (RxSwift `groupBy(keySelector:)`). The end goes to every group, then downstream.
    /// *Deviation:* RxSwift ends the groups in its dictionary's order, which varies
    /// from run to run; BindKit ends them in the order they were created.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: subscription)
            var groups: [Key: PublishSubject<Element>] = [:]
            var order: [PublishSubject<Element>] = []
            func forwardOnGroups(_ event: Event<Element>) {
                for writer in order { runtime.runUserCode { writer.on(event) } }
            }
            func end(_ completion: Completion) {
                forwardOnGroups(completion.event())
                if !stage.isDisposed { downstream.stop(completion) }
                subscription.dispose()
                stage.dispose()
            }
            stage.hold(refCount)
            subscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                let key: Key
                do { key = try keySelector(value) } catch {
                    end(.error(error))
                    return
                }
                if let writer = groups[key] {
                    runtime.runUserCode { writer.onNext(value) }
                    return
                }
                let writer = PublishSubject<Element>(name: "group")
                groups[key] = writer
                order.append(writer)
                let group = GroupedObservable(key: key, source: GroupedObservable<Key, Element>.members(
                    of: writer, refCount: refCount))
                if !stage.isDisposed { downstream.on(group) }
                runtime.runUserCode { writer.onNext(value) }
            }, terminate: end)))
            return stage
        }
    }
}

/// One group of `groupBy`: its key and its elements (RxSwift's `GroupedObservable`).
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key of the group.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements.
    public func asObservable() -> Observable<Element> { source }

    /// RxSwift's `GroupedObservableImpl`: a subscription holds a dependent disposable
    /// of the source's subscription, then subscribes to the group's subject.
    static func members(of subject: PublishSubject<Element>, refCount: RefCountDisposable) -> Observable<Element> {
        Observable(producer: false) { sink in
            let release = refCount.retain()
            let subscription = subject.asObservable().subscribe(sink)
            return Disposables.create(release, subscription)
        }
    }
}
