/// One control event source of a simulated control (RxCocoa's `ControlTarget`
/// registrations for one set of `UIControl.Event`s): a user action announces the
/// control's new value; each subscriber then reads the control through `getter`
/// when it receives the event, as UIKit's target-action does (so a subscriber
/// later in line sees a value an earlier one set programmatically).
final class ControlTarget<Value> {
    let announcer: Announcer<Value>
    /// Reads the control; nil once it is gone.
    private let getter: () -> Value?
    private let ends: SubjectCore<Value>
    /// The control events of the announcements under way, by announcement number
    /// (a subscriber of ``controlEvent(_:)`` hears only the kinds it asked for).
    private var kinds: [Int: UIControl.Event] = [:]

    /// The control events its property and its event stream listen to (RxCocoa's
    /// `controlPropertyWithDefaultEvents`: editing events and `valueChanged`; a
    /// button's `tap`: `touchUpInside`).
    private let defaultEvents: UIControl.Event

    init(name: String, defaultEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
         getter: @escaping () -> Value?) {
        self.getter = getter
        self.defaultEvents = defaultEvents
        ends = SubjectCore(name: name, kind: .control)
        announcer = ends.announcer
    }

    /// RxCocoa's `controlProperty`: the current value, then one per event.
    var property: Observable<Value> {
        Observable { [self] sink in subscribe(sink, replaying: true, only: defaultEvents) }
    }

    /// RxCocoa's `controlEvent`: one element per event.
    var event: Observable<Value> {
        Observable { [self] sink in subscribe(sink, replaying: false, only: defaultEvents) }
    }

    /// RxCocoa's `controlEvent(_:)`: one element per event of the kinds `events`.
    func event(_ events: UIControl.Event) -> Observable<Value> {
        Observable { [self] sink in subscribe(sink, replaying: false, only: events) }
    }

    private func subscribe(_ sink: Sink<Value>, replaying: Bool, only events: UIControl.Event? = nil) -> Disposable {
        let runtime = announcer.runtime
        runtime.checkThread(announcer.objectDescription, "subscribe")
        if replaying, let current = getter() { runtime.replay(current, from: announcer, to: sink) }
        let getter = self.getter
        let reader: Sink<Value>
        if let events {
            reader = Sink<Value>(runtime: sink.runtime, forward: { [weak self] _ in
                guard let self, let sequence = announcer.topFrame?.sequence, let kind = kinds[sequence],
                      !kind.isDisjoint(with: events) else { return }
                if let current = getter() { sink.on(current) }
            }, terminate: { sink.stop($0) })
        } else {
            reader = Sink<Value>(runtime: sink.runtime, forward: { _ in
                if let current = getter() { sink.on(current) }
            }, terminate: { sink.stop($0) })
        }
        return ends.attach(reader)
    }

    /// A user action: announces `value` to the subscribers, as the control events `kind`.
    func fire(_ value: Value, _ action: StaticString, kind: UIControl.Event) {
        guard announcer.beginWrite(action) else { return }
        if announcer.openFrames == 0 { kinds.removeAll(keepingCapacity: true) }
        kinds[announcer.sequence &+ 1] = kind
        announcer.announce(value)
    }

    /// The control was deallocated: every subscription completes.
    func controlDidDeinit() {
        ends.stop(.completed)
    }

    /// Traces a programmatic set (silent: UIKit sends no event).
    func traceSilentSet(_ value: Value) {
        let runtime = announcer.runtime
        runtime.traceSilentSet(value, node: announcer.tracedName, kind: .control)
    }
}
