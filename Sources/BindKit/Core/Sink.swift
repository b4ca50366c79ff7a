/// The receiving end of one subscription stage: a closure, so that the code
/// that runs for each element is the caller's specialised code rather than a
/// generic override reached through a vtable (which would look up generic
/// metadata on every element).
final class Sink<Element> {
    let runtime: Runtime
    private let receive: (Element) -> Void

    /// A library-owned stage (an operator, `bind(to:)`): writes it makes are left
    /// on the frame stack for the drain loop.
    init(runtime: Runtime, forward: @escaping (Element) -> Void) {
        self.runtime = runtime
        self.receive = forward
    }

    /// A user closure (`subscribe(onNext:)`, a `Binder`): writes it makes are
    /// delivered completely before it continues, as in RxSwift.
    static func userCode(runtime: Runtime, _ handler: @escaping (Element) -> Void) -> Sink {
        Sink(runtime: runtime) { value in runtime.runUserCode { handler(value) } }
    }

    /// Receives one element.
    @inline(__always)
    func on(_ value: Element) {
        receive(value)
    }
}
