/// Combine's operators where its rules differ from RxSwift's (bindsim's `semantics combine`;
/// docs/semantics.md, "Combine"): `source.combine.throttle(…)`, as `source.rx` reaches
/// RxCocoa's extensions. Each is measured on OpenCombine 0.14.0 (docs/combine-comparison).
/// Operators whose rules are the same (map, filter, removeDuplicates, flatMap, …) are
/// RxSwift's, under their Combine names.
public struct CombineRules<Base: ObservableType> {
    public let base: Base

    @inlinable public init(_ base: Base) { self.base = base }
}

extension ObservableType {
    /// This observable's operators with Combine's rules.
    @inlinable public var combine: CombineRules<Self> { CombineRules(self) }
}
