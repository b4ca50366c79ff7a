/// How an operator with one source subscribes: the stage it makes for a
/// downstream sink, and the sink that stage subscribes to the source.
///
/// RxSwift subscribes a chain of operators by nested calls (`Producer.subscribe`
/// → `run` → `source.subscribe`), one per operator, which a chain of a million
/// `map`s overflows. A chain of links subscribes in a loop instead, in the same
/// order: each operator's stage is made from the last operator inwards (work an
/// operator does before subscribing upstream happens then), the source is
/// subscribed (its replay flows through stages that all exist), and each stage
/// takes the subscription inside it, innermost first (the work after).
@usableFromInline
final class OperatorLink {
    /// What an operator does with the subscription to its source.
    @usableFromInline enum Finish {
        /// Its stage holds it and is the operator's subscription.
        case hold(Stage)
        /// The source's subscription is the operator's (`startWith`).
        case passThrough
        /// Anything else (`do`'s `onSubscribed`): returns the operator's subscription.
        case custom((Disposable) -> Disposable)
    }

    /// The source's own link, when the source is itself a one-source operator.
    @usableFromInline let sourceLink: OperatorLink?
    /// Subscribes a sink (a `Sink<Source>`) to the source, when `sourceLink` is nil.
    @usableFromInline let subscribeSource: (AnyObject) -> Disposable
    /// Makes the operator's stage for a downstream `Sink<Element>`: the sink to
    /// subscribe upstream (a `Sink<Source>`), and what to do with that subscription.
    @usableFromInline let makeStage: (AnyObject) -> (upstream: AnyObject, finish: Finish)

    @inlinable
    init(sourceLink: OperatorLink?, subscribeSource: @escaping (AnyObject) -> Disposable,
         makeStage: @escaping (AnyObject) -> (upstream: AnyObject, finish: Finish)) {
        self.sourceLink = sourceLink
        self.subscribeSource = subscribeSource
        self.makeStage = makeStage
    }

    /// Subscribes `downstream` (a `Sink<Element>` of this link's operator) to the
    /// whole chain of links and its source, without a nested call per operator.
    @usableFromInline
    func subscribe(_ downstream: AnyObject) -> Disposable {
        var finishes: [Finish] = []
        var link = self
        var sink = downstream
        while true {
            let made = link.makeStage(sink)
            finishes.append(made.finish)
            sink = made.upstream
            guard let next = link.sourceLink else { break }
            link = next
        }
        var subscription = link.subscribeSource(sink)
        for finish in finishes.reversed() {
            switch finish {
            case .hold(let stage):
                stage.hold(subscription)
                subscription = stage
            case .passThrough:
                break
            case .custom(let body):
                subscription = body(subscription)
            }
        }
        return subscription
    }
}

extension Observable {
    /// An operator with one source: `makeStage(downstream)` makes the operator's
    /// stage for one subscription and returns the sink to subscribe to `source`,
    /// and what to do with that subscription (see ``OperatorLink``).
    @inlinable
    static func operating<Source>(
        on source: Observable<Source>,
        _ makeStage: @escaping (Sink<Element>) -> (upstream: Sink<Source>, finish: OperatorLink.Finish)
    ) -> Observable<Element> {
        Observable(link: OperatorLink(
            sourceLink: source.link,
            subscribeSource: { sink in source.subscribe(unsafeDowncast(sink, to: Sink<Source>.self)) },
            makeStage: { downstream in
                let made = makeStage(unsafeDowncast(downstream, to: Sink<Element>.self))
                return (made.upstream, made.finish)
            }))
    }
}
