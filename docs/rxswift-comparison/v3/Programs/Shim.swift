// Simulated controls, wired exactly as RxCocoa's UIControl+Rx.swift wires
// controlProperty(editingEvents:getter:setter:) and controlEvent(_:): each subscription
// sends getter(control) at once, then adds its own target, which calls getter(control)
// when the control's event reaches it. A programmatic set sends no event.
import RxSwift
import RxRelay
import RxCocoaLite

class SimControl {
    let name: String
    init(name: String) { self.name = name }
    private var targets: [(Int, () -> Void)] = []
    private var nextID = 0
    func addTarget(_ action: @escaping () -> Void) -> Int { nextID += 1; targets.append((nextID, action)); return nextID }
    func removeTarget(_ id: Int) { targets.removeAll { $0.0 == id } }
    func sendActions() { for (_, action) in targets { action() } }   // iterates a copy, as UIKit does
    var targetCount: Int { targets.count }
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
    var text: String
    init(_ name: String, text: String = "") { self.text = text; super.init(name: name) }
    func user(_ t: String) { log("\(name) user edit \"\(t)\""); text = t; sendActions() }
    func set(_ t: String) { log("\(name) set programmatically to \"\(t)\" (silent)"); text = t }
}
extension Reactive where Base: TextField {
    // UITextField.rx.text's setter writes only a different text (UITextField+Rx.swift)
    var text: ControlProperty<String> { controlProperty(base, getter: { $0.text }, setter: { f, v in if f.text != v { f.set(v) } }) }
}
final class Button: SimControl, ReactiveCompatible {
    func tap() { log("\(name) tapped"); sendActions() }
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
}
final class Label: ReactiveCompatible {
    let name: String
    var text: String
    init(_ name: String, text: String = "") { self.name = name; self.text = text }
}
extension Reactive where Base: Label {
    var text: Binder<String> { Binder(base) { l, v in l.text = v; log("\(l.name) label set to \"\(v)\"") } }
}
// A BehaviorRelay that logs its announcements (accepts).
func relay<T>(_ name: String, _ v: T) -> BehaviorRelay<T> { BehaviorRelay(value: v) }
extension BehaviorRelay {
    func say(_ name: String, _ v: Element) { log("\(name) relay announces \(v)"); accept(v) }
}
// RxExample's generic <-> (RxExample/RxExample/Operators.swift:78-99)
infix operator <-> : DefaultPrecedence
func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
    let bindToUIDisposable = relay.bind(to: property)
    let bindToRelay = property.subscribe(onNext: { n in relay.accept(n) }, onCompleted: { bindToUIDisposable.dispose() })
    return Disposables.create(bindToUIDisposable, bindToRelay)
}
