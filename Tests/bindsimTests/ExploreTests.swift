import Foundation
import Synchronization
import Testing
@testable import bindsim

/// `bindsim explore` (explore.md): pools, search, properties, shrinking, the
/// counterexample, and results that do not depend on the number of jobs.
@Suite("Explore")
struct ExploreTests {
    static func program(_ source: String) throws -> (Program, SourceFile) {
        let file = SourceFile(path: "t.txt", text: source)
        let parsed = Frontend.parseAndCheck(file)
        let program = try #require(parsed.program, "\(renderDiagnostics(parsed.diagnostics, in: file))")
        return (program, file)
    }

    static func explore(_ source: String, _ arguments: [String] = []) -> (status: Int32, output: String) {
        CommandLineTests.run(["explore"] + arguments
                             + [CommandLineTests.scenario(source, name: "explore\(abs(source.hashValue))")])
    }

    static let nameForm = """
        scenario "name form"
        field firstField = ""
        field lastField = ""
        field fullField = ""
        relay first = ""
        relay last = ""
        relay full = ""
        bind firstField <-> first
        bind lastField <-> last
        bind fullField <-> full
        bind combineLatest(first, last).map(trim($0 + " " + $1)).distinct() -> full
        bind full.map(word(it, 0)).distinct() -> first
        bind full.map(word(it, 1)).distinct() -> last
        """

    // MARK: Pools and random numbers

    @Test("value pools: the file's literals that fit, explore values, then the extras, duplicates at their first place")
    func pools() throws {
        let (program, _) = try Self.program("""
            field name = "Ada"
            field age: Number = 3
            field enabled = false
            user name = "Ada Lovelace"
            expect age == 5
            """)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        #expect(alphabet.pools[0] == ["Ada", "Ada Lovelace", "", " ", "Ada Ada Lovelace", "Ada Lovelace Ada",
                                      "Ada ", "Ada Lovelace ", "é"].map(Value.string))
        #expect(alphabet.pools[1] == [3, 5, 0, -1, 1, 0.5, 2, 4, 6, 1_000_000_000].map(Value.number))
        #expect(alphabet.pools[2] == [.bool(false), .bool(true)])
        #expect(alphabet.characters[0] == ["A", "d", "a", " ", "L", "o", "v", "e", "l", "c", "é"])
    }

    @Test("explore NAME with [...] adds values after the file's literals and limits explore to the nodes it names")
    func exploreWith() throws {
        let (program, _) = try Self.program("""
            field name = "Ada"
            field age: Number = 3
            explore name with ["Bob", "Ada"]
            """)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        #expect(alphabet.pools[0] == ["Ada", "Bob", "", " ", "Ada Bob", "Bob Ada", "Ada ", "Bob ", "é"].map(Value.string))
        #expect(alphabet.pools[1] == nil)
        #expect(alphabet.actions.allSatisfy {
            if case .user(let node, _) = $0 { return node == 0 }
            if case .type(let node, _, _) = $0 { return node == 0 }
            return false
        })
    }

    @Test("SplitMix64 gives the reference sequence (seed S, run R start at S * 0x9E3779B97F4A7C15 + R)")
    func splitMix() {
        var zero = SplitMix64(seed: 0, run: 0)
        #expect([zero.next(), zero.next(), zero.next()] == [16_294_208_416_658_607_535, 7_960_286_522_194_355_700,
                                                             487_617_019_471_545_679])
        var seedOne = SplitMix64(seed: 1, run: 0)
        #expect(seedOne.next() == 7_960_286_522_194_355_700)
    }

    @Test("wait actions appear only when the setup has a timing operator: the file's durations, then wait next")
    func waits() throws {
        let (timed, _) = try Self.program("""
            field a = ""
            relay b = ""
            bind a -> b
            bind b.delay(150ms) -> a
            type a "x" every 100ms
            """)
        let alphabet = try ActionAlphabet(program: timed, programmatic: false)
        #expect(alphabet.waits == [150, 100])
        #expect(alphabet.actions.suffix(3).map { $0.source(names: ["a", "b"]) } == ["wait 150ms", "wait 100ms", "wait next"])
        let (untimed, _) = try Self.program("field a = \"\"\nwait 100ms")
        #expect(try ActionAlphabet(program: untimed, programmatic: false).waits.isEmpty)
    }

    @Test("a wait that --steps of it would take past the clock's end is not tried: no E0320 from the search")
    func noWaitPastTheClockEnd() throws {
        let source = """
            field a = ""
            relay b = ""
            bind a.delay(10ms) -> b
            wait 2000000000000ms
            """
        let (program, _) = try Self.program(source)
        // 9223372036854 ms / 8 steps is about 1.15e12 ms: 2e12 ms is left out, 10 ms kept.
        #expect(try ActionAlphabet(program: program, programmatic: false, longestSequence: 8).waits == [10])
        #expect(try ActionAlphabet(program: program, programmatic: false, longestSequence: 4).waits == [10, 2_000_000_000_000])
        let (status, output) = Self.explore(source, ["--runs", "200"])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("E0320"))
    }

    @Test("a pool takes at most 256 literals of its type from the file (round-trip checks and alphabets stay bounded)")
    func poolTakesFewLiterals() throws {
        var source = ""
        for index in 0..<1_000 { source += "relay n\(index) = \(index * 10)\n" }
        let (program, _) = try Self.program(source)
        let pool = ValuePools(program: program).pool(kind: .number, exploreValues: [.number(99_999)])
        let expected: [Value] = (0..<ValuePools.pooledLiterals).map { .number(Double($0 * 10)) }
        #expect(Array(pool.prefix(ValuePools.pooledLiterals)) == expected)
        #expect(!pool.contains(.number(2_560)))
        #expect(pool[ValuePools.pooledLiterals] == .number(99_999))
        #expect(pool.contains(.number(100_000)))  // the explore value's neighbours are still made
        #expect(pool.count < 3 * ValuePools.pooledLiterals + 10)
    }

    @Test("the alphabet is not listed: a thousand fields over a thousand literals make actions on request")
    func lazyAlphabet() throws {
        var source = ""
        for index in 0..<1_000 { source += "field f\(index) = \"v\(index)\"\n" }
        let (program, _) = try Self.program(source)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        // Each field: its pool (256 file literals + extras) then its typed characters.
        let perField = alphabet.count / 1_000
        #expect(alphabet.count == perField * 1_000)
        #expect(alphabet.actions[0].source(names: program.declarations.map(\.name)) == "user f0 = \"v0\"")
        let last = alphabet.actions[alphabet.count - 1].source(names: program.declarations.map(\.name))
        #expect(last.hasPrefix("type f999 "))
        // Every field shares one pool: its values are the same array for all.
        #expect(alphabet.pools[0] == alphabet.pools[999])
        #expect(alphabet.pools[0]?.count == ValuePools.pooledLiterals + 2 + 16 * 15 + ValuePools.pooledLiterals + 1)
        // Actions read one at a time agree with the order explore.md gives.
        let names = program.declarations.map(\.name)
        #expect(alphabet.actions[perField].source(names: names) == "user f1 = \"v0\"")
    }

    // MARK: Properties

    static let nameFormFile = GoldenScenarioTests.packageRoot + "/Scenarios/forms/name-form.txt"

    @Test("rewrite: typing a last name alone moves it to the first-name field; shrunk to one action")
    func rewrite() {
        let (status, output) = CommandLineTests.run(["explore", "--runs", "200", Self.nameFormFile])
        #expect(status == 1)
        #expect(output.contains("found rewrite in "))
        #expect(output.contains("the program overwrote the user's edit of lastField"))
        #expect(output.contains("shrunk (run 0, 1 action, values simplified):\n  user lastField = \"a\"\n"))
        #expect(output.contains("  expect lastField == \"a\"   # found \"\"\n"))
        #expect(output.contains("also failing: rewrite of firstField"))
    }

    @Test("allow rewrite switches the property off for that field; --ignore for all")
    func allowRewrite() {
        let allowed = Self.nameForm + "\nallow rewrite lastField\nallow rewrite firstField\nallow rewrite fullField\n"
        let (status, output) = Self.explore(allowed, ["--runs", "100"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("no property failed"))
        let (ignored, _) = Self.explore(Self.nameForm, ["--runs", "100", "--ignore", "rewrite"])
        #expect(ignored == 0)
    }

    @Test("loop: a value that starts a feedback cycle is found and shrunk to it")
    func loop() {
        let (status, output) = Self.explore("""
            field amountField: Number = 0
            relay amount: Number = 0
            bind amountField -> amount
            bind amount.filter(it > 100).map(it + 1) -> amount
            expect amount == 150
            """, ["--runs", "100"])
        #expect(status == 1)
        #expect(output.contains("found loop in "))
        #expect(output.contains("shrunk (run "))
        #expect(output.contains("  user amountField = 150\n  expect no loop\n"), "\(output)")
    }

    @Test("error: a transform that fails on a pooled value; the counterexample fails with the same error")
    func error() throws {
        let source = """
            field ageField: String = "30"
            relay age: Number = 30
            bind ageField.map(number(it)) -> age
            """
        let out = NSTemporaryDirectory() + "bindsim-explore-error-\(ProcessInfo.processInfo.processIdentifier).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, output) = Self.explore(source, ["--runs", "50", "--out", out])
        #expect(status == 1)
        #expect(output.contains("found error in "))
        #expect(output.contains("[E0313]"))
        let (replayed, replay) = CommandLineTests.run(["run", out])
        // Version 3: the error ends the binding, and the counterexample's 'expect no error' fails.
        #expect(replayed == 1, "\(replay)")
        #expect(replay.contains("expect no error"))
        #expect(replay.contains("b1 ended by an error at 5:19: 'number' needs a String holding a number"))
    }

    @Test("the counterexample keeps the explored file's language line, after the header comments")
    func counterexampleKeepsLanguage() throws {
        let out = NSTemporaryDirectory() + "bindsim-explore-language-\(ProcessInfo.processInfo.processIdentifier).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, _) = Self.explore("language 3\n# the name form\n" + Self.nameForm, ["--runs", "200", "--out", out])
        #expect(status == 1)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let lines = written.split(separator: "\n").map(String.init)
        let language = try #require(lines.firstIndex(of: "language 3"), "\(written)")
        #expect(lines[..<language].allSatisfy { $0.hasPrefix("#") })
        #expect(lines[(language + 1)...].allSatisfy { !$0.hasPrefix("language") })
        #expect(CommandLineTests.run(["check", out]).status == 0)
    }

    @Test("a counterexample of a file with a button's enabled state runs: the state is not written twice")
    func counterexampleWithEnabledState() throws {
        let out = NSTemporaryDirectory() + "bindsim-explore-enabled-\(ProcessInfo.processInfo.processIdentifier).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let source = """
            button go
            relay canGo = true
            relay taps = 0
            bind canGo -> go.enabled
            on go { set taps = taps + 1 }
            invariant taps < 2 as "one tap at most"
            """
        let (status, output) = Self.explore(source, ["--runs", "100", "--out", out])
        #expect(status == 1, "\(output)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.components(separatedBy: "button go").count == 2, "\(written)")
        let (replayed, replay) = CommandLineTests.run(["run", out])
        #expect(replayed == 1, "\(replay)")
        #expect(replay.contains("one tap at most"))
    }

    @Test("invariant: the named invariant that breaks, with the values it reads in the failing step")
    func invariant() {
        let (status, output) = Self.explore(Self.nameForm + """

            allow rewrite firstField
            allow rewrite lastField
            allow rewrite fullField
            invariant trim(fullField) == trim(firstField + " " + lastField) as "full name agrees"
            explore firstField with ["Ada"]
            explore lastField with ["Lovelace"]
            explore fullField with ["Grace Hopper"]
            """, ["--runs", "500", "--seed", "7"])
        #expect(status == 1)
        #expect(output.contains("found invariant in "))
        #expect(output.contains("invariant \"full name agrees\""))
        #expect(output.contains("# fails here: invariant \"full name agrees\" is false after this step"))
    }

    @Test("a failing setup is reported once, not shrunk, exit 1")
    func setupFailure() {
        let (status, output) = Self.explore("""
            field a: Number = 0
            relay b: Number = 0
            bind a -> b
            bind b.map(it + 1) -> b
            """)
        #expect(status == 1)
        #expect(output.contains("FAILED in the setup, so no sequence was run: loop: "))
        #expect(!output.contains("shrunk"))
    }

    @Test("a setup stopped by a run-time error fails the search even under --ignore error: no clean result over half a setup")
    func setupStoppedByAnError() {
        let source = """
            field a = ""
            relay b: Number = 0
            bind a -> b
            field c = ""
            bind c -> a
            """
        for arguments in [[], ["--ignore", "error"]] {
            let (status, output) = Self.explore(source, arguments)
            #expect(status == 1, "\(arguments)")
            #expect(output.contains("FAILED in the setup, so no sequence was run: error: a run-time error stopped the run "
                                    + "at line 3 of "), "\(output)")
        }
    }

    @Test("a run-time error in a generated action is placed at the action, not at the file's first line")
    func errorAtAnAction() throws {
        let (program, file) = try Self.program("field a = \"\"\nrelay b = \"\"\nbind a.delay(10ms) -> b\n")
        let runner = SequenceRunner(program: program, file: file, options: ExploreOptions())
        let result = runner.run([.wait(milliseconds: 9_223_372_036_854), .wait(milliseconds: 1)])
        #expect(result.failure?.subject == "E0320")
        #expect(result.failure?.detail.hasPrefix("a run-time error stopped the run at the action 'wait 1ms': ") == true)
    }

    @Test("a search whose work runs past its budget stops after a block, with a partial report (the same for any --jobs)")
    func workBudget() throws {
        let (program, file) = try Self.program("""
            field a = ""
            relay b = ""
            bind a -> b
            bind b.map(it + "x") -> a
            """)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        var options = ExploreOptions()
        options.properties = [.error]  // nothing fails: only the budget ends the search
        let outcomes = [1, 3].map { jobs in
            options.jobs = jobs
            let explorer = Explorer(program: program, file: file, options: options, alphabet: alphabet)
            return explorer.search(total: 1_000, sequence: { explorer.randomSequence($0) }, workBudget: 1)
        }
        for search in outcomes {
            #expect(search.stoppedEarly == .workBudget)
            #expect(search.sequences == Explorer.blockSize)
            #expect(search.events > 0)
        }
        #expect(outcomes[0].events == outcomes[1].events)
        #expect(outcomes[0].actions == outcomes[1].actions)
        // An interruption (Ctrl-C) stops it the same way, at the next sequence.
        let explorer = Explorer(program: program, file: file, options: options, alphabet: alphabet)
        let interrupted = explorer.search(total: 1_000, sequence: { explorer.randomSequence($0) }, shouldStop: { true })
        #expect(interrupted.stoppedEarly == .interrupted)
        #expect(interrupted.sequences == 0)
    }

    @Test("threads that cannot be started: the search runs on those that did, the same result; none at all is reported")
    func threadsThatDoNotStart() throws {
        let (program, file) = try Self.program(Self.nameForm)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        var options = ExploreOptions()
        options.jobs = 4
        let explorer = Explorer(program: program, file: file, options: options, alphabet: alphabet)
        let full = explorer.search(total: 300, sequence: { explorer.randomSequence($0) })
        #expect(full.threads == (asked: 4, started: 4))
        // As under an address-space limit: the third thread's stack does not fit.
        let made = Mutex(0)
        let two = explorer.search(total: 300, sequence: { explorer.randomSequence($0) }, startThread: { work in
            guard made.withLock({ $0 += 1; return $0 <= 2 }) else { return false }
            return SearchThreads.startThread(work)
        })
        #expect(two.threads == (asked: 4, started: 2))
        #expect(two.sequences == full.sequences && two.actions == full.actions)
        #expect(two.found?.number == full.found?.number && two.failingSequences == full.failingSequences)
        let none = explorer.search(total: 300, sequence: { explorer.randomSequence($0) }, startThread: { _ in false })
        #expect(none.threads == (asked: 4, started: 0))
        #expect(none.sequences == 0)
    }

    @Test("explore NAME on a node the user cannot edit is an error, unless --programmatic")
    func programmatic() {
        let source = """
            relay count: Number = 0
            bind count.filter(it > 5).map(it + 1) -> count
            explore count with [6]
            """
        let (status, output) = Self.explore(source)
        #expect(status == 2)
        #expect(output.contains("[E0203]"))
        let (programmatic, found) = Self.explore(source, ["--programmatic", "--runs", "50"])
        #expect(programmatic == 1)
        #expect(found.contains("  set count = 6\n"), "\(found)")
    }

    @Test("nothing to act on is an error (E0219, exit 2), not a clean result over zero actions")
    func nothingToExplore() {
        let (status, output) = Self.explore("relay a = 1\nrelay b = 2\nbind a -> b\n", ["--format", "json"])
        #expect(status == 2)
        #expect(output.contains("\"code\":\"E0219\""))
        #expect(!output.contains("no property failed"))
    }

    @Test("--ignore of every property, --out - and --out on the explored file are usage errors")
    func outAndIgnoreMistakes() {
        let path = CommandLineTests.scenario(Self.nameForm, name: "exploreOutSelf")
        #expect(CommandLineTests.run(["explore", "--ignore", "loop,error,rewrite,invariant", path]).status == 64)
        #expect(CommandLineTests.run(["explore", "--out", "-", path]).status == 64)
        let (status, _) = CommandLineTests.run(["explore", "--out", path, path])
        #expect(status == 64)
        #expect((try? String(contentsOfFile: path, encoding: .utf8)) == Self.nameForm, "the explored file is untouched")
    }

    @Test("a loop found under a tighter budget says so, and its counterexample carries the budget")
    func budgetsTravelWithTheCounterexample() throws {
        let source = """
            property level: Number = 0
            relay shown: Number = 0
            bind level.map(min(it + 1, 20)).distinct() <-> shown.distinct()
            """
        let out = NSTemporaryDirectory() + "bindsim-explore-budget-\(ProcessInfo.processInfo.processIdentifier).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, output) = Self.explore(source, ["--runs", "20", "--max-reentries", "5", "--out", out])
        #expect(status == 1)
        #expect(output.contains("--seed 1 --runs 20 --max-reentries 5 (run 0"))
        #expect(output.contains("(run it with 'bindsim run --max-reentries 5'"))
        let scenario = try String(contentsOfFile: out, encoding: .utf8)
        #expect(scenario.hasPrefix("# args: --max-reentries 5\n"))
        #expect(CommandLineTests.run(["run", "--max-reentries", "5", out]).status == 1)
        #expect(CommandLineTests.run(["run", out]).status == 0, "under the default budget the pair settles")
    }

    @Test("a value of 'explore … with' that fails to evaluate is an error at the value, not dropped")
    func failingExploreValue() {
        let (status, output) = Self.explore("""
            field a: Number = 0
            relay b = 0
            bind a -> b
            explore a with [2, 1/0]
            """)
        #expect(status == 2)
        #expect(output.contains(":4:20: error: division by zero [E0308]"), "\(output)")
        #expect(!output.contains("random runs"))
    }

    @Test("--programmatic sets publish relays (a button tap); a list relay gets no pool of its own")
    func programmaticKinds() throws {
        let (program, _) = try Self.program("""
            publish tap: Bool
            relay parts = ["a", "b"]
            relay count: Number = 0
            on tap { set count = count + 1 }
            """)
        let alphabet = try ActionAlphabet(program: program, programmatic: true)
        #expect(alphabet.pools[0] == [.bool(false), .bool(true)])
        #expect(alphabet.pools[1] == [])
        #expect(alphabet.actions.first.map { $0.source(names: ["tap", "parts", "count"]) } == "set tap = false")
    }

    // MARK: Search

    @Test("the output does not depend on --jobs")
    func jobsDoNotChangeTheOutput() {
        let outputs = [1, 2, 3].map { Self.explore(Self.nameForm, ["--runs", "300", "--jobs", "\($0)"]).output }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
        let json = [1, 2].map { Self.explore(Self.nameForm, ["--runs", "300", "--jobs", "\($0)", "--format", "json"]).output }
        #expect(json[0] == json[1])
    }

    @Test("exhaustive search runs |A|^K sequences; past the limit it is a usage error")
    func exhaustive() {
        let source = """
            field enabled = false
            relay mirror = false
            bind enabled -> mirror
            """
        let (status, output) = Self.explore(source, ["--depth", "3"])
        #expect(status == 0)
        #expect(output.contains("every sequence of 3 actions over 2 actions: 8 sequences, 24 actions run"))
        let (tooMany, _) = Self.explore(Self.nameForm, ["--depth", "6"])
        #expect(tooMany == 64)
        let (both, _) = CommandLineTests.run(["explore", "--depth", "2", "--steps", "3", "x.txt"])
        #expect(both == 64)
    }

    @Test("shrinking ends 1-minimal: no single removal or simplification still fails the same way")
    func oneMinimal() throws {
        let (program, file) = try Self.program(Self.nameForm)
        var options = ExploreOptions()
        options.run.recordsAnnouncements = false
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        let explorer = Explorer(program: program, file: file, options: options, alphabet: alphabet)
        let shrinker = Shrinker(runner: explorer.runner, alphabet: alphabet)
        var checked = 0
        for number in 0..<40 {
            let actions = explorer.randomSequence(number)
            guard let failure = explorer.runner.run(actions).failure else { continue }
            let outcome = shrinker.shrink(actions, failure: failure)
            let (shrunk, result) = (outcome.actions, outcome.result)
            #expect(outcome.minimal)
            #expect(result.failure == failure)
            #expect(shrunk.count <= actions.count)
            for candidate in shrinker.candidates(shrunk) {
                #expect(explorer.runner.run(candidate).failure != failure, "run \(number): \(candidate) still fails")
            }
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test("candidates are removals of runs, halves first, a run equal to the one before it skipped")
    func chunkRemovals() {
        #expect(Array(Shrinker.chunkRemovals(of: Array(0..<8))) == [0..<4, 4..<8, 0..<2, 2..<4, 4..<6, 6..<8]
            + (0..<8).map { $0..<($0 + 1) })
        #expect(Array(Shrinker.chunkRemovals(of: Array("aaaa"))) == [0..<2, 0..<1])
        #expect(Array(Shrinker.chunkRemovals(of: [7])) == [0..<1])
        #expect(Array(Shrinker.chunkRemovals(of: [Int]())).isEmpty)
    }

    @Test("a 3,000-action sequence and a 3,000-character text shrink within a small budget: halves first, made lazily")
    func longSequencesShrinkByHalves() throws {
        let (program, file) = try Self.program("""
            button ok
            field a = ""
            invariant a != "z" as "no z"
            """)
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        let runner = SequenceRunner(program: program, file: file, options: ExploreOptions())
        let shrinker = Shrinker(runner: runner, alphabet: alphabet)
        let failing: [Action] = Array(repeating: .tap(node: 0), count: 3_000) + [.user(node: 1, value: .string("z"))]
        let failure = try #require(runner.run(failing).failure)
        // One action at a time, this takes 3,000 rounds of 3,000 actions: millions.
        let shrunk = shrinker.shrink(failing, failure: failure, budget: 100_000)
        #expect(shrunk.minimal)
        #expect(shrunk.actions == [.user(node: 1, value: .string("z"))])
        // A long text: the first candidate is half of it, not one of 3,000 texts of 2,999 characters.
        let text = String(repeating: "x", count: 1_500) + "z" + String(repeating: "y", count: 1_499)
        let first = shrinker.candidates([.user(node: 1, value: .string(text))]).first { $0.count == 1 }
        #expect(first == [.user(node: 1, value: .string(String(text.dropFirst(1_500))))])
    }

    @Test("thousands of runs in one process hold nothing from earlier runs")
    func manyRuns() throws {
        let (program, file) = try Self.program(Self.nameForm + "\nallow rewrite lastField\nallow rewrite firstField\nallow rewrite fullField\n")
        var options = ExploreOptions()
        options.run.recordsAnnouncements = false
        let alphabet = try ActionAlphabet(program: program, programmatic: false)
        let explorer = Explorer(program: program, file: file, options: options, alphabet: alphabet)
        weak var firstRun: ScenarioRun?
        do {
            let run = explorer.runner.setUp()
            firstRun = run
            run.abandon()
        }
        for number in 0..<2_000 { _ = explorer.runner.run(explorer.randomSequence(number)) }
        #expect(firstRun == nil, "a run outlived its sequence")
    }

    @Test("JSON: a summary object, then the counterexample with its scenario text")
    func json() throws {
        let (status, output) = CommandLineTests.run(["explore", "--runs", "100", "--format", "json", Self.nameFormFile])
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        let first = try #require(lines.first)
        #expect(first.contains("\"type\":\"explore\""))
        #expect(first.contains("\"runs\":100"))
        #expect(!first.contains("seconds"), "no durations: the output stays deterministic")
        #expect(lines.contains { $0.contains("\"type\":\"counterexample\"") && $0.contains("\"node\":\"lastField\"") })
    }

    @Test("counterexamples in the corpus reproduce with 'bindsim run': exit 1, or 2 for an error that stops the run")
    func corpusCounterexamples() throws {
        let folder = NSTemporaryDirectory() + "bindsim-explore-corpus-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = GoldenScenarioTests.packageRoot + "/Scenarios/explore"
        let files = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".txt") }.sorted()
        var found: [String] = []
        var clean: [String] = []
        for name in files {
            let path = root + "/" + name
            let arguments = GoldenRunner.scenarioArguments(path)
            guard arguments.first == "explore" else { continue }
            let out = folder + "/" + name
            let (status, output) = CommandLineTests.run(["explore"] + arguments.dropFirst() + ["--out", out, path])
            if status == 0 {
                clean.append(name)
                #expect(output.contains("no property failed"), "\(name): \(output)")
                #expect(!FileManager.default.fileExists(atPath: out), "\(name): nothing to write")
                continue
            }
            #expect(status == 1, "\(name): \(output)")
            found.append(name)
            let scenario = try String(contentsOfFile: out, encoding: .utf8)
            let (replayed, replay) = CommandLineTests.run(["run", out])
            if output.contains("a run-time error stopped the run") {
                // The counterexample stops with the run-time error explore found, by its code.
                let code = try #require(scenario.firstMatch(of: /\[(E03\d\d)\]/)?.1)
                #expect(replayed == 2, "\(name): \(replay)")
                #expect(replay.contains("[\(code)]"), "\(name): \(replay)")
            } else if output.contains("found error in ") {
                // Version 3: an error that ended a subscription; 'expect no error' fails with its code.
                let code = try #require(scenario.firstMatch(of: /\[(E03\d\d)\]/)?.1)
                #expect(replayed == 1, "\(name): \(replay)")
                #expect(replay.contains("expect no error") && replay.contains("[\(code)]"), "\(name): \(replay)")
            } else {
                // Version 3: an error that ended a subscription fails the counterexample's last expectation.
                #expect(replayed == 1, "\(name): \(replay)")
                #expect(replay.contains("FAILED"), "\(name): \(replay)")
            }
        }
        // The corpus's explore reports: three that find a counterexample, the fixed age field that finds none.
        #expect(Set(found).isSuperset(of: ["age-field-error.txt", "late-echo.txt", "name-form-invariant.txt"]), "\(found)")
        #expect(clean.contains("age-field-fixed.txt"), "\(clean)")
    }
}
