/// One operator's subscription, as RxSwift's operator `Sink` with its
/// `SinkDisposer`: it holds the subscriptions it made upstream, and once the
/// sequence has ended or the subscription was disposed it forwards nothing more
/// (an element still in flight in a subscriber snapshot is dropped here).
@usableFromInline
final class Stage: Cancelable {
    @usableFromInline @exclusivity(unchecked) private(set) var isDisposed = false
    @exclusivity(unchecked) private var held: [Disposable] = []

    @usableFromInline init() {}

    /// Keeps `disposable` until the stage is disposed (at once if it already is).
    @usableFromInline func hold(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            held.append(disposable)
        }
    }

    @usableFromInline func dispose() {
        guard !isDisposed else { return }
        // Stages hold the stage of the operator upstream, one per operator: a loop over
        // an explicit stack disposes a long chain in the nested calls' depth-first order.
        isDisposed = true
        var pending = Array(held.reversed())
        held = []
        while let next = pending.popLast() {
            if let stage = next as? Stage {
                guard !stage.isDisposed else { continue }
                stage.isDisposed = true
                pending.append(contentsOf: stage.held.reversed())
                stage.held = []
            } else {
                next.dispose()
            }
        }
    }

    /// Forwards `completion` downstream (unless already stopped), then disposes
    /// (RxSwift's `forwardOn(.completed); dispose()`).
    @inlinable
    func finish<Element>(_ completion: Completion, to downstream: Sink<Element>) {
        guard !isDisposed else { return }
        downstream.stop(completion)
        dispose()
    }

    /// A terminate handler that forwards the end downstream and disposes the stage.
    @inlinable
    func forwardEnd<Element>(to downstream: Sink<Element>) -> (Completion) -> Void {
        { [self] completion in finish(completion, to: downstream) }
    }
}
