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

    deinit {
        // A chain of operator stages holds each stage's downstream sink in its closures:
        // freeing its head would free one sink per stage by nested deinits. While the
        // runtime releases such a chain, each sink's closure joins its release loop.
        if runtime.isReleasing {
            runtime.deferRelease(receive)
            if let terminate { runtime.deferRelease(terminate) }
        }
    }

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

    /// Receives one element; the caller has more to do once it returns (for a
    /// call that is the caller's last action, use ``tailOn(_:)``).
    @inlinable
    func on(_ value: Element) {
        if isUserCode {
            let receive = self.receive
            runtime.runUserCode { receive(value) }
        } else if runtime.mode == .library {
            // Nothing below may be moved to the frame stack: it would run after the
            // caller's remaining work instead of before it.
            let runtime = self.runtime
            let saved = runtime.tailDepth
            runtime.tailDepth = Runtime.noTailCalls
            receive(value)
            runtime.tailDepth = saved
        } else {
            // In user code a deferred delivery runs at once: nothing to prevent.
            receive(value)
        }
    }

    /// Receives one element as the caller's last action (a stage passing an
    /// element on). Such calls nest like RxSwift's sink calls up to
    /// ``Runtime/maxTailDepth``; deeper, the call becomes a frame on the runtime's
    /// stack, so a chain of a million operator stages does not grow the call stack.
    /// The order is the same: nothing runs between the call and the drain loop
    /// taking it up, since every caller up to that loop was a tail call too.
    @inlinable
    func tailOn(_ value: Element) {
        let runtime = self.runtime
        if isUserCode {
            let receive = self.receive
            runtime.runUserCode { receive(value) }
        } else if runtime.tailDepth < Runtime.maxTailDepth {
            runtime.tailDepth &+= 1
            receive(value)
            runtime.tailDepth &-= 1
        } else {
            runtime.deferDelivery(value, to: self)
        }
    }

    /// Receives the end of the sequence, after the frames the stages before it left
    /// pending (so every element, and what its writes cause, arrives before the end,
    /// as in RxSwift's nested calls: `just`'s element reaches the relay a `bind(to:)`
    /// writes, and that relay's subscribers, before `just` completes). User code runs nested.
    @usableFromInline func stop(_ completion: Completion) {
        guard let terminate else { return }
        if isUserCode {
            runtime.runUserCode { terminate(completion) }
        } else {
            runtime.deliverPendingFrames()
            if runtime.isCutOff { return }
            terminate(completion)
        }
    }
}
