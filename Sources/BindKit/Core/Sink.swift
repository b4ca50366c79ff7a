/// The receiving end of one subscription stage: a closure, so that the code
/// that runs for each element is the caller's specialised code rather than a
/// generic override reached through a vtable (which would look up generic
/// metadata on every element).
@usableFromInline final class Sink<Element> {
    @usableFromInline let runtime: Runtime
    @usableFromInline let receive: (Element) -> Void
    /// True for user code (`subscribe(onNext:)`, a `Binder`): writes it makes are
    /// delivered completely before it continues, as in RxSwift. False for a
    /// library-owned stage (an operator, `bind(to:)`), whose writes are left on the
    /// frame stack for the drain loop.
    @usableFromInline let isUserCode: Bool
    /// Receives the end of the sequence (completion or error); nil for a stage that
    /// ignores it. Ends travel by nested calls, off the elements' fast path.
    @usableFromInline let terminate: ((Completion) -> Void)?

    /// A library-owned stage.
    @inlinable init(runtime: Runtime, forward: @escaping (Element) -> Void, terminate: ((Completion) -> Void)? = nil) {
        self.runtime = runtime
        self.receive = forward
        self.isUserCode = false
        self.terminate = terminate
    }

    @inlinable init(runtime: Runtime, userCode: @escaping (Element) -> Void, terminate: ((Completion) -> Void)?) {
        self.runtime = runtime
        self.receive = userCode
        self.isUserCode = true
        self.terminate = terminate
    }

    /// A stage that runs user code.
    @inlinable static func userCode(
        runtime: Runtime, _ handler: @escaping (Element) -> Void, terminate: ((Completion) -> Void)? = nil
    ) -> Sink {
        Sink(runtime: runtime, userCode: handler, terminate: terminate)
    }

    /// Receives one element.
    @inlinable
    func on(_ value: Element) {
        if isUserCode {
            let receive = self.receive
            runtime.runUserCode { receive(value) }
        } else {
            receive(value)
        }
    }

    /// Receives the end of the sequence. User code runs nested, after the frames
    /// its stage left pending (so every element arrives before the end).
    @usableFromInline func stop(_ completion: Completion) {
        guard let terminate else { return }
        if isUserCode {
            runtime.runUserCode { terminate(completion) }
        } else {
            terminate(completion)
        }
    }
}
