import BindKit

/// A declared node bound to the BindKit object that models it.
final class ScenarioNode {
    /// The stored value of a `label`, which a `Binder` writes into, and of a SwiftUI `state`.
    final class ValueBox {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    enum Storage {
        case relay(BehaviorRelay<Value>)
        case publish(PublishRelay<Value>)
        case field(Control<Value>)
        /// A button's `rx.tap`: a control event that stores nothing.
        case button(Control<Value>)
        case label(ValueBox, Binder<Value>)
        case property(MutableProperty<Value>)
        case published(PublishedValue<Value>)
        /// A `let` stream, compiled once at its declaration: a recipe that each
        /// subscriber runs anew (it is cold: every use has its own operator state).
        case stream(Observable<Value>)
        /// An `@Observable` class's stored property (version 4).
        case observable(ObservedProperty<Value>)
        /// A computed property: the run evaluates its expression at each read.
        case computed(Expr)
        /// Combine's subjects (version 4), which end: a `currentValue`, and a `relay` under
        /// `semantics combine` (traced as a relay).
        case currentValue(CurrentValueSubject<Value>)
        /// A `passthrough`, and a `publish` under `semantics combine`.
        case passthrough(PassthroughSubject<Value>)
        /// A `future`, with the promise its closure was given (`set` and `fail` call it).
        case future(Future<Value>, promise: Future<Value>.Promise)
        /// A future a `deferred(…)` makes per subscription: `make` makes one, its block run then;
        /// the block's `set` and `fail` reach that one's promise through their scope.
        case deferredFuture(make: () -> Observable<Value>)
        /// A `plain` stored property (`assign(to:on:)` sets it).
        case plain(PlainProperty<Value>)
        /// A SwiftUI `@State`: its value, which the run's SwiftUI model writes (ui S1).
        case state(ValueBox)
        /// A view, or a control inside one: the run's SwiftUI model keeps what it shows.
        case viewPart
    }

    // What the node needs of its declaration, not the declaration itself (a node
    // per declared name: the copy was most of a relay's memory).
    let name: String
    let kind: NodeKind
    /// The type annotation's base and whether it allows nil (no annotation: nil).
    let valueType: TypeAnnotation.Base?
    let allowsNil: Bool
    /// The declaration index (the node's dense id in its program).
    let index: Int
    let storage: Storage

    /// `version4`: the file is of language 4, whose `published` marks its lost writes (C20).
    init(declaration: Declaration, index: Int, initial: Value, semantics: Semantics, version4: Bool) {
        name = declaration.name
        kind = declaration.kind
        valueType = declaration.type?.base
        allowsNil = declaration.type?.isOptional ?? true
        self.index = index
        let name = declaration.name
        switch declaration.kind {
        case .relay where semantics == .combine:
            storage = .currentValue(CurrentValueSubject(initial, name: name, traceKind: .behaviorRelay))
        case .publish where semantics == .combine:
            storage = .passthrough(PassthroughSubject(name: name, traceKind: .publishRelay))
        case .relay: storage = .relay(BehaviorRelay(value: initial, name: name))
        case .publish: storage = .publish(PublishRelay(name: name))
        case .currentValue: storage = .currentValue(CurrentValueSubject(initial, name: name))
        case .passthrough: storage = .passthrough(PassthroughSubject(name: name))
        case .object: storage = .passthrough(PassthroughSubject(name: name, traceKind: .objectWillChange))
        case .future:
            var promise: Future<Value>.Promise = { _ in }
            let future = Future<Value>(name: name) { promise = $0 }
            storage = .future(future, promise: promise)
        case .plain: storage = .plain(PlainProperty(initial, name: name))
        case .field: storage = .field(Control(value: initial, name: name))
        case .terminal: storage = .field(Control.terminal(value: initial, name: name))
        case .label:
            let box = ValueBox(initial)
            storage = .label(box, Binder(box, name: name) { box, value in box.value = value })
        case .property: storage = .property(MutableProperty(initial, name: name))
        case .published:
            let published = PublishedValue(initial, name: name)
            if version4 {
                published.marksLostWrites(comparingWith: ==)
                published.leavesSubscriberOrderUnspecified()
                published.givesNestedSubscribersTheNewValue()
            }
            storage = .published(published)
        case .button: storage = .button(Control.event(value: .nil, name: name))
        case .stream:
            storage = .stream(Observable.merge([]))
        case .observable:
            let setter = declaration.observableSetter
            storage = .observable(ObservedProperty(initial, name: name, isEqual: setter == .always ? nil : (==),
                                                   ignored: setter == .ignored))
        case .computed:
            guard case .initial(let expr) = declaration.value else { preconditionFailure("a computed node has its expression") }
            storage = .computed(expr)
        case .state: storage = .state(ValueBox(initial))
        case .view, .textfield, .text, .viewButton: storage = .viewPart
        }
    }

    /// A `let` stream's node.
    convenience init(declaration: Declaration, index: Int, stream: Observable<Value>) {
        self.init(declaration: declaration, index: index, storage: .stream(stream))
    }

    /// A future's node that `deferred(…)` makes per subscription, each one by `make`.
    convenience init(declaration: Declaration, index: Int, deferredFuture make: @escaping () -> Observable<Value>) {
        self.init(declaration: declaration, index: index, storage: .deferredFuture(make: make))
    }

    private init(declaration: Declaration, index: Int, storage: Storage) {
        name = declaration.name
        kind = declaration.kind
        valueType = declaration.type?.base
        allowsNil = declaration.type?.isOptional ?? true
        self.index = index
        self.storage = storage
    }

    /// The node's current (stored) value; nil for nodes that store none.
    var currentValue: Value? {
        switch storage {
        case .relay(let relay): relay.value
        case .field(let control): control.value
        case .label(let box, _): box.value
        case .property(let property): property.value
        case .published(let published): published.value
        case .observable(let property): property.value
        case .currentValue(let subject): subject.value
        case .plain(let property): property.value
        case .state(let box): box.value
        case .publish, .button, .stream, .computed, .passthrough, .future, .deferredFuture, .viewPart: nil
        }
    }

    /// The value stored, read without a tracker noticing (an `expect`, the final values).
    var storedValue: Value? {
        if case .observable(let property) = storage { return property.storedValue }
        return currentValue
    }

    /// A programmatic write: `accept` for relays, a silent set for a field, a binder
    /// call for a label, an assignment for a property or published value.
    func setProgrammatically(_ value: Value) {
        switch storage {
        case .relay(let relay): relay.accept(value)
        case .publish(let relay): relay.accept(value)
        case .field(let control): control.value = value
        case .label(_, let binder): binder.onNext(value)
        case .property(let property): property.value = value
        case .published(let published): published.value = value
        case .observable(let property): property.value = value
        case .currentValue(let subject): subject.send(value)
        case .passthrough(let subject): subject.send(value)
        case .future(_, let promise): promise(.success(value))
        case .plain(let property): property.onNext(value)
        case .state(let box): box.value = value
        // The checker lets nothing write into these; a deferred future's promise is in the writer's scope.
        case .button, .stream, .computed, .deferredFuture, .viewPart: break
        }
    }

    /// `set NAME.value = V`: a CurrentValueSubject's `value` setter, which sends as a send does
    /// and, after the end, stores silently (C5). The checker allows it on such nodes only.
    func setSubjectValue(_ value: Value) {
        if case .currentValue(let subject) = storage { subject.value = value }
    }

    /// Ends a Combine subject (`complete NAME`, `fail NAME with E`); the checker lets no other node end.
    func end(_ completion: CombineCompletion) {
        switch storage {
        case .currentValue(let subject): subject.send(completion: completion)
        case .passthrough(let subject): subject.send(completion: completion)
        case .future(_, let promise):
            // The checker allows only `fail` on a future: a Future ends by its result.
            if case .failure(let error) = completion { promise(.failure(error)) }
        case .relay, .publish, .field, .button, .label, .property, .published, .stream, .observable, .computed, .plain,
             .deferredFuture, .state, .viewPart:
            break
        }
    }

    /// A user edit: the control fires its event (a button's: a tap); a KVO property is simply set.
    func editAsUser(_ value: Value) {
        switch storage {
        case .field(let control), .button(let control): control.userEdit(value)
        case .property(let property): property.value = value
        default: setProgrammatically(value)
        }
    }

    /// Whether a programmatic write is silent (a field's or a label's).
    var isSilentOnProgrammaticWrite: Bool {
        switch storage {
        case .field, .label: true
        default: false
        }
    }

    /// The node as an observable source; nil for a label or a `let` stream.
    func observable() -> Observable<Value>? {
        switch storage {
        case .relay(let relay): relay.asObservable()
        case .publish(let relay): relay.asObservable()
        case .field(let control), .button(let control): control.property.asObservable()
        case .property(let property): property.asObservable()
        case .published(let published): published.asObservable()
        case .currentValue(let subject): subject.asObservable()
        case .passthrough(let subject): subject.asObservable()
        case .future(let future, _): future.asObservable()
        case .deferredFuture(let make): make()
        case .label, .stream, .observable, .computed, .plain, .state, .viewPart: nil
        }
    }

    /// Whether `value` fits the node's type annotation (always true without one).
    func accepts(_ value: Value) -> Bool {
        guard let valueType else { return true }
        switch (valueType, value) {
        case (_, .nil): return allowsNil
        case (.string, .string), (.number, .number), (.bool, .bool), (.duration, .duration): return true
        default: return false
        }
    }
}

extension TypeAnnotation {
    /// Whether `value` fits the annotation (`nil` only when it is optional).
    func accepts(_ value: Value) -> Bool {
        switch (base, value) {
        case (_, .nil): isOptional
        case (.string, .string), (.number, .number), (.bool, .bool), (.duration, .duration): true
        default: false
        }
    }
}
