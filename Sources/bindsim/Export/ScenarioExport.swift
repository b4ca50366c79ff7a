/// `bindsim export`: a scenario as an XCTest of the real library (docs/export.md), with its
/// support in the file or in the `BindsimSupport.swift` beside it. bindsim runs the scenario
/// first, to know the steps the test skips (where RxSwift would overflow the stack or run away)
/// and, for `--observed`, what every node did; the file is then written from the program,
/// statement by statement.
enum ScenarioExport {
    /// Where the test's support stands.
    enum Form {
        /// In the test's own file, the parts it uses, `fileprivate` (`-o FILE.swift`, standard output).
        case selfContained
        /// In `BindsimSupport.swift`, whole, shared by the tests of one folder (`-o DIR/`).
        case kept
    }

    /// The name of the support file `-o DIR/` writes beside the tests.
    static let supportFileName = "BindsimSupport.swift"

    enum Outcome {
        /// The test file's text.
        case written(String)
        /// Statements with no faithful counterpart, each a diagnostic: nothing is written.
        case refused([Diagnostic])
        /// bindsim's run stopped on a run-time error (the scenario is broken): nothing is written.
        case stopped(RuntimeError)
    }

    static func make(_ program: Program, file: SourceFile, options: ExportOptions,
                     form: Form = .selfContained) -> Outcome {
        let refusals = ExportRefusals.of(program, to: options.target)
        guard refusals.isEmpty else { return .refused(refusals) }
        let observed = ObservedRun.observe(program, file: file, options: options.run)
        if let error = observed.outcome.runtimeError { return .stopped(error) }
        var writer = ExportWriter(program: program, file: file, observed: observed, options: options)
        let model = options.target == .observation ? writer.modelClass() : []
        writer.writeMethod()
        guard writer.refusals.isEmpty else { return .refused(writer.refusals) }
        let className = options.className ?? SwiftNames.className(forPath: file.path)
        var text = header(className: className, program: program, file: file, form: form, target: options.target)
        text += imports(options).joined(separator: "\n") + "\n\n"
        if !model.isEmpty { text += model.map(SwiftLayout.printable).joined(separator: "\n") + "\n\n" }
        switch options.target {
        case .rxswift: text += "final class \(className): XCTestCase {\n    func testScenario() throws {\n"
        case .observation: text += "final class \(className): XCTestCase {\n    @MainActor func testScenario() async throws {\n"
        }
        for line in markingUnused(writer.lines, identifiers: Array(writer.identifiers.values)) {
            text += line.isEmpty ? "\n" : "        " + SwiftLayout.printable(line) + "\n"
        }
        text += "    }\n}\n"
        if form == .selfContained { text += "\n" + SupportSection.text(for: writer.needs, target: options.target) }
        return .written(text)
    }

    /// The test's imports: XCTest, Foundation and the library's.
    private static func imports(_ options: ExportOptions) -> [String] {
        switch options.target {
        case .rxswift: ["import XCTest", "import Foundation"] + options.library.imports
        case .observation: ["import XCTest", "import Foundation", "import Observation"]
        }
    }

    /// `BindsimSupport.swift`: the whole support, seen by the whole test target, for the tests
    /// `-o DIR/` writes beside it (whichever parts each uses, so a later export into the folder
    /// that rewrites it leaves no test there without a name it uses).
    static func supportFile(_ options: ExportOptions) -> String {
        var lines = [
            "// \(supportFileName): written by bindsim \(CommandTable.version) (`bindsim export FILE... \(targetArguments(options.target))-o DIR/`).",
            "//",
        ]
        switch options.target {
        case .rxswift:
            lines += [
                "// What the scenario language means, restated on RxSwift 6.10 for the tests exported beside it:",
                "// the scenario's values and builtins, the run (virtual time, 1 tick = 1 ms, and the main queue),",
                "// RxCocoa's controls and the two-way bindings. Every name it declares starts with `Bindsim`.",
            ]
        case .observation:
            lines += [
                "// What the scenario language means, restated on Swift's Observation for the tests exported beside",
                "// it: the scenario's values and builtins, the run on the main actor (its settle and virtual clock),",
                "// the trackers and Observations loops. Every name it declares starts with `Bindsim`.",
            ]
        }
        lines.append("// Export again into this folder to update it; do not edit it.")
        return lines.joined(separator: "\n") + "\n" + imports(options).joined(separator: "\n") + "\n\n"
            + SupportSection.text(for: .all, scope: .module, target: options.target)
    }

    /// `--to observation ` in the command a file names (nothing for RxSwift, the default).
    private static func targetArguments(_ target: ExportOptions.Target) -> String {
        target == .rxswift ? "" : "--to \(target.rawValue) "
    }

    private static func header(className: String, program: Program, file: SourceFile, form: Form,
                               target: ExportOptions.Target) -> String {
        let shown = file.path == "<stdin>" ? "-" : file.path.split(separator: "/").last.map(String.init) ?? file.path
        let arguments = targetArguments(target)
        let command = form == .kept ? "`bindsim export \(shown) \(arguments)-o DIR/`" : "`bindsim export \(shown)\(arguments.isEmpty ? "" : " " + arguments.dropLast())`"
        var lines = ["// \(className).swift: \(command)"]
        if let title = program.title { lines.append("// scenario \(SwiftExpressions.stringLiteral(title))") }
        lines += explanation(target: target, form: form)
        return lines.map(SwiftLayout.printable).joined(separator: "\n") + "\n"
    }

    /// What the header says the file is, for the library it runs on.
    private static func explanation(target: ExportOptions.Target, form: Form) -> [String] {
        switch target {
        case .observation:
            let support = form == .kept ? "\(supportFileName), beside it," : "The support section below"
            return [
                "//",
                "// The scenario as an XCTest of Swift's Observation (the @Observable macro, withObservationTracking,",
                "// Observations). The scenario's nodes are the properties of one @Observable class; `testScenario()`",
                "// follows the scenario statement by statement, each after its lines as comments, on the main actor:",
                "// each step is one main-actor stretch, then the run settles (it yields until no task, `observe` block",
                "// or Observations value of the scenario started in 200 yields). A step bindsim cut off as a loop",
                "// skips the rest of the test (Swift overflows the stack or runs for ever there). \(support)",
                "// restates the run, its virtual clock for `wait`, and the trackers (docs/export.md).",
            ]
        case .rxswift:
            let support = form == .kept
                ? "// loop). \(supportFileName), beside it, restates what each statement means: the"
                : "// loop). The support section below restates what each statement means: the"
            return [
                "//",
                "// The scenario as an XCTest of RxSwift 6.10 (RxSwift, RxRelay, RxTest). `testScenario()` follows it",
                "// statement by statement, each after its lines as comments; a step bindsim cut off as a loop skips",
                "// the rest of the test (and `expect no loop` has nothing to run: a step that returns did not",
                support,
                "// scenario's values and builtins, RxCocoa's controls, the two-way bindings, virtual time (1 tick =",
                "// 1 ms) and the main queue. In an iOS app's test target, the simulated controls may become",
                "// UIKit's: a UITextField's `rx.text.orEmpty` for BindsimField, a UIButton's `rx.tap` for",
                "// BindsimButton, a UILabel's `rx.text` for BindsimLabel (docs/export.md).",
            ]
        }
    }

    /// `lines` with `_ = NAME` after the declaration of each node nothing else in them uses (a
    /// node only the skipped rest of the scenario reads), so the file compiles without warnings.
    private static func markingUnused(_ lines: [String], identifiers: [String]) -> [String] {
        var result: [String] = []
        for line in lines {
            result.append(line)
            guard line.hasPrefix("let "), let name = line.dropFirst(4).split(separator: " ").first.map(String.init),
                  identifiers.contains(name) else { continue }
            let used = lines.contains { other in
                other != line && !other.hasPrefix("//") && containsWord(name, in: withoutStrings(other))
            }
            if !used { result.append("_ = \(name)  // not used by the statements that run") }
        }
        return result
    }

    /// `line` with the contents of its string literals left out (a failure message names nodes too).
    private static func withoutStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
        }
        return result
    }

    private static func containsWord(_ word: String, in line: String) -> Bool {
        var searchRange = line.startIndex..<line.endIndex
        while let found = line.range(of: word, range: searchRange) {
            let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
            func isWordCharacter(_ character: Character?) -> Bool {
                guard let character else { return false }
                return character.isLetter || character.isNumber || character == "_"
            }
            if !isWordCharacter(before) && !isWordCharacter(after) && before != "." { return true }
            searchRange = found.upperBound..<line.endIndex
        }
        return false
    }
}
