// RxSwift side: simulated controls wired exactly as RxCocoa's UIControl+Rx.swift
// (controlProperty(editingEvents:getter:setter:) and controlEvent(_:)), on a target
// list where each target has the UIControl.Event mask it was added for, as UIKit's
// addTarget(_:action:for:) does. UIKit's names (UIControl.Event, UIControl.State)
// are declared here, because this is Linux.
import Foundation
import RxSwift
import RxRelay
import RxCocoaLite

enum UIControl {
    struct Event: OptionSet {
        let rawValue: UInt
        static let touchUpInside = Event(rawValue: 1 << 6)
        static let valueChanged = Event(rawValue: 1 << 12)
        static let primaryActionTriggered = Event(rawValue: 1 << 13)
        static let editingDidBegin = Event(rawValue: 1 << 16)
        static let editingChanged = Event(rawValue: 1 << 17)
        static let editingDidEnd = Event(rawValue: 1 << 18)
        static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        static let allEditingEvents = Event(rawValue: 0x000F_0000)
    }
    struct State: OptionSet, Hashable {
        let rawValue: UInt
        static let normal = State([])
        static let highlighted = State(rawValue: 1 << 0)
    }
}

class SimControl {
    private var targets: [(Int, UIControl.Event, () -> Void)] = []
    private var nextID = 0
    var isEnabled = true
    func addTarget(for events: UIControl.Event, _ action: @escaping () -> Void) -> Int {
        nextID += 1; targets.append((nextID, events, action)); return nextID
    }
    func removeTarget(_ id: Int) { targets.removeAll { $0.0 == id } }
    func sendActions(for events: UIControl.Event) {
        for (_, mask, action) in targets where !mask.isDisjoint(with: events) { action() }
    }
}

func controlProperty<Base: SimControl, T>(_ base: Base, getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void) -> ControlProperty<T> {
    let source: Observable<T> = Observable.create { [weak weakControl = base] observer in
        guard let control = weakControl else { observer.on(.completed); return Disposables.create() }
        observer.on(.next(getter(control)))
        let id = control.addTarget(for: [.allEditingEvents, .valueChanged]) {
            if let control = weakControl { observer.on(.next(getter(control))) }
        }
        return Disposables.create { weakControl?.removeTarget(id) }
    }
    return ControlProperty<T>(values: source, valueSink: Binder(base, binding: setter))
}

extension Reactive where Base: SimControl {
    func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source: Observable<Void> = Observable.create { [weak weakControl = base] observer in
            guard let control = weakControl else { observer.on(.completed); return Disposables.create() }
            let id = control.addTarget(for: controlEvents) { observer.on(.next(())) }
            return Disposables.create { weakControl?.removeTarget(id) }
        }
        return ControlEvent(events: source)
    }
}

final class TextField: SimControl, ReactiveCompatible {
    var text: String?
    init(text: String? = "", name: String = "textField") { self.text = text }
    func userTypes(_ characters: String) {
        guard isEnabled else { return }
        for c in characters { text = (text ?? "") + String(c); sendActions(for: .editingChanged) }
    }
    func userReplacesText(with newText: String) { guard isEnabled else { return }; text = newText; sendActions(for: .editingChanged) }
    func userClears() { userReplacesText(with: "") }
    func userBeginsEditing() { guard isEnabled else { return }; sendActions(for: .editingDidBegin) }
    func userEndsEditing() { guard isEnabled else { return }; sendActions(for: .editingDidEnd) }
    func userPressesReturn() { guard isEnabled else { return }; sendActions(for: .editingDidEndOnExit) }
}
extension Reactive where Base: TextField {
    var text: ControlProperty<String?> { controlProperty(base, getter: { $0.text }, setter: { f, v in if f.text != v { f.text = v } }) }
    var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
}
final class Switch: SimControl, ReactiveCompatible {
    var isOn: Bool
    init(isOn: Bool = false, name: String = "switch") { self.isOn = isOn }
    func userToggles() { guard isEnabled else { return }; isOn.toggle(); sendActions(for: .valueChanged) }
}
extension Reactive where Base: Switch {
    var isOn: ControlProperty<Bool> { controlProperty(base, getter: { $0.isOn }, setter: { $0.isOn = $1 }) }
    var value: ControlProperty<Bool> { isOn }
}
final class Slider: SimControl, ReactiveCompatible {
    var value: Float
    init(value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1, name: String = "slider") { self.value = value }
    func userSlides(to v: Float) { guard isEnabled else { return }; value = v; sendActions(for: .valueChanged) }
}
extension Reactive where Base: Slider {
    var value: ControlProperty<Float> { controlProperty(base, getter: { $0.value }, setter: { $0.value = $1 }) }
}
final class Button: SimControl, ReactiveCompatible {
    private var titles: [UIControl.State: String] = [:]
    init(title: String? = nil, isEnabled: Bool = true, name: String = "button") { super.init(); self.isEnabled = isEnabled }
    func userTaps() { guard isEnabled else { return }; sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
    func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }
    func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
}
extension Reactive where Base: Button {
    var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }
    var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
    func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }
}
final class Label: ReactiveCompatible {
    var text: String?
    var isHidden = false
    init(text: String? = nil) { self.text = text }
}
extension Reactive where Base: Label {
    var text: Binder<String?> { Binder(base) { $0.text = $1 } }
}

// RxSwift declares `extension NSObject: ReactiveCompatible`; NotificationCenter is not
// an NSObject in Linux's Foundation.
extension NotificationCenter: ReactiveCompatible {}

// RxSwift 5's deprecated alias, which the seed article's helper uses.
extension ObservableConvertibleType { typealias E = Element }
extension TextField {
    func userDeletesBackwardCompat() {
        guard isEnabled, let t = text, !t.isEmpty else { return }; text = String(t.dropLast()); sendActions(for: .editingChanged)
    }
}
