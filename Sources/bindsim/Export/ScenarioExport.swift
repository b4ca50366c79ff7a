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
        let refusals = ExportRefusals.of(program)
        guard refusals.isEmpty else { return .refused(refusals) }
        let observed = ObservedRun.observe(program, file: file, options: options.run)
        if let error = observed.outcome.runtimeError { return .stopped(error) }
        var writer = ExportWriter(program: program, file: file, observed: observed, options: options)
        writer.writeMethod()
        let className = options.className ?? SwiftNames.className(forPath: file.path)
        var text = header(className: className, program: program, file: file, form: form)
        text += (["import XCTest", "import Foundation"] + options.library.imports).joined(separator: "\n") + "\n\n"
        text += "final class \(className): XCTestCase {\n    func testScenario() throws {\n"
        for line in markingUnused(writer.lines, identifiers: Array(writer.identifiers.values)) {
            text += line.isEmpty ? "\n" : "        " + SwiftLayout.printable(line) + "\n"
        }
        text += "    }\n}\n"
        if form == .selfContained { text += "\n" + SupportSection.text(for: writer.needs) }
        return .written(text)
    }

    /// `BindsimSupport.swift`: the whole support, seen by the whole test target, for the tests
    /// `-o DIR/` writes beside it (whichever parts each uses, so a later export into the folder
    /// that rewrites it leaves no test there without a name it uses).
    static func supportFile(library: ExportOptions.Library) -> String {
        let lines = [
            "// \(supportFileName): written by bindsim \(CommandTable.version) (`bindsim export FILE... -o DIR/`).",
            "//",
            "// What the scenario language means, restated on RxSwift 6.10 for the tests exported beside it:",
            "// the scenario's values and builtins, the run (virtual time, 1 tick = 1 ms, and the main queue),",
            "// RxCocoa's controls and the two-way bindings. Every name it declares starts with `Bindsim`.",
            "// Export again into this folder to update it; do not edit it.",
        ]
        return lines.joined(separator: "\n") + "\n"
            + (["import XCTest", "import Foundation"] + library.imports).joined(separator: "\n") + "\n\n"
            + SupportSection.text(for: .all, scope: .module)
    }

    private static func header(className: String, program: Program, file: SourceFile, form: Form) -> String {
        let shown = file.path == "<stdin>" ? "-" : file.path.split(separator: "/").last.map(String.init) ?? file.path
        let command = form == .kept ? "`bindsim export \(shown) -o DIR/`" : "`bindsim export \(shown)`"
        var lines = ["// \(className).swift: \(command)"]
        if let title = program.title { lines.append("// scenario \(SwiftExpressions.stringLiteral(title))") }
        let support = form == .kept
            ? "// loop). \(supportFileName), beside it, restates what each statement means: the"
            : "// loop). The support section below restates what each statement means: the"
        lines += [
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
        return lines.map(SwiftLayout.printable).joined(separator: "\n") + "\n"
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
