/// The support section of an exported test: what the scenario language means, restated on
/// RxSwift (values and builtins with bindsim's meanings, the run's steps and recorders,
/// RxCocoa's controls, the two-way styles). A self-contained export writes only the parts its
/// scenario needs; the support file of `-o DIR/` writes all of it.
enum SupportSection {
    /// What a scenario needs of the support.
    struct Needs: Sendable {
        /// The builtin functions it calls, by name.
        var builtins: Set<String> = []
        var field = false
        var button = false
        var label = false
        var twoWay = false
        /// `--to observation`: an `always` observable's non-Equatable wrapper.
        var always = false
        /// `--observed`: assertions of what bindsim observed after every step.
        var observed = false

        /// Every part: the support several tests share.
        static let all = Needs(builtins: Set(BuiltinFunction.allCases.map(\.rawValue)), field: true, button: true,
                               label: true, twoWay: true, always: true, observed: true)
    }

    /// Where the support's declarations are seen: in the test's own file (`fileprivate`, so
    /// several self-contained exports live in one target), or in the whole test target (one
    /// support file shared by several tests).
    enum Scope {
        case file
        case module
    }

    /// The support's source for `needs` of an export to `target`, parts in a fixed order.
    static func text(for needs: Needs, scope: Scope = .file, target: ExportOptions.Target = .rxswift) -> String {
        let text = fileScopedText(for: needs, target: target)
        switch scope {
        case .file: return text
        case .module: return text.replacingOccurrences(of: "fileprivate ", with: "")
        }
    }

    private static func fileScopedText(for needs: Needs, target: ExportOptions.Target) -> String {
        var parts = [values]
        if !needs.builtins.isEmpty {
            parts.append(builtins)
            if needs.builtins.contains("prefix") || needs.builtins.contains("suffix") { parts.append(characterCount) }
            // In the order docs/language.md lists them, so the bytes do not depend on hashing.
            let functions = BuiltinFunction.allCases.compactMap {
                needs.builtins.contains($0.rawValue) ? builtinFunctions[$0.rawValue] : nil
            }
            let indented = functions.map { function in
                function.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            }
            parts.append("extension Bindsim {\n" + indented.joined(separator: "\n\n") + "\n}")
        }
        if target == .observation {
            parts.append(observationRun)
            if needs.always { parts.append(observationAlways) }
            if needs.observed { parts += [observationObserved, json] }
            return joined(parts)
        }
        parts.append(run)
        if needs.field { parts.append(field) }
        if needs.button { parts.append(button) }
        // A button's `isEnabled` is a label.
        if needs.label || needs.button { parts.append(label) }
        if needs.twoWay { parts.append(twoWay) }
        if needs.twoWay && needs.field { parts.append(twoWayField) }
        if needs.observed { parts += [observed, json] }
        return joined(parts)
    }

    private static func joined(_ parts: [String]) -> String {
        parts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }
}
