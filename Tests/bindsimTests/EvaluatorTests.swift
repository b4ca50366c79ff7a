import Testing
@testable import bindsim

/// Expressions and builtins at run time: values as traces print them, and the
/// run-time error each misuse gives.
@Suite("Evaluator and builtins")
struct EvaluatorTests {
    struct Case: CustomStringConvertible, Sendable {
        var expression: String
        /// The value as a trace prints it, or an error code.
        var expected: String
        var description: String { expression }
    }

    /// Evaluates `expression` as a declaration's initial value.
    static func evaluate(_ expression: String) throws -> String {
        let file = SourceFile(path: "test.txt", text: "relay x = \(expression)\n")
        let program = try #require(Frontend.parseAndCheck(file).program,
                                   "\(renderDiagnostics(Frontend.parseAndCheck(file).diagnostics, in: file))")
        guard case .declare(let declaration) = program.statements[0].kind,
              case .initial(let expr) = declaration.value else { return "no initial value" }
        do {
            return try Evaluator(readNode: { _ in .nil }).evaluate(expr, .empty).traceText
        } catch {
            return error.message.code
        }
    }

    @Test(arguments: [
        Case(expression: "1 + 2 * 3", expected: "7"),
        Case(expression: "(1 + 2) * 3", expected: "9"),
        Case(expression: "0.1 + 0.2", expected: "0.30000000000000004"),
        Case(expression: "7 % 3", expected: "1"),
        Case(expression: "-3 + 1", expected: "-2"),
        Case(expression: "\"a\" + \"b\"", expected: "\"ab\""),
        Case(expression: "[1, 2] + [3]", expected: "[1, 2, 3]"),
        Case(expression: "1 == \"1\"", expected: "false"),
        Case(expression: "\"b\" > \"a\"", expected: "true"),
        Case(expression: "true ? 1 : 2", expected: "1"),
        Case(expression: "!(1 < 2) || 2 >= 2", expected: "true"),
        Case(expression: "nil == nil", expected: "true"),
        Case(expression: "[10, 20][1]", expected: "20"),
        Case(expression: "\"héllo\"[1]", expected: "\"é\""),
        Case(expression: "length(\"héllo\")", expected: "5"),
        Case(expression: "upper(\"ada\") + lower(\"LOVE\")", expected: "\"ADAlove\""),
        Case(expression: "trim(\"  a b  \")", expected: "\"a b\""),
        Case(expression: "words(\" Ada  Lovelace \")", expected: "[\"Ada\", \"Lovelace\"]"),
        Case(expression: "word(\"Ada Lovelace\", 1)", expected: "\"Lovelace\""),
        Case(expression: "word(\"Ada\", 5)", expected: "\"\""),
        Case(expression: "split(\"a,b,,c\", \",\")", expected: "[\"a\", \"b\", \"\", \"c\"]"),
        Case(expression: "join([\"a\", 1, true], \"-\")", expected: "\"a-1-true\""),
        Case(expression: "digits(\"+1 (555) 01\")", expected: "\"155501\""),
        Case(expression: "isNumber(\"2.5\")", expected: "true"),
        Case(expression: "isNumber(\"2.5x\")", expected: "false"),
        Case(expression: "number(\"-7\") + 1", expected: "-6"),
        // number is Swift's Double(_:) where that is finite.
        Case(expression: "number(\"1e3\") + number(\"0x10\") + number(\"+.5\")", expected: "1016.5"),
        Case(expression: "number(\" 7\")", expected: "E0313"),
        Case(expression: "number(\"nan\")", expected: "E0313"),
        Case(expression: "number(\"inf\")", expected: "E0313"),
        Case(expression: "number(\"1e400\")", expected: "E0313"),
        Case(expression: "isNumber(\"1e3\") && !isNumber(\"7 \") && !isNumber(\"Infinity\")", expected: "true"),
        Case(expression: "prefix(\"Lovelace\", 4) + suffix(\"Lovelace\", 4)", expected: "\"Lovelace\""),
        Case(expression: "prefix(\"héllo\", 2) + \"|\" + suffix(\"ab\", 9) + \"|\" + prefix(\"ab\", 0)", expected: "\"hé|ab|\""),
        Case(expression: "length(prefix(\"👩‍👩‍👧e\\u{301}x\", 2))", expected: "2"),
        Case(expression: "prefix(\"ab\", 1.5)", expected: "E0313"),
        Case(expression: "suffix(\"ab\", -1)", expected: "E0313"),
        Case(expression: "prefix(1, 1)", expected: "E0313"),
        Case(expression: "string(2.5) + string(nil) + string(\"s\")", expected: "\"2.5nils\""),
        Case(expression: "round(2.5) + floor(-1.5) + ceil(0.2) + abs(-3)", expected: "5"),
        Case(expression: "min(3, 1, 2) + max([4, 9])", expected: "10"),
        Case(expression: "contains(\"ada@x\", \"@\") && contains([1, 2], 2)", expected: "true"),
        Case(expression: "\"n: \" + 1", expected: "E0307"),
        Case(expression: "1 / 0", expected: "E0308"),
        Case(expression: "[1][3]", expected: "E0310"),
        Case(expression: "[1][0.5]", expected: "E0309"),
        Case(expression: "true[0]", expected: "E0311"),
        Case(expression: "1 ? 2 : 3", expected: "E0312"),
        Case(expression: "number(\"x\")", expected: "E0313"),
        Case(expression: "upper(1)", expected: "E0313"),
        Case(expression: "split(\"a\", \"\")", expected: "E0313"),
        Case(expression: "-\"a\"", expected: "E0306"),
    ])
    func evaluates(_ testCase: Case) throws {
        #expect(try Self.evaluate(testCase.expression) == testCase.expected)
    }

    @Test("numbers print in Swift's shortest round-trip form without a trailing .0")
    func numberFormatting() {
        #expect(Value.number(12).traceText == "12")
        #expect(Value.number(-0.0).traceText == "0")
        #expect(Value.number(2.5).traceText == "2.5")
        #expect(Value.number(1e20).traceText == "1e+20")
        #expect(Value.tuple([.number(1), .string("a")]).traceText == "(1, \"a\")")
        #expect(Value.pair(current: .number(2), previous: .number(1)).traceText == "(current: 2, previous: 1)")
        #expect(Value.string("a\"b\n").traceText == "\"a\\\"b\\n\"")
    }
}
