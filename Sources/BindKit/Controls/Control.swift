/// A simulated UIKit control (a text field, a switch, a slider) with one value.
///
/// Its ``property`` behaves like RxCocoa's `ControlProperty` (`rx.text`, `rx.isOn`,
/// `rx.value`):
/// - it replays the control's current value to every new subscriber;
/// - a **user edit** (``userEdit(_:)``) stores the value and announces it, every edit;
/// - a **programmatic set** (``value``, or binding into ``property``) stores the
///   value silently: UIKit sends no control event, so no subscriber hears it;
/// - it never errors or completes.
///
/// The RxCocoa-style controls (``TextField``, ``Switch``, ``Slider``, ``Button``)
/// are built on the same engine with RxCocoa's names.
public final class Control<Value> {
    private var storage: Value
    let announcer: Announcer<Value>

    /// Creates a control showing `value`. `name` labels it in traces.
    public init(value: Value, name: String = "field") {
        storage = value
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .control)
    }

    /// What the control shows. Setting it is a programmatic set: silent.
    public var value: Value {
        get {
            announcer.runtime.checkThread(announcer.objectDescription, "value")
            return storage
        }
        set { setProgrammatically(newValue) }
    }

    /// The user changes the control: it stores `newValue` and fires its event.
    public func userEdit(_ newValue: Value) {
        guard announcer.beginWrite("userEdit") else { return }
        storage = newValue
        announcer.announce(newValue)
    }

    /// The control's `ControlProperty`.
    public var property: ControlProperty<Value> {
        let control = self
        return ControlProperty(
            silentValues: Observable { sink in control.subscribe(sink) },
            valueSink: AnyObserver { event in
                if case .next(let value) = event { control.setProgrammatically(value) }
            })
    }

    func setProgrammatically(_ newValue: Value) {
        let runtime = announcer.runtime
        guard announcer.beginWrite("set") else { return }
        storage = newValue
        if let tracer = runtime.tracer {
            tracer.record(TraceEvent(
                id: runtime.makeEventID(), parent: runtime.currentCause, depth: runtime.depth,
                kind: .silentSet, node: announcer.traceName, nodeKind: .control, value: newValue))
        }
    }

    func subscribe(_ sink: Sink<Value>) -> Disposable {
        announcer.attachReplaying(sink, current: storage)
    }
}
