// RxSwift side: simulated controls wired exactly as RxCocoa's UIControl+Rx.swift
// (controlProperty(editingEvents:getter:setter:) and controlEvent), on a target list.
import RxSwift
import RxRelay
import RxCocoaLite

class SimControl {
    private var targets: [(Int, () -> Void)] = []
    private var nextID = 0
    var isEnabled = true
    func addTarget(_ action: @escaping () -> Void) -> Int { nextID += 1; targets.append((nextID, action)); return nextID }
    func removeTarget(_ id: Int) { targets.removeAll { $0.0 == id } }
    func sendActions() { for (_, action) in targets { action() } }
}

func controlProperty<Base: SimControl, T>(_ base: Base, getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void) -> ControlProperty<T> {
    let source: Observable<T> = Observable.create { [weak weakControl = base] observer in
        guard let control = weakControl else { observer.on(.completed); return Disposables.create() }
        observer.on(.next(getter(control)))
        let id = control.addTarget { if let control = weakControl { observer.on(.next(getter(control))) } }
        return Disposables.create { weakControl?.removeTarget(id) }
    }
    return ControlProperty<T>(values: source, valueSink: Binder(base, binding: setter))
}

final class TextField: SimControl, ReactiveCompatible {
    var text: String?
    init(text: String? = "", name: String = "textField") { self.text = text }
    func userTypes(_ characters: String) { guard isEnabled else { return }; for c in characters { text = (text ?? "") + String(c); sendActions() } }
    func userReplacesText(with newText: String) { guard isEnabled else { return }; text = newText; sendActions() }
    func userClears() { userReplacesText(with: "") }
    func userBeginsEditing() { guard isEnabled else { return }; sendActions() }
    func userEndsEditing() { guard isEnabled else { return }; sendActions() }
}
extension Reactive where Base: TextField {
    var text: ControlProperty<String?> { controlProperty(base, getter: { $0.text }, setter: { f, v in if f.text != v { f.text = v } }) }
    var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
}
final class Switch: SimControl, ReactiveCompatible {
    var isOn: Bool
    init(isOn: Bool = false, name: String = "switch") { self.isOn = isOn }
    func userToggles() { guard isEnabled else { return }; isOn.toggle(); sendActions() }
}
extension Reactive where Base: Switch {
    var isOn: ControlProperty<Bool> { controlProperty(base, getter: { $0.isOn }, setter: { $0.isOn = $1 }) }
    var value: ControlProperty<Bool> { isOn }
}
final class Slider: SimControl, ReactiveCompatible {
    var value: Float
    init(value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1, name: String = "slider") { self.value = value }
    func userSlides(to v: Float) { guard isEnabled else { return }; value = v; sendActions() }
}
extension Reactive where Base: Slider {
    var value: ControlProperty<Float> { controlProperty(base, getter: { $0.value }, setter: { $0.value = $1 }) }
}
final class Button: SimControl, ReactiveCompatible {
    init(title: String? = nil, isEnabled: Bool = true, name: String = "button") { super.init(); self.isEnabled = isEnabled }
    func userTaps() { guard isEnabled else { return }; sendActions() }
}
extension Reactive where Base: Button {
    var tap: ControlEvent<Void> {
        let source: Observable<Void> = Observable.create { [weak weakControl = base] observer in
            guard let control = weakControl else { observer.on(.completed); return Disposables.create() }
            let id = control.addTarget { observer.on(.next(())) }
            return Disposables.create { weakControl?.removeTarget(id) }
        }
        return ControlEvent(events: source)
    }
    var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
}
final class Label: ReactiveCompatible {
    var text: String?
    var isHidden = false
    init(text: String? = nil) { self.text = text }
}
extension Reactive where Base: Label {
    var text: Binder<String?> { Binder(base) { $0.text = $1 } }
}

// RxSwift 5's deprecated alias, which the seed article's helper uses.
extension ObservableConvertibleType { typealias E = Element }
extension TextField {
    func userDeletesBackwardCompat() { guard isEnabled, let t = text, !t.isEmpty else { return }; text = String(t.dropLast()); sendActions() }
}
