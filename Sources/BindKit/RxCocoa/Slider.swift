import Foundation

/// A simulated `UISlider`: replace `UISlider` with it in pasted code.
///
/// ``value`` set by the program is silent; ``userSlides(to:)`` moves it as a drag
/// does (clamped to the range) and sends `valueChanged`. A disabled slider
/// ignores the user.
public final class Slider: ReactiveCompatible {
    /// The value; setting it is a programmatic set: silent (clamped to the range).
    public var value: Float {
        get {
            target.announcer.runtime.checkThread(target.announcer.objectDescription, "value")
            return storage
        }
        set {
            guard target.announcer.beginWrite("set value") else { return }
            storage = clamped(newValue)
            target.traceSilentSet(storage)
        }
    }

    /// The lowest value.
    public var minimumValue: Float
    /// The highest value.
    public var maximumValue: Float
    /// Whether the user can move it.
    public var isEnabled = true
    /// Whether it is hidden.
    public var isHidden = false
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true

    private var storage: Float
    private(set) lazy var target = ControlTarget<Float>(name: name) { [weak self] in self?.storage }
    private let name: String

    /// A slider at `value` in `minimumValue...maximumValue` (UIKit's default 0...1).
    public init(value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1, name: String = "slider") {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        storage = min(max(value, minimumValue), maximumValue)
        self.name = name
        _ = target
    }

    deinit { target.controlDidDeinit() }

    /// Sends the control events `controlEvents` as the control would (UIKit's
    /// `sendActions(for:)`, as RxCocoa's tests simulate users): the subscribers listening
    /// to any of them hear it with the current value, enabled or not.
    public func sendActions(for controlEvents: UIControl.Event) {
        target.fire(storage, "sendActions", kind: controlEvents)
    }

    /// Sets ``value`` (programmatic: silent).
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The user drags the slider to `newValue` (`valueChanged`).
    public func userSlides(to newValue: Float) {
        guard isEnabled else { return }
        storage = clamped(newValue)
        target.fire(storage, "userSlides", kind: .valueChanged)
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }
}

extension Reactive where Base: Slider {
    /// The value (RxCocoa's `UISlider.rx.value`): the current value, then the value
    /// after each user drag; writes set it silently.
    public var value: ControlProperty<Float> {
        let control = base
        return ControlProperty(silentValues: control.target.property, valueSink: AnyObserver { event in
            if case .next(let value) = event { control.value = value }
        })
    }

    /// Sets whether the slider is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, enabled in control.isEnabled = enabled }
    }

    /// The user actions of the kinds `controlEvents` (RxCocoa's `UIControl.rx.controlEvent(_:)`).
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event(controlEvents).map { _ in () })
    }
}
