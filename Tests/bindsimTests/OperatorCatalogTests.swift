import Foundation
import Testing
@testable import bindsim

/// The operator descriptions are the one place an operator is defined: these tests hold
/// the docs to them and pin the facts every stage of the tool reads from them.
@Suite("Operator descriptions")
struct OperatorCatalogTests {
    /// `BINDSIM_RECORD=1` rewrites the table from the descriptions (review the diff) and fails once.
    @Test("docs/language.md's operator table is the descriptions' table")
    func documentationTable() throws {
        let path = GoldenScenarioTests.packageRoot + "/docs/language.md"
        let docs = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(docs.range(of: "| operator | arguments |"))
        let end = docs.range(of: "\n\n", range: start.lowerBound..<docs.endIndex)?.lowerBound ?? docs.endIndex
        let table = String(docs[start.lowerBound..<end]) + "\n"
        guard table != OperatorCatalog.documentationTable else { return }
        if ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1" {
            let updated = docs.replacingCharacters(in: start.lowerBound..<end,
                                                   with: String(OperatorCatalog.documentationTable.dropLast()))
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("docs/language.md's operator table was rewritten from the descriptions: review the diff")
        } else {
            Issue.record("docs/language.md's operator table differs from the descriptions (BINDSIM_RECORD=1 rewrites it)")
        }
    }

    @Test("every spelling names one operator, and the parser finds each by every spelling")
    func spellings() throws {
        var seen: [String: String] = [:]
        for op in OperatorCatalog.all {
            for spelling in [op.name] + op.aliases {
                #expect(seen[spelling] == nil, "'\(spelling)' names both \(seen[spelling] ?? "") and \(op.name)")
                seen[spelling] = op.name
                #expect(OperatorCatalog.named(spelling)?.name == op.name)
            }
            #expect(op.chainArity != nil || op.sourceArity != nil, "'\(op.name)' can be written nowhere")
        }
        #expect(OperatorCatalog.named("distinctUntilChanged")?.name == "distinct")
        #expect(OperatorCatalog.named("mapp") == nil)
    }

    @Test("what the loop check, the value pools and the round-trip check read")
    func facts() {
        let all = OperatorCatalog.all
        #expect(all.filter(\.hops).map(\.name)
                == ["async", "delay", "debounce", "throttle", "interval", "timer", "main", "receive"])
        func guarded(_ kind: OperatorGuard.Kind) -> [String] { all.filter { $0.guardKind?.kind == kind }.map(\.name) }
        #expect(guarded(.value) == ["filter", "distinct", "ignore", "takeWhile", "skipWhile", "removeDuplicates",
                                    "prefix(while:)", "drop(while:)"])
        #expect(guarded(.count) == ["skip", "take", "dropFirst", "prefix"])
        #expect(guarded(.timeOrState) == ["debounce", "throttle", "flatMapFirst", "takeUntil", "sample",
                                          "prefix(untilOutputFrom:)"])
        #expect(all.filter { $0.guardKind?.name == "filter" }.map(\.name) == ["filter", "ignore"])
        #expect(all.filter { $0.sourceArity != nil }.map(\.name)
                == ["merge", "combineLatest", "just", "from", "interval", "timer", "empty", "never", "error", "fail", "zip",
                   "deferred"])
        let evaluable = all.filter {
            switch $0.stage {
            case .map, .filter, .dedupe: true
            case .accumulate, .stream: false
            }
        }
        #expect(evaluable.map(\.name) == ["map", "filter", "distinct", "not", "ignore", "removeDuplicates", "tryMap"])
        #expect(all.filter(\.mayFail).map(\.name) == ["tryMap"])
    }

    @Test("each argument is parsed as its parameter says", arguments: [
        ("a.map(it * 2)", "(stream a (map (* it 2)))"),
        ("a.scan(0, acc + it)", "(stream a (scan 0 (+ acc it)))"),
        ("a.skip(1).take(2)", "(stream a (skip 1) (take 2))"),
        ("a.throttle(1.5s)", "(stream a (throttle 1500ms))"),
        ("merge(a, b).withLatestFrom(c.map(it))", "(stream (merge (stream a) (stream b)) (withLatestFrom (stream c (map it))))"),
        ("a.distinctUntilChanged()", "(stream a (distinct))"),
    ])
    func parsing(_ stream: String, _ dumped: String) throws {
        let file = SourceFile(path: "t.txt", text: "relay a = 1\nrelay b = 2\nrelay c = 3\nrelay d = 0\nbind \(stream) -> d\n")
        let program = try #require(Frontend.parseAndCheck(file).program)
        guard case .bind(let source, _, _) = program.statements[4].kind else {
            Issue.record("not a bind")
            return
        }
        #expect(ASTDumper.dump(source) == dumped)
    }

    @Test("graph edges show counts and durations, not expressions", arguments: [
        ("a.skip(1)", "skip(1)"), ("a.delay(2s)", "delay(2s)"), ("a.debounce(250ms)", "debounce(250ms)"),
        ("a.map(it + 1)", "map"), ("a.ignore(nil)", "ignore"),
    ])
    func edgeLabels(_ stream: String, _ label: String) throws {
        let file = SourceFile(path: "t.txt", text: "relay a = 1\nrelay d = 0\nbind \(stream) -> d\n")
        let program = try #require(Frontend.parseAndCheck(file).program)
        guard case .bind(let source, _, _) = program.statements[2].kind, let call = source.operators.first else {
            Issue.record("not a bind with an operator")
            return
        }
        #expect(GraphBuilder.shortName(call) == label)
    }
}
