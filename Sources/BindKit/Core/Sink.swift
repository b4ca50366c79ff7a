/// The receiving end of one subscription stage: a closure, so that the code
/// that runs for each element is the caller's specialised code rather than a
/// generic override reached through a vtable (which would look up generic
/// metadata on every element).
final class Sink<Element> {
    let runtime: Runtime
    let receive: (Element) -> Void
    /// True for user code (`subscribe(onNext:)`, a `Binder`): writes it makes are
    /// delivered completely before it continues, as in RxSwift. False for a
    /// library-owned stage (an operator, `bind(to:)`), whose writes are left on the
    /// frame stack for the drain loop.
    let isUserCode: Bool

    /// A library-owned stage.
    init(runtime: Runtime, forward: @escaping (Element) -> Void) {
        self.runtime = runtime
        self.receive = forward
        self.isUserCode = false
    }

    private init(runtime: Runtime, userCode: @escaping (Element) -> Void) {
        self.runtime = runtime
        self.receive = userCode
        self.isUserCode = true
    }

    /// A stage that runs user code.
    static func userCode(runtime: Runtime, _ handler: @escaping (Element) -> Void) -> Sink {
        Sink(runtime: runtime, userCode: handler)
    }

    /// Receives one element.
    @inline(__always)
    func on(_ value: Element) {
        if isUserCode {
            let receive = self.receive
            runtime.runUserCode { receive(value) }
        } else {
            receive(value)
        }
    }
}
