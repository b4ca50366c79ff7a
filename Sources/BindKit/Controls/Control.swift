/// A simulated UIKit control (a text field, a switch, a slider) with one value.
///
/// Its ``property`` behaves like RxCocoa's `ControlProperty` (`rx.text`, `rx.isOn`,
/// `rx.value`):
/// - it replays the control's current value to every new subscriber, before it
///   starts observing (RxCocoa's `controlProperty` sends `getter(control)`, then
///   adds the control target), so a user edit made while the subscriber handles
///   that value does not reach it;
/// - a **user edit** (``userEdit(_:)``) stores the value and announces it, every edit;
///   each subscriber receives what the control shows when the event reaches it (as
///   RxCocoa's targets call the getter), so one that comes after a subscriber that set
///   the control receives that value;
/// - a **programmatic set** (``value``, or binding into ``property``) stores the
///   value silently: UIKit sends no control event, so no subscriber hears it;
/// - it never errors or completes.
///
/// ``terminal(value:name:)`` makes a ReactiveCocoa control channel terminal instead
/// (`rac_newTextChannel`, `rac_newOnChannel`): the same, but a new subscriber gets
/// no replay (RACChannel's leading subject replays nothing).
///
/// The RxCocoa-style controls (``TextField``, ``Switch``, ``Slider``, ``Button``)
/// are built on the same engine with RxCocoa's names.
public final class Control<Value> {
    @usableFromInline @exclusivity(unchecked) var storage: Value
    @usableFromInline let announcer: Announcer<Value>
    /// Whether a new subscriber first receives the current value.
    public let replaysOnSubscribe: Bool

    /// Creates a control showing `value`. `name` labels it in traces.
    @inlinable
    public init(value: Value, name: String = "field") {
        storage = value
        replaysOnSubscribe = true
        announcer = Announcer(runtime: Runtime.current, name: name, kind: .control)
    }

    @usableFromInline
    init(terminalValue value: Value, name: String, kind: TraceNodeKind = .channelTerminal) {
        storage = value
        replaysOnSubscribe = false
        announcer = Announcer(runtime: Runtime.current, name: name, kind: kind)
    }

    /// Whether subscribers read the control when an event reaches them (a control
    /// property), rather than all receiving the value of the event (a terminal, a button).
    @usableFromInline var readsAtDelivery: Bool { announcer.traceKind == .control }

    /// A ReactiveCocoa control channel terminal showing `value`: user edits are
    /// announced, programmatic sets are silent, and subscribing replays nothing.
    /// RACChannel reads the control once per event: every subscriber gets that value.
    @inlinable
    public static func terminal(value: Value, name: String = "terminal") -> Control {
        Control(terminalValue: value, name: name)
    }

    /// A control event (RxCocoa's `ControlEvent`, a button's `rx.tap`): each
    /// ``userEdit(_:)`` announces `value` to the subscribers (a tap); subscribing
    /// replays nothing; it stores nothing worth reading.
    @inlinable
    public static func event(value: Value, name: String = "button") -> Control {
        Control(terminalValue: value, name: name, kind: .controlEvent)
    }

    /// What the control shows. Setting it is a programmatic set: silent.
    @inlinable
    public var value: Value {
        get {
            announcer.runtime.checkThread(announcer.objectDescription, "value")
            return storage
        }
        set { setProgrammatically(newValue) }
    }

    /// The user changes the control: it stores `newValue` and fires its event.
    @inlinable
    public func userEdit(_ newValue: Value) {
        guard announcer.beginWrite("userEdit") else { return }
        storage = newValue
        announcer.announce(newValue)
        if readsAtDelivery { announcer.refreshOpenFrames(to: storage) }
    }

    /// The control's `ControlProperty`.
    @inlinable
    public var property: ControlProperty<Value> {
        let control = self
        return ControlProperty(
            silentValues: Observable { sink in control.subscribe(sink) },
            valueSink: AnyObserver { event in
                if case .next(let value) = event { control.setProgrammatically(value) }
            })
    }

    @inlinable
    func setProgrammatically(_ newValue: Value) {
        let runtime = announcer.runtime
        guard announcer.beginWrite("set") else { return }
        storage = newValue
        if readsAtDelivery { announcer.refreshOpenFrames(to: newValue) }
        runtime.traceSilentSet(newValue, node: announcer.tracedName, kind: announcer.traceKind)
    }

    @inlinable
    func subscribe(_ sink: Sink<Value>) -> Disposable {
        replaysOnSubscribe ? announcer.replayThenAttach(sink, current: storage) : announcer.attach(sink)
    }
}
