/// A stored property with no publisher, as Combine's `assign(to:on:)` sets one (rule C11;
/// OpenCombine `Subscribers.Assign.swift:87`, `object[keyPath: keyPath] = value`): each element
/// is stored at once, synchronously, and announced to no one — a reader sees it as soon as the
/// subscriber that stored it has run. Unlike a ``Binder`` it has no scheduler, so a write made
/// while another is being stored nests. A completion is ignored; an error stops debug builds
/// (Combine's `assign` requires `Failure == Never`).
public final class PlainProperty<Value>: ObserverType {
    /// The stored value.
    public private(set) var value: Value
    private let name: String?
    private let runtime: Runtime

    /// Creates the property holding `value`. `name`, when given, makes each store appear in
    /// traces as a silent set.
    public init(_ value: Value, name: String? = nil) {
        self.value = value
        self.name = name
        runtime = Runtime.current
    }

    /// Stores `element` (traced as a silent set).
    public func onNext(_ element: Value) {
        let runtime = self.runtime
        runtime.checkThread("PlainProperty" + (name.map { " '\($0)'" } ?? ""), "onNext")
        guard runtime.beginWrite() else { return }
        if let name, runtime.isTracing {
            runtime.traceSilentSet(element, node: runtime.traceNames.name(name), kind: .plainProperty)
        }
        value = element
    }

    /// Stores an element; an error stops debug builds; a completion is ignored.
    public func on(_ event: Event<Value>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): rxFatalErrorInDebug("Assign error: \(error)")
        case .completed: break
        }
    }
}
