/// The `rx` namespace of a type, as RxSwift's `Reactive`: extensions on
/// `Reactive where Base: …` add the reactive members (`textField.rx.text`).
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive where Base: AnyObject {
    /// A ``Binder`` that sets the property at `keyPath` (`label.rx.isHidden`).
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type with an `rx` namespace (RxSwift's `ReactiveCompatible`).
public protocol ReactiveCompatible {
    /// The type the namespace extends.
    associatedtype ReactiveBase

    /// The `rx` namespace of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The `rx` namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The `rx` namespace of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The `rx` namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
