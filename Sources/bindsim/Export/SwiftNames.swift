/// The Swift names an export uses: the test class's, and each node's (the scenario's own
/// name, unless Swift or the support section already means something by it).
enum SwiftNames {
    /// The test class for a scenario file (`name-form.txt` → `NameFormTests`): the file's stem
    /// in CamelCase, ASCII letters and digits only, prefixed `Scenario` when it would start with
    /// a digit; standard input gives `StdinScenarioTests`.
    static func className(forPath path: String) -> String {
        guard path != "-", path != "<stdin>" else { return "StdinScenarioTests" }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.hasSuffix(".txt") ? String(fileName.dropLast(4)) : fileName
        var name = ""
        var upperNext = true
        for scalar in stem.unicodeScalars {
            let isLetterOrDigit = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                                                     || ("0"..."9").contains(scalar))
            guard isLetterOrDigit else {
                upperNext = true
                continue
            }
            name += upperNext ? String(scalar).uppercased() : String(scalar)
            upperNext = false
        }
        if name.first.map({ $0.isNumber }) ?? true { name = "Scenario" + name }
        return name + "Tests"
    }

    /// Whether `name` may name the test class (`--class`): an ASCII letter or `_`, then ASCII
    /// letters, digits or `_`; not a Swift keyword, nor a name the support section declares.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reserved.contains(name), name.utf8.count <= 200 else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_")
        }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// A Swift identifier for each declared name, in declaration order: the name itself, or
    /// `nameNode` (then `nameNode2`, …) where Swift or the support section uses the name.
    static func identifiers(for declarations: DeclarationList) -> [String: String] {
        var taken = Set(declarations.map(\.name))
        var identifiers: [String: String] = [:]
        for declaration in declarations {
            let name = declaration.name
            if let button = declaration.enabledStateOf {
                // The button's own `isEnabled` (`button.rx.isEnabled` in RxCocoa).
                identifiers[name] = (identifiers[button] ?? button) + ".isEnabled"
                continue
            }
            guard reserved.contains(name) else {
                identifiers[name] = name
                continue
            }
            var candidate = name + "Node"
            var number = 2
            while taken.contains(candidate) || reserved.contains(candidate) {
                candidate = name + "Node\(number)"
                number += 1
            }
            taken.insert(candidate)
            identifiers[name] = candidate
        }
        return identifiers
    }

    /// Swift's keywords, and what the test method and the support section name.
    static let reserved = Set<String>([
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "some", "any", "async", "consume", "copy", "borrowing", "consuming", "_",
        // The test method's and the support section's names.
        "run", "it", "acc", "outer", "upstream", "side", "testScenario", "XCTFail", "XCTSkip", "XCTestCase",
        "Value", "ScenarioRun", "ScenarioError", "Subscription", "SimulatedField", "SimulatedButton",
        "SimulatedLabel", "BiBindingChannel", "MainQueueBlock", "ZeroLengthLast", "ZeroLengthWork",
        "WritableNode", "TwoWaySide", "ExportCheck",
        "truth", "count", "interval", "duration", "list", "ticks", "numberText", "quoted", "isInvisible", "limited",
        "characterCount", "combineLatest",
        "merge", "text", "number", "wordList", "parsedNumber", "extreme", "order", "json", "jsonQuoted",
        "Observable", "BehaviorRelay", "PublishRelay", "PublishSubject", "ReplaySubject", "MainScheduler",
        "TestScheduler", "Binder", "Disposables", "Disposable", "RxTimeInterval", "RunLoop", "DispatchQueue",
        "Date", "Double", "Int", "String", "Bool", "Character", "Swift", "Foundation", "XCTest", "RxSwift",
        "RxRelay", "RxTest", "BindKit",
    ]).union(BuiltinFunction.allCases.map(\.rawValue))
}
