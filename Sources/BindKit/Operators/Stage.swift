/// One operator's subscription, as RxSwift's operator `Sink` with its
/// `SinkDisposer`: it holds the subscriptions it made upstream, and once the
/// sequence has ended or the subscription was disposed it forwards nothing more
/// (an element still in flight in a subscriber snapshot is dropped here).
final class Stage: Cancelable {
    private(set) var isDisposed = false
    private var held: [Disposable] = []

    /// Keeps `disposable` until the stage is disposed (at once if it already is).
    func hold(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            held.append(disposable)
        }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = held
        held = []
        for disposable in pending { disposable.dispose() }
    }

    /// Forwards `completion` downstream (unless already stopped), then disposes
    /// (RxSwift's `forwardOn(.completed); dispose()`).
    func finish<Element>(_ completion: Completion, to downstream: Sink<Element>) {
        guard !isDisposed else { return }
        downstream.stop(completion)
        dispose()
    }

    /// A terminate handler that forwards the end downstream and disposes the stage.
    func forwardEnd<Element>(to downstream: Sink<Element>) -> (Completion) -> Void {
        { [self] completion in finish(completion, to: downstream) }
    }
}
