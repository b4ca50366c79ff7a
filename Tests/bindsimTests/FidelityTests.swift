import Foundation
import Testing
import BindKit
@testable import bindsim

/// Contract v2's changes, each checked where it could go wrong.
@Suite("Fidelity v2")
struct FidelityTests {
    static func run(_ source: String, _ arguments: [String] = []) -> (status: Int32, output: String) {
        CommandLineTests.run(arguments + [CommandLineTests.scenario(source, name: "fid\(abs(source.hashValue))")])
    }

    static func outcome(_ source: String) throws -> (ScenarioRun, ScenarioOutcome) {
        let file = SourceFile(path: "t.txt", text: source)
        let parsed = Frontend.parseAndCheck(file)
        let program = try #require(parsed.program, "\(renderDiagnostics(parsed.diagnostics, in: file))")
        let run = ScenarioRun(program: program, file: file, listener: nil)
        return (run, run.runWholeFile())
    }

    @Test("the seed's relay pair: either side's edit crosses (the helper's second pair clears the change)")
    func seedRelayPair() throws {
        let (run, outcome) = try Self.outcome("""
            relay textFirst = ""
            relay textSecond = ""
            on combineLatest(textSecond.currentAndPrevious(), textFirst.currentAndPrevious()).filter($0.current != $1.current) {
              if $0.current != $0.previous { set textFirst = $0.current } else {
                if $1.current != $1.previous { set textSecond = $1.current }
              }
            }
            set textFirst = "hello"
            set textSecond = "world"
            """)
        #expect(outcome.loops.isEmpty)
        #expect(run.node(at: 0)?.currentValue == .string("world"))
        #expect(run.node(at: 1)?.currentValue == .string("world"))
    }

    @Test("type is a keyboard: a formatter's text is typed over, not replaced by the next prefix")
    func keyboard() throws {
        let (run, outcome) = try Self.outcome("""
            field phone = ""
            on phone { if length(it) == 3 { set phone = it + "-" } }
            type phone "12345"
            """)
        #expect(outcome.runtimeError == nil)
        #expect(run.node(at: 0)?.currentValue == .string("123-45"))
    }

    @Test("type into a node that shows no text stops the run (E0321)")
    func keyboardNeedsText() throws {
        let (_, outcome) = try Self.outcome("field n = 12\ntype n \"3\"\n")
        #expect(outcome.runtimeError?.message == .typeIntoNonText(name: "n", found: "12"))
    }

    @Test("a terminal replays nothing: binding it moves nothing, its user edits cross")
    func terminalReplaysNothing() throws {
        let (run, outcome) = try Self.outcome("""
            terminal t = "kept"
            relay r = "model"
            relay seen = "nothing"
            bind t -> r
            on t { set seen = it }
            expect r == "model"
            expect seen == "nothing"
            user t = "typed"
            expect r == "typed"
            expect seen == "typed"
            """)
        #expect(outcome.failed == 0 && outcome.passed == 4)
        #expect(run.node(at: 0)?.currentValue == .string("typed"))
    }

    @Test("with a terminal on either side, setup transfers what each style says", arguments: [
        ("rx", "left", "R", "R"), ("reactivekit", "left", "R", "R"), ("bibinding", "left", "R", "R"),
        ("channel", "left", "R", "R"), ("rx", "right", "L", "L"), ("reactivekit", "right", "L", "L"),
        ("bibinding", "right", "L", "R"), ("channel", "right", "L", "R"),
    ])
    func terminalSetup(_ style: String, _ side: String, _ expectedLeft: String, _ expectedRight: String) throws {
        let left = side == "left" ? "terminal l = \"L\"" : "relay l = \"L\""
        let right = side == "right" ? "terminal r = \"R\"" : "relay r = \"R\""
        let (run, outcome) = try Self.outcome("\(left)\n\(right)\nbind l <-> r using \(style)\n")
        #expect(outcome.loops.isEmpty)
        #expect(run.node(at: 0)?.currentValue == .string(expectedLeft))
        #expect(run.node(at: 1)?.currentValue == .string(expectedRight))
    }

    @Test("an overwrite of the user's edit is marked, in text and in JSON; another field's change is not")
    func overwriteMarker() throws {
        let source = """
            field full = ""
            field other = ""
            on full { set full = word(it, 0) }
            on full { set other = it }
            user full = "Mary Ann"
            """
        let text = Self.run(source, ["trace"]).output
        #expect(text.contains("full field set to \"Mary\"  (silent)  ! overwrites the user's edit \"Mary Ann\""))
        #expect(!text.contains("other field set to \"Mary Ann\"  (silent)  !"))
        let json = Self.run(source, ["trace", "--format", "json"]).output
        #expect(json.contains("\"overwrite\":{\"of\":\"Mary Ann\",\"stale\":false,\"origin_line\":5,\"origin_time_ms\":0}"))
        let (run, outcome) = try Self.outcome(source)
        #expect(outcome.lostEdits == 1)
        #expect(run.rewrittenEdit(of: try #require(run.node(at: 0))) == .string("Mary Ann"))
        #expect(run.rewrittenEdit(of: try #require(run.node(at: 1))) == nil)
    }

    @Test("a lost edit stays lost when the user types on; a later user edit of the node cancels it, and says so")
    func lostEditsStayLost() throws {
        // The trimming formatter: "Ada " is overwritten by "Ada"; the user types on ("AdaL…").
        let trimming = """
            field nameField = ""
            bind nameField.map(trim(it)) -> nameField
            type nameField "Ada Lovelace"

            """
        let (_, typed) = try Self.outcome(trimming)
        #expect(typed.edits == 12)
        #expect(typed.lostEdits == 1)
        // A server draft, asked for before the user typed, written over what was typed; then a
        // keystroke onto the draft.
        let (_, draft) = try Self.outcome("""
            field message = ""
            relay server = ""
            bind server.skip(1).delay(500ms) -> message
            set server = "Draft"
            type message "hel" every 100ms
            wait 500ms
            type message "o"

            """)
        #expect(draft.lostEdits == 1)
        // An overwrite the program undoes in its step loses nothing.
        let (_, undone) = try Self.outcome("""
            field f = ""
            on f { if it == "ab" { set f = "x"; set f = it } }
            user f = "ab"

            """)
        #expect(undone.lostEdits == 0)
        // A whole new value replaces what was lost: those losses no longer count.
        let cancelling = trimming + "user nameField = \"Grace\"\n"
        let (_, replaced) = try Self.outcome(cancelling)
        #expect(replaced.lostEdits == 0)
        #expect(replaced.edits == 13)
        let text = Self.run(cancelling, ["trace"]).output
        #expect(text.contains("the user's new value of nameField replaces what was lost: 1 lost edit of it no longer counts"),
                "\(text)")
        let json = Self.run(cancelling, ["trace", "--format", "json"]).output
        #expect(json.contains("{\"type\":\"lost_edits_cancelled\",\"node\":\"nameField\",\"count\":1}"))
    }

    @Test("a timer's delivery names the subscription whose chain it travels: two subscriptions of one let say which")
    func timedDeliveriesNameTheirSubscription() {
        let text = Self.run("""
            relay q = ""
            let debounced = q.skip(1).debounce(100ms)
            relay a = ""
            relay b = ""
            bind debounced -> a as first
            bind debounced -> b as second
            bind interval(50ms).take(1) -> a
            set q = "x"
            wait 100ms

            """, ["trace"]).output
        #expect(text.contains("t=100ms debounce delivers \"x\" to first"), "\(text)")
        #expect(text.contains("t=100ms debounce delivers \"x\" to second"))
        // A timer started when its binding subscribes names that binding.
        #expect(text.contains("t=50ms interval delivers 0 to b3"))
    }

    @Test("a user statement inside an on block is a programmatic write for the overwrite rule")
    func userInBlockIsNotAnOrigin() {
        let text = Self.run("field a = \"\"\nfield b = \"\"\non a { user b = it }\non b { set b = \"x\" }\nuser a = \"y\"\n",
                            ["trace"]).output
        #expect(!text.contains("overwrites"))
    }

    @Test("bibinding and channel with operators run, with a warning")
    func transformingStylesWarn() {
        let (status, output) = Self.run("relay c = 0\nrelay f = 32\nbind c.map(it + 1) <-> f using channel\n", ["check"])
        #expect(status == 0)
        #expect(output.contains("warning: RACChannelTo(a) = RACChannelTo(b) has no transforms"))
        #expect(output.contains("[W0303]"))
    }

    @Test("check does not call an unguarded cycle ok: a warning at the binding that closes it")
    func checkWarnsOnUnguardedCycles() {
        let (status, output) = Self.run("relay a = 1\nrelay b = 2\nbind a -> b\nbind b -> a\n", ["check"])
        #expect(status == 0)
        #expect(output.contains(":4:1: warning: the cycle a -> b -> a has no guard"))
        #expect(!output.contains(": ok:"))
    }

    @Test("RxSwift names a user types get the language's spelling", arguments: [
        ("relay r = 1\nr.accept(2)\n", "set r = VALUE"),
        ("relay r = 1\nbind r.observeOn(r) -> r\n", "'async()'"),
        ("relay r = 1\nbind r.subscribe(r) -> r\n", "on STREAM"),
        ("relay r = 1\nbind r.map { it } -> r\n", "in parentheses"),
        ("Variable v = 1\n", "relay NAME = VALUE"),
        ("relay r = 1\nlet x = BehaviorRelay\n", "relay NAME = VALUE"),
    ])
    func rxSwiftHints(_ source: String, _ help: String) {
        let output = Self.run(source, ["check"]).output
        #expect(output.contains(help), "\(output)")
    }

    @Test("distinctUntilChanged() is distinct()")
    func distinctAlias() {
        #expect(frontendOutput("relay r = 1\nbind r.distinctUntilChanged() -> r\n")
                == "(relay r 1)\n(bind (stream r (distinct)) -> r)\n")
    }

    @Test("a trace names bindings in a legend, shows keystroke times and the final values")
    func legendKeystrokesFinal() {
        let output = Self.run("field f = \"\"\nrelay r = \"\"\nbind f -> r\ntype f \"ab\" every 50ms\n", ["trace"]).output
        #expect(output.contains("  [b1] bind f -> r  (line 3)\n"))
        #expect(output.contains("→ b1 receives \"a\""))
        #expect(output.contains("  t=50ms keystroke \"b\"\n"))
        #expect(output.contains("  final  f=\"ab\"  r=\"ab\"\n"))
    }

    @Test("compact run output never indents a line under one it does not show")
    func compactIndentation() {
        let output = Self.run("relay a = 0\nrelay b = 0\nbind a -> b\n", ["run"]).output
        #expect(output.contains("step 1  line 3  t=0ms  bind a -> b\n  b relay announces 0\n"))
    }

    @Test("--styles runs each variant, compares them, and the exit status is the scenario's own")
    func styles() {
        let looping = "relay a = 1\nrelay b = 2\nbind a <-> b\nexpect loop\n"
        let (status, output) = Self.run(looping, ["run", "--styles", "rx,bibinding"])
        #expect(status == 0)
        #expect(output.contains("[bibinding]"))
        #expect(output.contains("(run as 'bibinding')"))
        let table = (output.components(separatedBy: "\ncomparison\n").last ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(table.count == 4, "a header, the scenario as written, and its two variants")
        // Version 3: a variant is judged by what it does; the file's 'expect loop' reads "fixed", never FAILED.
        #expect(table.last?.hasSuffix("fixed: no loop") == true, "the bibinding variant does not loop")
        #expect(!table.joined().contains("FAILED"))
        #expect(output.contains("expect loop  line 4  fixed: no loop"))
        let json = Self.run(looping, ["run", "--styles", "rx,bibinding", "--format", "json"]).output
        #expect(json.contains("\"verdict\":\"fixed\""))
        let plain = Self.run("relay a = 1\n", ["run", "--styles", "all"]).output
        #expect(plain.contains("note:") && plain.contains("has no two-way binding: it runs once, as written"))
        #expect(CommandLineTests.run(["trace", "--styles", "all", "x.txt"]).status == 64)
        #expect(CommandLineTests.run(["check", "--styles", "all", "x.txt"]).status == 64)
        #expect(CommandLineTests.run(["run", "--styles", "rx,foo", "x.txt"]).status == 64)
    }

    @Test("summaries: one file's total once; no total for a file that did not run")
    func summaries() {
        let one = Self.run("relay a = 1\nset a = 2\nexpect a == 2\n", ["run"]).output
        #expect(one.components(separatedBy: "1 passed, 0 failed").count == 2)
        #expect(!one.contains("result:"))
        let broken = CommandLineTests.run(["run", "/nonexistent.txt"]).output
        #expect(!broken.contains("passed"))
    }

    @Test("test says when a golden matches but the scenario's own expectations fail")
    func goldenPassWithFailuresInside() throws {
        let folder = NSTemporaryDirectory() + "bindsim-golden-inside-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/x.txt",
                                           contents: Data("relay a = 1\nset a = 2\nexpect a == 3\nexpect a == 4\n".utf8))
        _ = CommandLineTests.run(["test", "--update", folder])
        let output = CommandLineTests.run(["test", folder]).output
        #expect(output.contains("PASS \(folder)/x.txt (golden) — 2 expectations fail inside"))
    }

    @Test("run reads standard input for '-' and a folder's scenarios")
    func folders() throws {
        let folder = NSTemporaryDirectory() + "bindsim-run-folder-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/b.txt", contents: Data("relay b = 1\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/sub/a.txt", contents: Data("relay a = 1\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/notes.md", contents: Data("x".utf8))
        let output = CommandLineTests.run(["run", folder]).output
        let scenarios = output.split(separator: "\n").filter { $0.hasPrefix("scenario ") }
        #expect(scenarios == ["scenario (\(folder)/b.txt)", "scenario (\(folder)/sub/a.txt)"])
    }
}
