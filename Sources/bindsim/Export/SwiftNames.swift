/// The Swift names an export uses: the test class's, and each node's (the scenario's own
/// name, unless Swift or the support section already means something by it).
enum SwiftNames {
    /// The test class for a scenario file (`name-form.txt` → `NameFormTests`): the file's stem
    /// in CamelCase, ASCII letters and digits only, prefixed `Scenario` when it would start with
    /// a digit; standard input gives `StdinScenarioTests`.
    static func className(forPath path: String) -> String {
        guard path != "-", path != "<stdin>" else { return "StdinScenarioTests" }
        return typeName(camelCase(stem(of: path)))
    }

    /// The test classes of scenario files exported together (`-o DIR/`): each file's own, except
    /// where two give the same one: then each takes the first parent folder, counted from the
    /// file, in which their paths differ, as a prefix (`a/form.txt` and `b/form.txt` give
    /// `AFormTests` and `BFormTests`), and a number where no folder differs (a path given twice).
    static func classNames(forPaths paths: [String]) -> [String] {
        var names = paths.map(className(forPath:))
        let folders = paths.map { path in path.split(separator: "/").dropLast().reversed().map(String.init) }
        for name in Set(names) {
            let clashing = names.indices.filter { names[$0] == name }
            guard clashing.count > 1 else { continue }
            let depth = clashing.map { folders[$0].count }.max() ?? 0
            // The first level, from the file up, at which the clashing paths do not all agree.
            guard let level = (0..<depth).first(where: { level in
                Set(clashing.map { level < folders[$0].count ? folders[$0][level] : "" }).count > 1
            }) else { continue }
            for index in clashing where level < folders[index].count {
                names[index] = typeName(camelCase(folders[index][level]) + camelCase(stem(of: paths[index])))
            }
        }
        // What still clashes (the same path twice, or a prefix that makes another file's name) is numbered.
        var seen: [String: Int] = [:]
        for index in names.indices {
            let count = seen[names[index], default: 0] + 1
            seen[names[index]] = count
            if count > 1 { names[index] = String(names[index].dropLast("Tests".count)) + "\(count)Tests" }
        }
        return names
    }

    /// A file's name without its folders and `.txt`.
    private static func stem(of path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return fileName.hasSuffix(".txt") ? String(fileName.dropLast(4)) : fileName
    }

    /// `text` in CamelCase, ASCII letters and digits only (`name-form` → `NameForm`).
    private static func camelCase(_ text: String) -> String {
        var name = ""
        var upperNext = true
        for scalar in text.unicodeScalars {
            let isLetterOrDigit = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                                                     || ("0"..."9").contains(scalar))
            guard isLetterOrDigit else {
                upperNext = true
                continue
            }
            name += upperNext ? String(scalar).uppercased() : String(scalar)
            upperNext = false
        }
        return name
    }

    /// `name` + `Tests`, prefixed `Scenario` when it would not start with a letter.
    private static func typeName(_ name: String) -> String {
        (name.first.map { $0.isNumber } ?? true ? "Scenario" + name : name) + "Tests"
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
    static func identifiers(for declarations: DeclarationList,
                            target: ExportOptions.Target = .rxswift) -> [String: String] {
        let reserved = target == .observation ? reserved.union(reservedInObservation) : reserved
        var taken = Set(declarations.map(\.name))
        var identifiers: [String: String] = [:]
        for declaration in declarations {
            let name = declaration.name
            if let button = declaration.enabledStateOf {
                // The button's own `isEnabled` (`button.rx.isEnabled` in RxCocoa).
                identifiers[name] = (identifiers[button] ?? button) + ".isEnabled"
                continue
            }
            // The `@Observable` macro stores property `x` as `_x`, and a class has no member `Type`.
            let clashesWithClass = target == .observation && name.hasPrefix("_")
            guard reserved.contains(name) || clashesWithClass else {
                identifiers[name] = name
                continue
            }
            // A leading underscore stays inside (`node_x`), clear of the macro's backing names.
            let stem = clashesWithClass ? "node" + name : name + "Node"
            var candidate = stem
            var number = 2
            while taken.contains(candidate) || reserved.contains(candidate) {
                candidate = stem + "\(number)"
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
        // The test method's names, the support's (all `Bindsim…`), and the library's the test uses.
        "run", "it", "acc", "outer", "upstream", "side", "testScenario", "XCTFail", "XCTSkip", "XCTestCase",
        "Bindsim", "BindsimValue", "BindsimConvertible", "BindsimError", "BindsimRun", "BindsimSubscription",
        "BindsimZeroLengthLast", "BindsimZeroLengthWork", "BindsimMainQueueBlock", "BindsimNode", "BindsimField",
        "BindsimButton", "BindsimLabel", "BindsimTwoWaySide", "BindsimEditable", "BindsimBiBindingChannel",
        "BindsimExportCheck", "BindsimTextField" /* docs/export.md's UIKit stand-in */,
        "Observable", "BehaviorRelay", "PublishRelay", "PublishSubject", "ReplaySubject", "MainScheduler",
        "TestScheduler", "Binder", "Disposables", "Disposable", "RxTimeInterval", "RunLoop", "DispatchQueue",
        "Date", "Double", "Int", "String", "Bool", "Character", "Optional", "Swift", "Foundation", "XCTest",
        "RxSwift", "RxRelay", "RxTest", "BindKit",
    ])

    /// What else an export `--to observation` names: its support's types, the test's names,
    /// Observation's, and the members the `@Observable` macro adds to the class whose properties
    /// the nodes are.
    static let reservedInObservation = Set<String>([
        "model", "tracker", "BindsimObservationRun", "BindsimSleeper", "BindsimTrackers", "BindsimTracker",
        "BindsimCounter", "BindsimLoop", "BindsimAlways", "bindsimMutate", "Observation", "Observations",
        "ObservationIgnored", "withObservationTracking", "Task", "MainActor", "access", "withMutation",
        "shouldNotifyObservers", "Type", "Protocol", "bindsimFireRemainingTrackers",
    ])
}
