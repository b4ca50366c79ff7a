import Foundation

/// A simulated `UISwitch`: replace `UISwitch` with it in pasted code.
///
/// ``isOn`` set by the program is silent; ``userToggles()`` flips it as a tap
/// does and sends `valueChanged`. A disabled switch ignores the user.
public final class Switch: ReactiveCompatible {
    /// Whether it is on; setting it is a programmatic set: silent.
    public var isOn: Bool {
        get {
            target.announcer.runtime.checkThread(target.announcer.objectDescription, "isOn")
            return storage
        }
        set {
            guard target.announcer.beginWrite("set isOn") else { return }
            storage = newValue
            target.traceSilentSet(newValue)
        }
    }

    /// Whether the user can toggle it.
    public var isEnabled = true
    /// Whether it is hidden.
    public var isHidden = false
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true

    private var storage: Bool
    private(set) lazy var target = ControlTarget<Bool>(name: name) { [weak self] in self?.storage }
    private let name: String

    /// A switch, off unless `isOn`. `name` labels it in traces.
    public init(isOn: Bool = false, name: String = "switch") {
        storage = isOn
        self.name = name
        _ = target
    }

    deinit { target.controlDidDeinit() }

    /// Sends the control events `controlEvents` as the control would (UIKit's
    /// `sendActions(for:)`, as RxCocoa's tests simulate users): the subscribers listening
    /// to any of them hear it with the current state, enabled or not.
    public func sendActions(for controlEvents: UIControl.Event) {
        target.fire(storage, "sendActions", kind: controlEvents)
    }

    /// Sets ``isOn`` (programmatic: silent).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The user flips the switch (`valueChanged`).
    public func userToggles() {
        guard isEnabled else { return }
        storage.toggle()
        target.fire(storage, "userToggles", kind: .valueChanged)
    }
}

extension Reactive where Base: Switch {
    /// Whether it is on (RxCocoa's `UISwitch.rx.isOn`): the current state, then the
    /// state after each user toggle; writes set it silently.
    public var isOn: ControlProperty<Bool> {
        let control = base
        return ControlProperty(silentValues: control.target.property, valueSink: AnyObserver { event in
            if case .next(let value) = event { control.isOn = value }
        })
    }

    /// Same as `isOn` (RxCocoa's `UISwitch.rx.value`).
    public var value: ControlProperty<Bool> { isOn }

    /// Sets whether the switch is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, enabled in control.isEnabled = enabled }
    }

    /// The user actions of the kinds `controlEvents` (RxCocoa's `UIControl.rx.controlEvent(_:)`).
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event(controlEvents).map { _ in () })
    }
}
