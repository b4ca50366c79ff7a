/// A type that is a control's property: observable and writable (RxCocoa's
/// `ControlPropertyType`).
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This property as a ``ControlProperty``.
    func asControlProperty() -> ControlProperty<Element>
}

/// A control's value as both an observable and an observer, as RxCocoa's
/// `ControlProperty` (`textField.rx.text`, `aSwitch.rx.isOn`).
///
/// - subscribing delivers the control's current value at once, then a value for
///   every **user** action on the control (each subscriber reads the control when
///   it receives the event, as UIKit's target-action does);
/// - binding into it sets the control **programmatically**: no event is sent, so
///   no subscriber hears it (RxCocoa: "Programmatic value changes won't be reported");
/// - it never errors; it completes when the control is deallocated;
/// - binding an error into it stops debug builds, as in RxCocoa.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the values.
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>
    /// True when writes into it announce nothing (every control; a property made
    /// with ``init(values:valueSink:)`` is assumed to be one too).
    @usableFromInline let isSilent: Bool

    /// A property whose values come from `values` and whose writes go to `valueSink`.
    public init<Values: ObservableType, ValueSink: ObserverType>(values: Values, valueSink: ValueSink)
    where PropertyType == Values.Element, PropertyType == ValueSink.Element {
        let source = values.asObservable()
        self.values = Observable { sink in source.subscribe(sink) }
        self.valueSink = valueSink.asObserver()
        self.isSilent = true
    }

    @inlinable
    init(silentValues: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>) {
        self.values = silentValues
        self.valueSink = valueSink
        self.isSilent = true
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// The values without the current one: user actions only.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an observable.
    @inlinable
    public func asObservable() -> Observable<PropertyType> { values }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    /// Sets the control programmatically (no event is sent); an error stops debug builds.
    public func on(_ event: Event<PropertyType>) {
        switch event {
        case .error(let error): rxFatalErrorInDebug("Binding error: \(error)")
        case .next, .completed: valueSink.on(event)
        }
    }

    /// Sets the control programmatically (no event is sent).
    public func onNext(_ element: PropertyType) {
        valueSink.on(.next(element))
    }
}

extension ControlPropertyType where Element == String? {
    /// The text as a non-optional string: nil reads as `""` (RxCocoa's `orEmpty`).
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.mapObserver { $0 }
        return ControlProperty<String>(silentValues: values, valueSink: valueSink)
    }
}

/// A type that is a control's event stream (RxCocoa's `ControlEventType`).
public protocol ControlEventType: ObservableType {
    /// This stream as a ``ControlEvent``.
    func asControlEvent() -> ControlEvent<Element>
}

/// A stream of a control's events, as RxCocoa's `ControlEvent` (`button.rx.tap`):
/// it sends nothing on subscription, one element per user action, never errors,
/// and completes when the control is deallocated.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the elements.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// A control event whose elements come from `events`.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == PropertyType {
        let source = events.asObservable()
        self.events = Observable { sink in source.subscribe(sink) }
    }

    init(rawEvents: Observable<PropertyType>) {
        self.events = rawEvents
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The events as an observable.
    public func asObservable() -> Observable<PropertyType> { events }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<PropertyType> { self }

    /// The events as an ``Infallible`` (they never fail).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
